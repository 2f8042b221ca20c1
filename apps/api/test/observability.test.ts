import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/test-server.ts';

// What an operator watches (docs/operations.md): /metrics in Prometheus's text format, only for the
// holder of METRICS_TOKEN or on METRICS_LISTEN; /readyz answering for the database and Redis.

const TOKEN = 'metrics-token-0123456789-abcdef';
const FAMILIES = [
  'graphql_operations_total',
  'graphql_operation_duration_seconds',
  'graphql_errors_total',
  'graphql_subscriptions_active',
  'pubsub_delivery_lag_seconds',
  'nodejs_eventloop_lag_seconds',
  'process_resident_memory_bytes',
  'nodejs_heap_size_used_bytes',
];

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** The value of one sample line (`name{labels} value`), 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(series + ' '));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('/metrics with METRICS_TOKEN', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await createTestApp({ db: database.db, config: testConfig({ metricsToken: TOKEN }) });
  });
  afterAll(async () => api.app.close());

  const scrape = async () => {
    const response = await api.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  };

  it('has every family, and the request counter and error codes move with requests', async () => {
    const before = await scrape();
    for (const family of FAMILIES) expect(before).toContain(`# TYPE ${family} `);
    const series = 'graphql_operations_total{operation="MetricsProbe",type="query"}';
    const count = sample(before, series);
    for (let i = 0; i < 3; i++) await api.gql('query MetricsProbe { __typename }');
    const refused = await api.gql('query Broken { noSuchField }');
    expect(refused.errors?.[0]?.extensions?.['code']).toBeTypeOf('string');
    const after = await scrape();
    expect(sample(after, series)).toBe(count + 3);
    expect(
      sample(after, 'graphql_operation_duration_seconds_count{operation="MetricsProbe",type="query"}'),
    ).toBe(count + 3);
    const code = String(refused.errors![0]!.extensions!['code']);
    expect(sample(after, `graphql_errors_total{code="${code}"}`)).toBeGreaterThanOrEqual(1);
  });

  it('times pub/sub deliveries', async () => {
    const series = 'pubsub_delivery_lag_seconds_count';
    const before = sample(await scrape(), series);
    // The server's own catalog cache subscribes to the changes it publishes for other instances.
    await api.app.catalog.changed({ restaurantIds: [] });
    await vi.waitFor(async () => expect(sample(await scrape(), series)).toBeGreaterThan(before));
  });

  it('reports the PostgreSQL pool when it runs on one', async () => {
    const text = await scrape();
    if (process.env.DATABASE_URL) expect(text).toContain('# TYPE db_pool_connections gauge');
    else expect(text).not.toContain('db_pool_connections');
  });

  it('bounds operation names a client makes up', async () => {
    await api.gql('query AnyNameAClientMakesUp { __typename }');
    await api.gql(`query ${'x'.repeat(100)} { __typename }`);
    const text = await scrape();
    expect(text).toContain('graphql_operations_total{operation="AnyNameAClientMakesUp",type="query"}');
    expect(text).toContain('graphql_operations_total{operation="(other)",type="query"}');
  });

  it('refuses a missing or wrong token with 401', async () => {
    const missing = await api.app.inject({ url: '/metrics' });
    const wrong = await api.app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong-token' } });
    expect([missing.statusCode, wrong.statusCode]).toEqual([401, 401]);
    expect(missing.headers['www-authenticate']).toBe('Bearer');
    expect(wrong.body).not.toContain('graphql_operations_total');
  });
});

describe('/metrics by default', () => {
  it('is not there (404)', async () => {
    const api = await createTestApp({ db: database.db });
    try {
      const response = await api.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await api.app.close();
    }
  });
});

describe('METRICS_LISTEN', () => {
  it('serves /metrics on its own address without a token, and not on the main port', async () => {
    const port = await freePort();
    const api = await createTestApp({
      db: database.db,
      config: testConfig({ metricsListen: { host: '127.0.0.1', port } }),
    });
    try {
      await api.app.listen({ port: 0, host: '127.0.0.1' });
      const separate = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(separate.status).toBe(200);
      expect(await separate.text()).toContain('# TYPE graphql_operations_total counter');
      expect((await fetch(`http://127.0.0.1:${port}/graphql`)).status).toBe(404);
      const main = await api.app.inject({ url: '/metrics' });
      expect(main.statusCode).toBe(404);
    } finally {
      await api.app.close();
    }
  });
});

describe('/readyz', () => {
  it('answers 200 when the database answers', async () => {
    const api = await createTestApp({ db: database.db });
    try {
      const response = await api.app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ready: true, database: 'ok' });
    } finally {
      await api.app.close();
    }
  });

  it('answers 503 naming the database when PostgreSQL is not there', async () => {
    // Port 1: nothing listens, the connection is refused at once.
    const unreachable = await openDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none' });
    const api = await createTestApp({ db: unreachable.db });
    try {
      const response = await api.app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ ready: false, database: 'unreachable' });
    } finally {
      await api.app.close();
      await unreachable.close();
    }
  });

  it('answers 503 naming Redis when REDIS_URL points where nothing answers', async () => {
    const api = await createTestApp({
      db: database.db,
      config: testConfig({ redisUrl: 'redis://127.0.0.1:1' }),
    });
    try {
      const response = await api.app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ ready: false, database: 'ok' });
      expect(['unreachable', 'timeout']).toContain(response.json().redis);
    } finally {
      await api.app.close();
    }
  });

  it.runIf(process.env.REDIS_URL)('answers 200 with Redis when it answers', async () => {
    const api = await createTestApp({
      db: database.db,
      config: testConfig({ redisUrl: process.env.REDIS_URL }),
    });
    try {
      const response = await api.app.inject({ url: '/readyz' });
      expect(response.json()).toEqual({ ready: true, database: 'ok', redis: 'ok' });
    } finally {
      await api.app.close();
    }
  });
});
