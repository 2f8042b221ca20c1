import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { BODY_LIMIT_BYTES } from '../src/server.ts';
import { createConfiguration, createUser } from './helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, injectOversizedBody, testConfig, type TestApp } from './helpers/test-server.ts';

let database: TestDatabase;
let api: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  await createConfiguration(database.db, { currency: 'EUR', currencySymbol: '€' });
  api = await createTestApp({ db: database.db });
});
afterAll(async () => {
  await api.app.close();
  await database.close();
});

describe('http', () => {
  it('/healthz answers ok after reaching the database', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('answers GET /graphql queries', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/graphql?query=' + encodeURIComponent('{ configuration { currency } }'),
      headers: { accept: 'application/json' },
    });
    expect(response.json()).toEqual({ data: { configuration: { currency: 'EUR' } } });
  });

  it('keeps Yoga’s 400 for an unknown field', async () => {
    const response = await api.gql('{ configuration { nope } }');
    expect(response.status).toBe(400);
    expect(response.errors?.[0]?.message).toMatch(/Cannot query field "nope"/);
  });

  it.each(['/graphql', '/stripe/webhook', '/demo-pay/some-ref/approve'])(
    'refuses a body over the limit on %s with a 413 that names the limit',
    async (url) => {
      const response = await injectOversizedBody(api.app, url);
      expect(response.statusCode).toBe(413);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({
        statusCode: 413,
        code: 'PAYLOAD_TOO_LARGE',
        error: 'Payload Too Large',
        message: `The request body is larger than the limit of ${BODY_LIMIT_BYTES / 1024} KB.`,
      });
    },
  );

  it.each([
    ['malformed JSON', 'application/json', '{"query": '],
    ['an empty body', 'application/json', ''],
    ['no query', 'application/json', '{"variables": {}}'],
    ['a query that is not a string', 'application/json', '{"query": 42}'],
    ['a syntax error', 'application/json', '{"query": "{ configuration { "}'],
  ])('answers %s with a 4xx, never a 500 or a stack', async (_name, contentType, payload) => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': contentType, accept: 'application/graphql-response+json' },
      payload,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toMatch(/\bat .+:\d+:\d+/);
  });

  it('serves GraphiQL only in demo mode', async () => {
    const html = { method: 'GET' as const, url: '/graphql', headers: { accept: 'text/html' } };
    expect((await api.app.inject(html)).body).toMatch(/graphiql/i);
    const production = await createTestApp({ db: database.db, config: testConfig({ demoMode: false }) });
    const response = await production.app.inject(html);
    await production.app.close();
    expect(response.body).not.toMatch(/graphiql/i);
  });
});

describe('websocket /graphql (graphql-ws)', () => {
  let url: string;

  beforeAll(async () => {
    const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
    url = address.replace(/^http/, 'ws') + '/graphql';
  });

  async function wsQuery(query: string, connectionParams: Record<string, unknown> = {}) {
    const client = createClient({
      url,
      webSocketImpl: WebSocket,
      connectionParams,
      retryAttempts: 0,
      lazy: true,
    });
    try {
      const results = [];
      for await (const result of client.iterate({ query })) results.push(result);
      return results;
    } finally {
      await client.dispose();
    }
  }

  it('answers a query over the socket', async () => {
    expect(await wsQuery('{ configuration { currency } }')).toEqual([
      { data: { configuration: { currency: 'EUR' } } },
    ]);
  });

  it('authenticates with connectionParams.authorization', async () => {
    const user = await createUser(database.db, { email: 'ws@example.com', password: 'Secret123' });
    const login = await api.gql<{ login: { token: string } }>(
      'mutation { login(type: "default", email: "ws@example.com", password: "Secret123") { token } }',
    );
    const signedIn = await wsQuery('{ profile { _id } }', {
      authorization: `Bearer ${login.data!.login.token}`,
    });
    expect(signedIn).toEqual([{ data: { profile: { _id: user.id } } }]);
    const [signedOut] = await wsQuery('{ profile { _id } }');
    expect(signedOut?.errors?.[0]).toMatchObject({
      message: 'You are not logged in.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('reports invalid documents as errors, not a dropped socket', async () => {
    await expect(wsQuery('{ configuration { nope } }')).rejects.toEqual([
      expect.objectContaining({ message: expect.stringMatching(/Cannot query field "nope"/) }),
    ]);
  });
});

describe('web app', () => {
  let dist: string;
  let web: TestApp;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Food</title><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log("app")');
    web = await createTestApp({ db: database.db, config: testConfig({ webDist: dist }) });
  });
  afterAll(async () => {
    await web.app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, accept = 'text/html') =>
    web.app.inject({ method: 'GET', url, headers: { accept } });

  it.each(['/', '/restaurant/karahi-point', '/order-detail/123?x=1', '/restaurant-list'])(
    'serves index.html for the page route %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves built files, fingerprinted ones cached for good', async () => {
    const response = await get('/assets/app-1234.js', '*/*');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app")');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('gives a real 404 for a missing file and for unknown API paths', async () => {
    expect((await get('/assets/missing-999.js', '*/*')).statusCode).toBe(404);
    expect((await get('/graphql/extra')).statusCode).toBe(404);
    expect((await get('/healthz/deep')).statusCode).toBe(404);
  });

  it('still answers /healthz and /graphql', async () => {
    expect((await get('/healthz', 'application/json')).json()).toEqual({ ok: true });
    const { data } = await web.gql('{ _health }');
    expect(data).toEqual({ _health: true });
  });

  it('says how to build the web app when dist is missing', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/web app is not built/);
  });
});
