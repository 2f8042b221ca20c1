// Live order subscriptions (issue 6): how many graphql-ws subscriptions one API process holds, and how
// fast an order change reaches every subscriber, as N grows. The API runs in this process (PGlite in a
// temporary directory, dispatcher off); the N clients run in child processes of at most PER_PROCESS
// sockets each (one Node process of graphql-ws clients is what slows down first). Each order is watched by
// WATCHERS clients of its customer. Each round accepts and then declines SAMPLE_ORDERS orders over
// HTTP, one at a time, and measures per (change, subscriber) the delay from the mutation's start to the
// event's arrival; a level reports the best of ROUNDS rounds. Figures are also given as ratios to the
// first level (N = 500) of the same run.
//   npm run bench:subscriptions [-- --levels 500,1000,2000,5000,10000] [--per-process 2500] [--port 4661]
//     [--out file.json]
// The npm script raises the open-file limit first (a socket is a file descriptor on both sides).
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { inArray } from 'drizzle-orm';
import { createInProcessPubSub } from '../apps/api/src/adapters/pubsub/in-process-pubsub.ts';
import type { PubSub } from '../apps/api/src/adapters/pubsub/pubsub.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { migrate, openDatabase } from '../apps/api/src/db/client.ts';
import * as t from '../apps/api/src/db/schema/index.ts';
import { buildServer } from '../apps/api/src/server.ts';
import type { Arrival, ChildMessage, ParentMessage } from './lib/subscription-clients.ts';
import { createOrders, createWorld } from './lib/subscription-world.ts';

const { values } = parseArgs({
  options: {
    levels: { type: 'string', default: '500,1000,2000,5000,7500,10000' },
    'per-process': { type: 'string', default: '2500' },
    port: { type: 'string', default: '4661' },
    out: { type: 'string' },
  },
});
const PER_PROCESS = Number(values['per-process']);
// Descriptors besides the sockets: PGlite's files, stdio, IPC, the listening socket, tsx's watchers.
const FD_MARGIN = 256;
const LEVELS = withinFileLimit(values.levels.split(',').map(Number));
const WATCHERS = 5; // clients per order (a customer's phone, laptop, …)
const SAMPLE_ORDERS = 100; // orders changed per round (twice each: accept, decline)
const ROUNDS = 3;
const MUTATION_CONCURRENCY = 1; // one change at a time: the delay is not queueing behind other mutations
// Stop growing once a level is unreasonable.
const MAX_P99_MS = 1_000;
const MAX_RSS_MB = 1_500;

/** Counts the order subscriptions the server holds (iterators on order:* topics not yet ended). */
function countingPubSub(inner: PubSub) {
  let held = 0;
  const pubsub: PubSub = {
    publish: (topic, payload) => inner.publish(topic, payload),
    ready: () => inner.ready(),
    close: () => inner.close(),
    subscribe<T>(topic: string, options?: { signal?: AbortSignal }) {
      const source = inner.subscribe<T>(topic, options);
      if (!topic.startsWith('order:')) return source;
      held++;
      let ended = false;
      const end = () => {
        if (!ended) held--;
        ended = true;
      };
      return {
        async next() {
          const result = await source.next();
          if (result.done) end();
          return result;
        },
        async return() {
          end();
          return (await source.return?.()) ?? { value: undefined, done: true };
        },
        [Symbol.asyncIterator]() {
          return this;
        },
      };
    },
  };
  return { pubsub, held: () => held };
}

/** The soft limit on open files of this process (inherited by the client processes); Linux only. */
function openFileLimit(): number {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('Max open files'));
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
    return soft === undefined || soft === 'unlimited' ? Infinity : Number(soft);
  } catch {
    return Infinity;
  }
}

/** The server holds one descriptor per subscriber: levels beyond the limit would only fail to open. */
function withinFileLimit(levels: number[]): number[] {
  const limit = openFileLimit();
  const fitting = levels.filter((n) => n + FD_MARGIN <= limit);
  if (fitting.length < levels.length) {
    console.log(
      `Open-file limit ${limit}: skipping levels ${levels.filter((n) => !fitting.includes(n)).join(', ')} ` +
        '(raise it with `ulimit -n`; the npm script tries 65536, then the hard limit).',
    );
  }
  return fitting;
}

