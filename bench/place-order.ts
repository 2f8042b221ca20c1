// Placing orders under load (issue 5, issue 12): the API on a fresh database seeded with the demo
// world, autocannon firing valid COD orders from the demo customer (a distinct idempotency key per
// request), then a check that the database holds exactly one new order per successful answer.
// Requests go in fixed-size batches until a slice of time has passed, so none is cut off unanswered.
// Same-run baseline: the API of another git ref (default main) runs beside this tree's, each on its
// own fresh database, and the two take turns (A B B A …) so both see the same machine load; the
// report gives this tree's figures as ratios to the baseline's (docs/benchmarks.md "Placing orders").
// Runs on PGlite, and again on PostgreSQL (fresh databases) when DATABASE_URL is set.
//   npm run bench:orders [-- --duration 12 --connections 10 --port 4600 --baseline main|none --rounds 4
//     --cpu-prof <folder>]
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { prepareBaseline } from './lib/baseline.ts';
import { PLACE_ORDER, prepareOrder } from './lib/order-bench-world.ts';
import type { OrderServerCommand, OrderServerMessage } from './lib/order-server.ts';
import { repoRoot } from './lib/server.ts';
import { loadAverage, percentile, ratio } from './lib/stats.ts';
import { createThrowawayDatabase } from './lib/throwaway-database.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '12' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '4600' },
    baseline: { type: 'string', default: 'main' },
    rounds: { type: 'string', default: '4' },
    // A folder: each API under test writes a CPU profile there (node --cpu-prof) when it stops.
    'cpu-prof': { type: 'string' },
  },
});
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const ROUNDS = Number(values.rounds);
const PROFILE_DIR = values['cpu-prof'] && path.resolve(values['cpu-prof']);

type Database = { where: string; cleanup: () => Promise<void> };
type Target = { name: 'PGlite' | 'PostgreSQL'; create: () => Promise<Database> };

const pgliteTarget: Target = {
  name: 'PGlite',
  create: async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-orders-'));
    return {
      where: `pglite:${dataDir}`,
      cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  },
};

const postgresTarget = (adminUrl: string): Target => ({
  name: 'PostgreSQL',
  create: async () => {
    const database = await createThrowawayDatabase(adminUrl, 'bench_orders');
    return { where: `postgres:${database.url}`, cleanup: database.drop };
  },
});

/** One API under test (lib/order-server.ts in a child process) and what it has answered so far. */
type Subject = {
  label: string;
  origin: string;
  child: ChildProcess;
  database: Database;
  fire: (amount: number) => Promise<number>;
  /** Successful answers, warm-up included (what the database must hold). */
  succeeded: number;
  failed: number;
  firstError: string;
  /**
   * Main phase only: answers without error, seconds spent firing, latency of every request, and the
   * API process's CPU milliseconds (it idles while the other subject takes its turn).
   */
  measured: { succeeded: number; seconds: number; latencies: number[]; cpu: number };
  /** Off during the warm-up. */
  recording: boolean;
  before: number;
};

function nextMessage(child: ChildProcess): Promise<OrderServerMessage> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`order server exited with ${code}`));
    child.once('exit', onExit);
    child.once('message', (message: OrderServerMessage) => {
      child.off('exit', onExit);
      resolve(message);
    });
  });
}

async function countOrders(child: ChildProcess): Promise<{ count: number; cpu: number }> {
  const answer = nextMessage(child);
  child.send('count' satisfies OrderServerCommand);
  const message = await answer;
  if (!('count' in message)) throw new Error(`unexpected answer ${JSON.stringify(message)}`);
  return message;
}

async function startSubject(label: string, root: string, port: number, target: Target): Promise<Subject> {
  const database = await target.create();
  const child = fork(
    path.join(import.meta.dirname, 'lib/order-server.ts'),
    [root, String(port), database.where],
    {
      execArgv: ['--import', 'tsx', ...(PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [])],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const ready = await nextMessage(child);
  if (!('ready' in ready)) throw new Error(`unexpected first message ${JSON.stringify(ready)}`);
  const origin = ready.ready;
  const { token, variables } = await prepareOrder(origin);
  const subject: Subject = {
    label,
    origin,
    child,
    database,
    succeeded: 0,
    failed: 0,
    firstError: '',
    measured: { succeeded: 0, seconds: 0, latencies: [], cpu: 0 },
    recording: false,
    before: (await countOrders(child)).count,
    fire: async () => 0,
  };
  // Batches of a fixed number of requests (not a duration), so every request is answered before the
  // count is checked. Latency is timed here per request (each connection sends one at a time).
  subject.fire = async (amount) => {
    const result = await autocannon({
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
            const started = (context as { started?: number }).started ?? 0;
            if (subject.recording) subject.measured.latencies.push(performance.now() - started);
            const parsed = JSON.parse(body) as {
              data?: { placeOrder?: unknown };
              errors?: { message: string }[];
            };
            if (parsed.data?.placeOrder && !parsed.errors) subject.succeeded++;
            else {
              subject.failed++;
              subject.firstError ||= parsed.errors?.[0]?.message ?? body.slice(0, 200);
            }
          },
        },
      ],
    });
    return result.requests.total;
  };
  await subject.fire(CONNECTIONS * 5); // JIT and caches warm; not measured
  subject.recording = true;
  subject.measured.cpu = -(await countOrders(child)).cpu;
  return subject;
}

