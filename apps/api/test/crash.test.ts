import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { migrate, openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import {
  hasPostgresBinaries,
  startApiProcess,
  startPostgresCluster,
  startRedisServer,
  waitFor,
  type ApiProcess,
  type PostgresCluster,
  type RedisServer,
} from './helpers/fault-services.ts';
import {
  auditOrders,
  createLoadWorld,
  postGraphql,
  priceOrder,
  startOrderLoad,
  type LoadWorld,
} from './helpers/order-load.ts';

// The fault suite (issue 14, docs/faults.md): the real API in a child process, orders placed under
// load over HTTP, then
//   1. kill -9 of the API mid-load and a restart on the same database (embedded PGlite in a temp
//      folder; a throwaway PostgreSQL database when DATABASE_URL is set),
//   2. pg_ctl restart -m fast of a throwaway PostgreSQL cluster under the running API,
//   3. (REDIS_URL pass) kill -9 and restart of a throwaway redis-server while a customer holds an
//      order subscription and the order changes status.
// Acknowledged means the client got the order back: it must be stored with all its items, once.

const adminUrl = process.env.DATABASE_URL;
const redisPass = Boolean(process.env.REDIS_URL);
// Separate ports for the PGlite and the PostgreSQL pass, so both can run at once.
const base = adminUrl ? 10 : 0;
// TEST_PORT_BASE (e.g. 5700) moves every fixed port of the API suite into one range, for machines
// where several checkouts run their suites at once.
const portBase = Number(process.env.TEST_PORT_BASE) || 0;
const PORTS = portBase
  ? {
      crashApi: portBase + 10 + base,
      clusterApi: portBase + 11 + base,
      cluster: portBase + 40 + base / 10,
      redis: portBase + 50,
    }
  : { crashApi: 4710 + base, clusterApi: 4711 + base, cluster: 55440 + base / 10, redis: 6390 };

const cleanups: (() => Promise<unknown>)[] = [];
const started = Date.now();
/** Where the time goes on a busy machine (printed with the suite's counts). */
const phase = (what: string) =>
  console.log(`[crash ${((Date.now() - started) / 1000).toFixed(1)} s] ${what}`);
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

/** A temporary folder removed when the file ends (DATA_DIR: the JWT secret file, PGlite's files). */
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'fault-api-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A fresh database for the API process: a PGlite folder, or one beside DATABASE_URL. */
async function freshDatabase(): Promise<{
  dataDir: string;
  databaseUrl?: string;
  open: () => Promise<DatabaseHandle>;
}> {
  const dataDir = tempDir();
  if (!adminUrl) return { dataDir, open: () => openDatabase({ dataDir }) };
  const name = `crash_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // A copy of the run's migrated database (test/global-setup.ts); prepareWorld's migrate is then a no-op.
  const template = inject('postgresTemplate');
  await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  cleanups.push(async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return { dataDir, databaseUrl, open: () => openDatabase({ databaseUrl }) };
}

async function prepareWorld(open: () => Promise<DatabaseHandle>): Promise<LoadWorld> {
  const handle = await open();
  try {
    await migrate(handle.db);
    return await createLoadWorld(handle.db);
  } finally {
    await handle.close();
  }
}

function trackApi(api: ApiProcess) {
  cleanups.push(() => api.crash());
  return api;
}

describe('the API killed mid-load (kill -9) and restarted on the same database', () => {
  it('keeps every acknowledged order with all its items, once', { timeout: 90_000 }, async () => {
    const database = await freshDatabase();
    const world = await prepareWorld(database.open);
    phase('world prepared');
    const start = () =>
      startApiProcess({ port: PORTS.crashApi, dataDir: database.dataDir, databaseUrl: database.databaseUrl });
    const first = trackApi(await start());
    phase('API started');
    const variables = await priceOrder(first.origin, world);
    const order = { token: world.customer.token, variables };

    let crashed = false;
    const load = startOrderLoad({ origin: first.origin, ...order, workers: 6, stop: () => crashed });
    // Killed once enough orders were acknowledged, with requests in flight.
    await waitFor('20 acknowledged orders', () => load.report.acknowledged.length >= 20, {
      timeoutMs: 60_000,
    });
    await first.crash();
    crashed = true;
    const before = await load.finished;
    phase('API killed');

    const second = trackApi(await start());
    phase('API restarted');
    // A client repeats a request that got no answer, with the same key: one order either way.
    const retried = await startOrderLoad({
      origin: second.origin,
      ...order,
      workers: 2,
      keys: before.unanswered,
    }).finished;
    const after = await startOrderLoad({ origin: second.origin, ...order, workers: 2, maxRequests: 6 })
      .finished;
    await second.stop();
    phase('API stopped');

    const acknowledged = [...before.acknowledged, ...retried.acknowledged, ...after.acknowledged];
    const handle = await database.open();
    const audit = await auditOrders(handle.db, acknowledged).finally(() => handle.close());
    console.log(
      `kill -9 (${adminUrl ? 'PostgreSQL' : 'PGlite'}): acknowledged ${before.acknowledged.length} before the kill, ` +
        `${retried.acknowledged.length} of ${before.unanswered.length} unanswered on retry, ` +
        `${after.acknowledged.length} after the restart; stored ${audit.stored}, lost ${audit.lost}, ` +
        `duplicated ${audit.duplicateNumbers}, without items ${audit.withoutItems}`,
    );
    expect([...before.failures, ...retried.failures, ...after.failures]).toEqual([]);
    expect(retried.acknowledged).toHaveLength(before.unanswered.length);
    expect(after.acknowledged).toHaveLength(6);
    expect(audit).toMatchObject({ lost: 0, duplicateNumbers: 0, withoutItems: 0 });
    // Nothing but what the clients know of: one stored order per key they were answered for.
    expect(audit.stored).toBe(new Set(acknowledged.map((placed) => placed.key)).size);
  });
});

describe.skipIf(!hasPostgresBinaries())('a throwaway PostgreSQL cluster under the running API', () => {
  let cluster: PostgresCluster;
  let redis: RedisServer | undefined;
  let api: ApiProcess;
  let world: LoadWorld;
  let variables: object;

  it(
    'restarts (pg_ctl restart -m fast) under load: the API stays up, answers retryably, loses nothing',
    { timeout: 90_000 },
    async () => {
      cluster = await startPostgresCluster(PORTS.cluster);
      cleanups.push(() => cluster.stop());
      if (redisPass) {
        redis = await startRedisServer(PORTS.redis);
        cleanups.push(() => redis!.stop());
      }
      // The test's own pool lives through the restart too (db/client.ts must survive it here as well).
      const handle = await openDatabase({ databaseUrl: cluster.url });
      cleanups.push(() => handle.close());
      await migrate(handle.db);
      world = await createLoadWorld(handle.db);
      api = trackApi(
        await startApiProcess({
          port: PORTS.clusterApi,
          dataDir: tempDir(),
          databaseUrl: cluster.url,
          redisUrl: redis?.url,
        }),
      );
      variables = await priceOrder(api.origin, world);

      let restarted = false;
      let afterRestart = 0;
      const load = startOrderLoad({
        origin: api.origin,
        token: world.customer.token,
        variables,
        workers: 6,
        stop: () => restarted && load.report.acknowledged.length >= afterRestart + 10,
      });
      await waitFor('10 acknowledged orders', () => load.report.acknowledged.length >= 10, {
        timeoutMs: 30_000,
      });
      await cluster.restart();
      restarted = true;
      afterRestart = load.report.acknowledged.length;
      const report = await load.finished;

      const audit = await auditOrders(handle.db, report.acknowledged);
      console.log(
        `pg_ctl restart -m fast: acknowledged ${report.acknowledged.length} (${report.acknowledged.length - afterRestart} after the restart), ` +
          `retryable answers ${report.retryable}, other failures ${report.failures.length}; API alive ${api.alive()}; ` +
          `stored ${audit.stored}, lost ${audit.lost}, duplicated ${audit.duplicateNumbers}, without items ${audit.withoutItems}`,
      );
      expect(api.alive()).toBe(true);
      // The pool saw its connections end (57P01) and went on: the API logged it and did not exit.
      expect(api.output()).toMatch(/A database connection ended/);
      expect(report.failures).toEqual([]);
      expect(report.unanswered).toEqual([]);
      expect(report.acknowledged.length).toBeGreaterThanOrEqual(afterRestart + 10);
      expect(audit).toMatchObject({ lost: 0, duplicateNumbers: 0, withoutItems: 0 });
      expect(audit.stored).toBe(new Set(report.acknowledged.map((placed) => placed.key)).size);
      expect((await fetch(`${api.origin}/healthz`)).status).toBe(200);
    },
  );

  it.skipIf(!redisPass)(
    'keeps ordering while Redis is down and brings a live order subscription to the current status (REDIS_URL pass only; skipped without REDIS_URL)',
    { timeout: 60_000 },
    async () => {
      const placed = await startOrderLoad({
        origin: api.origin,
        token: world.customer.token,
        variables,
        workers: 1,
        maxRequests: 1,
      }).finished;
      const orderId = placed.acknowledged[0]!.id;
      const client = createClient({
        url: `${api.origin.replace(/^http/, 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${world.customer.token}` },
        retryAttempts: 0,
      });
      cleanups.push(async () => client.dispose());
      const statuses: string[] = [];
      const iterator = client.iterate<{ subscriptionOrder: { orderStatus: string } }>({
        query: 'subscription ($id: String!) { subscriptionOrder(id: $id) { orderStatus } }',
        variables: { id: orderId },
      });
      void (async () => {
        for await (const result of iterator)
          if (result.data) statuses.push(result.data.subscriptionOrder.orderStatus);
      })();
      const probe = new Redis(redis!.url, { lazyConnect: true });
      await waitFor('the API to subscribe to the order in Redis', async () => {
        const [, count] = (await probe.pubsub('NUMSUB', `food:order:${orderId}`)) as [string, number];
        return count > 0;
      });
      probe.disconnect();

      await redis!.crash();
      const accepted = await postGraphql(
        api.origin,
        'mutation ($id: String!) { acceptOrder(id: $id, preparationTime: 15) { orderStatus } }',
        { id: orderId },
        world.manager.token,
      );
      const during = await startOrderLoad({
        origin: api.origin,
        token: world.customer.token,
        variables,
        workers: 2,
        maxRequests: 4,
      }).finished;
      await redis!.start();
      await waitFor('the subscriber to hear ACCEPTED', () => statuses.at(-1) === 'ACCEPTED', {
        timeoutMs: 20_000,
      });
      await iterator.return?.();
      console.log(
        `Redis kill -9 and restart: acceptOrder ${accepted.body.data ? 'succeeded' : 'failed'}, ` +
          `${during.acknowledged.length} of 4 orders placed while Redis was down, subscriber heard ${JSON.stringify(statuses)}`,
      );
      expect(accepted.body.errors).toBeUndefined();
      expect(during.acknowledged).toHaveLength(4);
      expect(during.failures).toEqual([]);
      expect(statuses.at(-1)).toBe('ACCEPTED');
      expect(api.alive()).toBe(true);
    },
  );
});
