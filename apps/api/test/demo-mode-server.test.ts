import { Writable } from 'node:stream';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig, type Config } from '../src/config.ts';
import { coupons, restaurants, users } from '../src/db/schema/index.ts';
import { DEMO_CUSTOMER, seedDemoData } from '../src/db/seed/index.ts';
import { disablePublishedPasswords, publishedAccountEmails } from '../src/db/seed/published-accounts.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { DEMO_OUTBOX, FORGOT_PASSWORD, LOGIN } from './helpers/accounts.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import {
  createTestApp,
  GENEROUS_RATE_LIMITS,
  TEST_JWT_SECRET,
  testConfig,
  type TestApp,
} from './helpers/test-server.ts';

// What an operator gets outside demo mode (docs/configuration.md "Demo mode", "CORS"): no demo outbox,
// no GraphiQL, no introspection, no seeded account with a published password, no foreign origins.

const dataDir = mkdtempSync(path.join(tmpdir(), 'api-demo-mode-'));
let database: TestDatabase;
const apps: TestApp[] = [];

/** The config the server would read from this environment (the test's secret and limits on top). */
function fromEnv(env: Record<string, string>): Config {
  const config = loadConfig({ env: { DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, ...env } });
  // The documents here are the test's own, not registered ones (trusted-documents.test.ts covers that).
  return {
    ...config,
    logLevel: 'silent',
    rateLimits: GENEROUS_RATE_LIMITS,
    webDist: testConfig().webDist,
    arbitraryDocuments: true,
  };
}

async function appWith(config: Config, logger?: Parameters<typeof createTestApp>[0]['logger']) {
  const api = await createTestApp({ db: database.db, config, logger });
  apps.push(api);
  return api;
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const api of apps) await api.app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const INTROSPECTION = '{ __schema { queryType { name } } }';
const TYPE_QUERY = '{ __type(name: "Query") { name } }';

describe.each([
  ['HOST=0.0.0.0 DEMO_MODE=false', { HOST: '0.0.0.0', DEMO_MODE: 'false' }],
  ['DATABASE_URL set', { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/prod' }],
])('outside demo mode (%s)', (_name, env) => {
  let api: TestApp;
  beforeAll(async () => {
    api = await appWith(fromEnv(env));
  });

  it('forbids reading the demo outbox, even right after a password reset was asked for', async () => {
    await api.gql(FORGOT_PASSWORD, { email: 'victim@example.com' });
    const response = await api.gql(DEMO_OUTBOX, { recipient: 'victim@example.com' });
    expect(response.data).toBeNull();
    expect(response.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('serves no GraphiQL', async () => {
    const page = await api.app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } });
    expect(page.body).not.toMatch(/graphiql/i);
  });

  it('refuses introspection, but keeps __typename', async () => {
    for (const query of [INTROSPECTION, TYPE_QUERY]) {
      const response = await api.gql(query);
      expect(response.status).toBe(400);
      expect(response.errors?.[0]?.message).toMatch(/introspection/i);
    }
    expect((await api.gql('{ __typename }')).data).toEqual({ __typename: 'Query' });
  });

  it('tells the web app it is not a demo', async () => {
    expect((await api.gql('{ configuration { demoMode } }')).data).toEqual({
      configuration: { demoMode: false },
    });
  });
});

describe('in demo mode (npm start on loopback)', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await appWith(fromEnv({ HOST: '127.0.0.1' }));
  });

  it('keeps the outbox, GraphiQL and introspection', async () => {
    expect((await api.gql(DEMO_OUTBOX, { recipient: 'nobody@example.com' })).data).toEqual({
      demoOutbox: [],
    });
    const page = await api.app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } });
    expect(page.body).toMatch(/graphiql/i);
    expect((await api.gql(INTROSPECTION)).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });
});

describe('warning on start', () => {
  function capture() {
    const lines: { level: number; msg: string }[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as { level: number; msg: string });
        done();
      },
    });
    return { lines, logger: { level: 'warn', stream } };
  }

  it('logs a loud warning when DEMO_MODE=true is served on a non-loopback host', async () => {
    const { lines, logger } = capture();
    await appWith(fromEnv({ HOST: '0.0.0.0', DEMO_MODE: 'true' }), logger);
    const warning = lines.find((line) => /DEMO MODE IS ON/.test(line.msg));
    expect(warning?.level).toBe(40);
    expect(warning?.msg).toMatch(/demoOutbox/);
  });

  it('says nothing on loopback or outside demo mode', async () => {
    const envs: Record<string, string>[] = [{ HOST: '127.0.0.1' }, { HOST: '0.0.0.0', DEMO_MODE: 'false' }];
    for (const env of envs) {
      const { lines, logger } = capture();
      await appWith(fromEnv(env), logger);
      expect(lines.filter((line) => /DEMO MODE/.test(line.msg))).toEqual([]);
    }
  });
});

