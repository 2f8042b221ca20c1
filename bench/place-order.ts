// Placing orders under load (issue 5): the API in this process on a fresh database seeded with the demo
// world, autocannon firing valid COD orders from the demo customer (a distinct idempotency key per
// request), then a check that the database holds exactly one new order per successful answer.
// Requests go in fixed-size batches until the duration has passed, so none is cut off unanswered.
// Runs on PGlite, and again on PostgreSQL (a fresh database) when DATABASE_URL is set.
//   npm run bench:orders [-- --duration 12 --connections 10 --port 4600]
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { loadConfig } from '../apps/api/src/config.ts';
import { migrate, openDatabase, type DatabaseHandle } from '../apps/api/src/db/client.ts';
import { orders } from '../apps/api/src/db/schema/index.ts';
import { seedDemoData } from '../apps/api/src/db/seed/index.ts';
import { buildServer } from '../apps/api/src/server.ts';
import { PLACE_ORDER, prepareOrder } from './lib/order-bench-world.ts';
import { createThrowawayDatabase } from './lib/throwaway-database.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '12' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '4600' },
  },
});
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);

type Target = {
  name: 'PGlite' | 'PostgreSQL';
  open: () => Promise<DatabaseHandle & { cleanup(): Promise<void> }>;
};

function pgliteTarget(): Target {
  return {
    name: 'PGlite',
    open: async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-orders-'));
      const handle = await openDatabase({ dataDir });
      return { ...handle, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
    },
  };
}

function postgresTarget(adminUrl: string): Target {
  return {
    name: 'PostgreSQL',
    open: async () => {
      const database = await createThrowawayDatabase(adminUrl, 'bench_orders');
      const handle = await openDatabase({ databaseUrl: database.url });
      return { ...handle, cleanup: database.drop };
    },
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

type RunResult = {
  target: string;
  requests: number;
  seconds: number;
  succeeded: number;
  ordersPerSecond: number;
  p99: number;
  p50: number;
  stored: number;
  pass: boolean;
};

async function run(target: Target): Promise<RunResult> {
  const database = await target.open();
  try {
    await migrate(database.db);
    await seedDemoData({ db: database.db, now: new Date() });
    const config = loadConfig({
      env: {
        DATA_DIR: tmpdir(),
        DISPATCHER: 'false',
        SEED: 'false',
        LOG_LEVEL: 'silent',
        JWT_SECRET: 'o'.repeat(48),
      },
    });
    const app = await buildServer({ config, db: database.db, logger: false });
    const origin = await app.listen({ port: Number(values.port), host: '127.0.0.1' });
    try {
      const { token, variables } = await prepareOrder(origin);
      const before = await database.db.$count(orders);
      let succeeded = 0;
      let failed = 0;
      let firstError = '';
      // Batches of a fixed number of requests (not a duration), so every request is answered before
      // the count is checked; batches repeat until DURATION has passed. Latency is timed here per
      // request (each connection sends one request at a time) so percentiles span every batch.
      let latencies: number[] | null = null;
      const fire = (amount: number) =>
        autocannon({
          url: `${origin}/graphql`,
          connections: CONNECTIONS,
          amount,
          requests: [
            {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              setupRequest: (request, context) => {
                (context as { started?: number }).started = performance.now();
                return {
                  ...request,
                  body: JSON.stringify({
                    query: PLACE_ORDER,
                    variables: {
                      ...variables,
                      orderDate: new Date().toISOString(),
                      idempotencyKey: randomUUID(),
                    },
                  }),
                };
              },
              onResponse: (_status, body, context) => {
                latencies?.push(performance.now() - ((context as { started?: number }).started ?? 0));
                const parsed = JSON.parse(body) as {
                  data?: { placeOrder?: unknown };
                  errors?: { message: string }[];
                };
                if (parsed.data?.placeOrder && !parsed.errors) succeeded++;
                else {
                  failed++;
                  firstError ||= parsed.errors?.[0]?.message ?? body.slice(0, 200);
                }
              },
            },
          ],
        });
      await fire(CONNECTIONS * 5); // JIT and caches warm
      const beforeMain = succeeded;
      latencies = [];
      const started = performance.now();
      let requests = 0;
      while (performance.now() - started < DURATION * 1000) {
        requests += (await fire(CONNECTIONS * 10)).requests.total;
      }
      const seconds = (performance.now() - started) / 1000;
      const mainSucceeded = succeeded - beforeMain;
      const sorted = latencies.sort((a, b) => a - b);
      const stored = (await database.db.$count(orders)) - before;
      if (failed > 0) console.log(`  ${failed} answers carried an error, e.g. "${firstError}"`);
      return {
        target: target.name,
        succeeded,
        requests,
        ordersPerSecond: Math.round((mainSucceeded / seconds) * 10) / 10,
        seconds: Math.round(seconds * 10) / 10,
        p50: Math.round(percentile(sorted, 50)),
        p99: Math.round(percentile(sorted, 99)),
        stored,
        pass: stored === succeeded && succeeded > 0 && failed === 0,
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await database.cleanup();
  }
}

async function main() {
  const targets = [pgliteTarget()];
  if (process.env.DATABASE_URL) targets.push(postgresTarget(process.env.DATABASE_URL));
  console.log(`placeOrder: ${CONNECTIONS} connections × ${DURATION} s per database`);
  const results: RunResult[] = [];
  for (const target of targets) {
    const r = await run(target);
    results.push(r);
    console.log(
      `${r.target}: ${r.requests} requests in ${r.seconds} s, ${r.ordersPerSecond} orders/s, p50 ${r.p50} ms, p99 ${r.p99} ms; ` +
        `${r.succeeded} succeeded (incl. warm-up), ${r.stored} new orders stored → ${r.pass ? 'PASS' : 'FAIL'}`,
    );
  }
  const [lite, postgres] = results;
  if (lite && postgres) {
    const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
    console.log(
      `PostgreSQL / PGlite: throughput ×${ratio(postgres.ordersPerSecond, lite.ordersPerSecond)}, p99 ×${ratio(postgres.p99, lite.p99)}`,
    );
  }
  if (results.some((r) => !r.pass)) process.exitCode = 1;
}

await main();