/** Fires batches at one subject until `seconds` have passed; adds to its measured figures. */
async function slice(subject: Subject, seconds: number): Promise<void> {
  const succeededBefore = subject.succeeded;
  const started = performance.now();
  // autocannon ends a run on its one-second tick, so a batch takes at least a second: batches of 100
  // would cap the figure at 100 orders/s whatever the server does.
  while (performance.now() - started < seconds * 1000) await subject.fire(CONNECTIONS * 100);
  subject.measured.seconds += (performance.now() - started) / 1000;
  subject.measured.succeeded += subject.succeeded - succeededBefore;
}

async function stopSubject(subject: Subject): Promise<void> {
  if (subject.child.exitCode === null) {
    const exited = new Promise((resolve) => subject.child.once('exit', resolve));
    subject.child.send('stop' satisfies OrderServerCommand);
    await exited;
  }
  await subject.database.cleanup();
}

type Figures = {
  label: string;
  ordersPerSecond: number;
  p50: number;
  p99: number;
  /** The API process's CPU per order: moves less with machine load than orders/s. */
  cpuPerOrder: number;
  pass: boolean;
};

async function figures(subject: Subject): Promise<Figures> {
  const after = await countOrders(subject.child);
  const stored = after.count - subject.before;
  const cpuPerOrder = (subject.measured.cpu + after.cpu) / subject.measured.succeeded;
  const sorted = subject.measured.latencies.sort((a, b) => a - b);
  const pass = stored === subject.succeeded && subject.succeeded > 0 && subject.failed === 0;
  const ordersPerSecond = subject.measured.succeeded / subject.measured.seconds;
  console.log(
    `  ${subject.label}: ${sorted.length} requests in ${subject.measured.seconds.toFixed(1)} s, ` +
      `${ordersPerSecond.toFixed(1)} orders/s, p50 ${Math.round(percentile(sorted, 50))} ms, ` +
      `p99 ${Math.round(percentile(sorted, 99))} ms, API CPU ${cpuPerOrder.toFixed(2)} ms/order; ${subject.succeeded} succeeded (incl. warm-up), ` +
      `${stored} new orders stored → ${pass ? 'PASS' : 'FAIL'}`,
  );
  if (subject.failed > 0)
    console.log(`    ${subject.failed} answers carried an error, e.g. "${subject.firstError}"`);
  return {
    label: subject.label,
    ordersPerSecond,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    cpuPerOrder,
    pass,
  };
}

async function run(target: Target, roots: { label: string; root: string }[]): Promise<Figures[]> {
  console.log(`${target.name} (load average ${loadAverage()})`);
  const subjects: Subject[] = [];
  try {
    for (const [i, { label, root }] of roots.entries())
      subjects.push(await startSubject(label, root, Number(values.port) + i, target));
    // A B B A …: each subject goes first in half the rounds, so a trend in load hits both alike.
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? subjects : [...subjects].reverse();
      for (const subject of order) await slice(subject, DURATION / ROUNDS);
    }
    const results: Figures[] = [];
    for (const subject of subjects) results.push(await figures(subject));
    const [current, base] = results;
    if (current && base)
      console.log(
        `  this tree / ${base.label}: orders/s ${ratio(current.ordersPerSecond, base.ordersPerSecond)}, ` +
          `p50 ${ratio(current.p50, base.p50)}, p99 ${ratio(current.p99, base.p99)}, ` +
          `API CPU/order ${ratio(current.cpuPerOrder, base.cpuPerOrder)} (load average ${loadAverage()})`,
      );
    return results;
  } finally {
    for (const subject of subjects) await stopSubject(subject);
  }
}

async function main() {
  const baseline =
    values.baseline === 'none' ? undefined : prepareBaseline(values.baseline, { build: false });
  try {
    const roots = [{ label: 'this tree', root: repoRoot }];
    if (baseline) roots.push({ label: `${baseline.ref} ${baseline.sha.slice(0, 8)}`, root: baseline.root });
    const targets = [pgliteTarget];
    if (process.env.DATABASE_URL) targets.push(postgresTarget(process.env.DATABASE_URL));
    console.log(
      `placeOrder: ${CONNECTIONS} connections, ${DURATION} s per API and database in ${ROUNDS} turns` +
        (baseline ? `, beside ${baseline.ref}` : ''),
    );
    const results: Figures[][] = [];
    for (const target of targets) results.push(await run(target, roots));
    const [lite, postgres] = results.map((r) => r[0]!);
    if (lite && postgres)
      console.log(
        `this tree, PostgreSQL / PGlite: orders/s ${ratio(postgres.ordersPerSecond, lite.ordersPerSecond)}, ` +
          `p99 ${ratio(postgres.p99, lite.p99)}`,
      );
    if (results.flat().some((r) => !r.pass)) process.exitCode = 1;
  } finally {
    baseline?.remove();
  }
}

await main();