function request(child: ChildProcess, message: ParentMessage, reply: ChildMessage['type']) {
  return new Promise<ChildMessage>((resolve) => {
    const onMessage = (answer: ChildMessage) => {
      if (answer.type !== reply) return;
      child.off('message', onMessage);
      resolve(answer);
    };
    child.on('message', onMessage);
    child.send(message);
  });
}

async function waitUntil(check: () => boolean, what: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const fixed = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-subscriptions-'));
  const config = loadConfig({
    env: {
      DATA_DIR: dataDir,
      DISPATCHER: 'false',
      SEED: 'false',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'b'.repeat(48),
    },
  });
  const database = await openDatabase({ dataDir });
  await migrate(database.db);
  const counting = countingPubSub(createInProcessPubSub());
  const app = await buildServer({ config, db: database.db, pubsub: counting.pubsub, logger: false });
  const origin = await app.listen({ port: Number(values.port), host: '127.0.0.1' });
  const url = origin.replace(/^http/, 'ws') + '/graphql';
  const maxOrders = Math.ceil(Math.max(...LEVELS) / WATCHERS);
  const world = await createWorld(database.db, { secret: config.jwtSecret, customers: maxOrders });
  const children = Array.from({ length: Math.ceil(Math.max(...LEVELS) / PER_PROCESS) }, () =>
    fork(path.join(import.meta.dirname, 'lib/subscription-clients.ts'), {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  );
  /** Sends to every client process (or the first `count`), resolving with their answers. */
  const everyChild = (message: ParentMessage, reply: ChildMessage['type'], count = children.length) =>
    Promise.all(children.slice(0, count).map((child) => request(child, message, reply)));

  async function mutate(query: string, orderId: string, starts: Map<string, bigint>, status: string) {
    starts.set(`${orderId}:${status}`, process.hrtime.bigint());
    const response = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${world.managerToken}` },
      body: JSON.stringify({ query, variables: { id: orderId } }),
    });
    const body = (await response.json()) as { errors?: unknown };
    if (body.errors) throw new Error(`mutation failed: ${JSON.stringify(body.errors)}`);
  }

  /** Accepts, then declines, every order of `sample`; the delays until each subscriber heard of it. */
  async function measureRound(sample: string[], watchers: number) {
    // Back to PENDING without an event (subscribers must only hear the measured changes).
    await database.db
      .update(t.orders)
      .set({
        orderStatus: 'PENDING',
        acceptedAt: null,
        preparationTime: null,
        completionTime: null,
        cancelledAt: null,
        reason: null,
      })
      .where(inArray(t.orders.id, sample));
    const starts = new Map<string, bigint>();
    const cpuBefore = process.cpuUsage();
    for (const [mutation, status] of [
      ['mutation ($id: String!) { acceptOrder(id: $id, preparationTime: 10) { _id } }', 'ACCEPTED'],
      ['mutation ($id: String!) { declineOrder(id: $id, reason: "Bench") { _id } }', 'CANCELLED'],
    ] as const) {
      for (let i = 0; i < sample.length; i += MUTATION_CONCURRENCY) {
        await Promise.all(
          sample.slice(i, i + MUTATION_CONCURRENCY).map((id) => mutate(mutation, id, starts, status)),
        );
      }
    }
    const expected = sample.length * 2 * watchers;
    let arrivals: Arrival[] = [];
    const deadline = Date.now() + 30_000;
    while (arrivals.length < expected && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const answers = (await everyChild({ type: 'report' }, 'arrivals')) as { arrivals: Arrival[] }[];
      for (const answer of answers) arrivals = arrivals.concat(answer.arrivals);
    }
    // This process's CPU per change: the server's mutation and fan-out, plus the bench's own HTTP client
    // and IPC (the same for every level), so it moves far less with other load than a delay does.
    const cpu = process.cpuUsage(cpuBefore);
    const cpuMsPerChange = (cpu.user + cpu.system) / 1000 / (sample.length * 2);
    const delays = arrivals
      .map((a) => Number(BigInt(a.at) - (starts.get(`${a.orderId}:${a.status}`) ?? BigInt(a.at))) / 1e6)
      .sort((x, y) => x - y);
    return {
      events: delays.length,
      lost: expected - delays.length,
      p50: percentile(delays, 50),
      p99: percentile(delays, 99),
      cpuMsPerChange,
    };
  }

  async function level(n: number) {
    const customers = world.customers.slice(0, Math.ceil(n / WATCHERS));
    const orders = await createOrders(database.db, { restaurantId: world.restaurantId, customers });
    const subscribers = Array.from({ length: n }, (_, i) => ({
      token: customers[i % customers.length]!.token,
      orderId: orders[i % orders.length]!,
    }));
    const parts = Math.ceil(n / PER_PROCESS);
    const answers = (await Promise.all(
      children.slice(0, parts).map((child, part) => {
        const share = subscribers.slice(part * PER_PROCESS, (part + 1) * PER_PROCESS);
        return request(child, { type: 'open', url, subscribers: share }, 'opened');
      }),
    )) as { failed: number }[];
    const opened = { failed: answers.reduce((sum, answer) => sum + answer.failed, 0) };
    await waitUntil(() => counting.held() >= n - opened.failed, `${n} subscriptions`, 600_000);
    const held = counting.held();
    (globalThis as { gc?: () => void }).gc?.();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const { rss, heapUsed } = process.memoryUsage();
    const rssMb = rss / 2 ** 20;

    const sample = orders.slice(0, SAMPLE_ORDERS);
    const rounds = [];
    for (let r = 0; r < ROUNDS; r++) rounds.push(await measureRound(sample, n / orders.length));
    const lost = rounds.reduce((sum, round) => sum + round.lost, 0);
    const events = rounds.reduce((sum, round) => sum + round.events, 0);
    const load = loadavg().map((figure) => fixed(figure, 2));
    await everyChild({ type: 'close' }, 'closed', parts);
    await waitUntil(() => counting.held() === 0, 'the subscriptions to end', 600_000);
    return {
      subscribers: n,
      clientProcesses: parts,
      held,
      failedToOpen: opened.failed,
      rssMb: fixed(rssMb),
      heapMb: fixed(heapUsed / 2 ** 20),
      events,
      lost,
      // Best of the rounds: other processes on a shared machine only ever add delay.
      p50Ms: fixed(Math.min(...rounds.map((round) => round.p50))),
      p99Ms: fixed(Math.min(...rounds.map((round) => round.p99))),
      cpuMsPerChange: fixed(Math.min(...rounds.map((round) => round.cpuMsPerChange)), 2),
      load: load.join(' '),
    };
  }

  try {
    await level(100); // warm-up (JIT, connection paths); not reported
    const results = [];
    for (const n of LEVELS) {
      const result = await level(n);
      results.push(result);
      const base = results[0]!;
      console.log(
        `N=${n}: held ${result.held} (×${fixed(result.held / base.held, 2)}), RSS ${result.rssMb} MB ` +
          `(×${fixed(result.rssMb / base.rssMb, 2)}), p50 ${result.p50Ms} ms (×${fixed(result.p50Ms / base.p50Ms, 2)}), ` +
          `p99 ${result.p99Ms} ms (×${fixed(result.p99Ms / base.p99Ms, 2)}), events ${result.events}, ` +
          `lost ${result.lost}, CPU ${result.cpuMsPerChange} ms/change, load ${result.load}`,
      );
      if (result.p99Ms > MAX_P99_MS || result.rssMb > MAX_RSS_MB || result.lost > 0) {
        console.log('Stopping: the last level is beyond what one process should carry.');
        break;
      }
    }
    const base = results[0]!;
    const table = results.map((r) => ({
      ...r,
      heldRatio: fixed(r.held / base.held, 2),
      rssRatio: fixed(r.rssMb / base.rssMb, 2),
      heapRatio: fixed(r.heapMb / base.heapMb, 2),
      p50Ratio: fixed(r.p50Ms / base.p50Ms, 2),
      p99Ratio: fixed(r.p99Ms / base.p99Ms, 2),
      cpuRatio: fixed(r.cpuMsPerChange / base.cpuMsPerChange, 2),
    }));
    console.table(table);
    if (values.out)
      writeFileSync(
        values.out,
        JSON.stringify(
          { watchers: WATCHERS, sampleOrders: SAMPLE_ORDERS, perProcess: PER_PROCESS, levels: table },
          null,
          2,
        ),
      );
  } finally {
    for (const child of children) child.kill();
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