describe('seeded accounts outside demo mode', () => {
  const signIn = (api: TestApp, email: string, password: string) =>
    api.gql<{ login: { token: string } }>(LOGIN, { type: 'default', email, password });

  it('seeds the catalogue without any account that can sign in, nor published coupons', async () => {
    await database.truncate();
    await seedDemoData({ db: database.db, now: new Date(), accounts: false });
    expect(await database.db.$count(restaurants)).toBeGreaterThanOrEqual(50);
    expect(await database.db.$count(users, isNotNull(users.passwordHash))).toBe(0);
    expect(
      await database.db.$count(users, inArray(users.role, ['RIDER', 'RESTAURANT', 'ADMIN', 'SUPPORT'])),
    ).toBe(0);
    expect(await database.db.$count(users, inArray(users.email, publishedAccountEmails()))).toBe(0);
    const api = await appWith(fromEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/prod' }));
    const login = await signIn(api, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect(login.data).toBeNull();
    expect(await database.db.$count(coupons)).toBe(0);
  }, 120_000);

  it('removes the published password from a database seeded in demo mode, leaving changed ones', async () => {
    await database.truncate();
    await seedDemoData({ db: database.db, now: new Date() });
    const emails = publishedAccountEmails();
    // The seeded customer, five riders, two restaurant managers, the operator and support all share
    // the published password.
    expect(emails).toHaveLength(10);
    expect(emails).toEqual(expect.arrayContaining(['admin@example.com', 'support@example.com']));
    expect(emails).toContain(DEMO_CUSTOMER.email);
    // A rider who chose their own password keeps it.
    await database.db
      .update(users)
      .set({ passwordHash: await hashPassword('Rider-own-9') })
      .where(eq(users.email, 'rider1@example.com'));
    const api = await appWith(fromEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/prod' }));
    const before = await signIn(api, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect(before.errors).toBeUndefined();

    const disabled = await disablePublishedPasswords(database.db);
    expect(disabled.sort()).toEqual(emails.filter((email) => email !== 'rider1@example.com').sort());
    for (const email of emails) {
      expect((await signIn(api, email, DEMO_CUSTOMER.password)).data, email).toBeNull();
    }
    // Sessions issued with the published password end too.
    const profile = await api.gql('{ profile { _id } }', {}, { token: before.data!.login.token });
    expect(profile.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await signIn(api, 'rider1@example.com', 'Rider-own-9')).errors).toBeUndefined();
    expect(await disablePublishedPasswords(database.db)).toEqual([]);
    expect(
      await database.db.$count(
        users,
        and(eq(users.email, DEMO_CUSTOMER.email), isNotNull(users.passwordHash)),
      ),
    ).toBe(0);
  }, 120_000);
});

describe('CORS', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await appWith(fromEnv({ CORS_ORIGINS: 'https://shop.example' }));
  });

  const preflight = (target: TestApp, origin: string) =>
    target.app.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, authorization',
      },
    });
  const post = (target: TestApp, origin: string) =>
    target.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { origin, 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ __typename }' }),
    });

  it('gives a foreign origin no CORS header, before or after', async () => {
    for (const response of [
      await preflight(api, 'https://evil.example'),
      await post(api, 'https://evil.example'),
    ]) {
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('allows a configured origin, without credentials', async () => {
    const response = await preflight(api, 'https://shop.example');
    expect(response.headers['access-control-allow-origin']).toBe('https://shop.example');
    expect(response.headers['access-control-allow-methods']).toBe('GET, POST');
    expect(response.headers['access-control-allow-headers']).toMatch(/authorization/);
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect((await post(api, 'https://shop.example')).headers['access-control-allow-origin']).toBe(
      'https://shop.example',
    );
  });

  it('allows no foreign origin by default; same-origin calls still work', async () => {
    const plain = await appWith(fromEnv({}));
    expect(
      (await preflight(plain, 'https://shop.example')).headers['access-control-allow-origin'],
    ).toBeUndefined();
    const sameOrigin = await plain.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { origin: 'http://localhost:80', host: 'localhost:80', 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(sameOrigin.json()).toEqual({ data: { __typename: 'Query' } });
  });

  describe('websocket', () => {
    let url: string;
    beforeAll(async () => {
      const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
      url = address.replace(/^http/, 'ws') + '/graphql';
    });

    async function typename(origin?: string) {
      const client = createClient({
        url,
        retryAttempts: 0,
        lazy: true,
        webSocketImpl: class extends WebSocket {
          constructor(address: string, protocols?: string | string[]) {
            super(address, protocols, origin ? { origin } : {});
          }
        },
      });
      try {
        const results = [];
        for await (const result of client.iterate({ query: '{ __typename }' })) results.push(result);
        return results;
      } finally {
        await client.dispose();
      }
    }

    it('accepts same-origin, configured and non-browser clients, and refuses a foreign origin', async () => {
      const ok = [{ data: { __typename: 'Query' } }];
      expect(await typename()).toEqual(ok);
      expect(await typename(new URL(url).origin.replace(/^ws/, 'http'))).toEqual(ok);
      expect(await typename('https://shop.example')).toEqual(ok);
      await expect(typename('https://evil.example')).rejects.toBeDefined();
    });
  });
});
