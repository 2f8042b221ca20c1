import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisRateLimiter } from '../src/adapters/rate-limit/redis-rate-limiter.ts';
import { DEFAULT_RATE_LIMITS, type Config } from '../src/config.ts';
import {
  CREATE_USER,
  EMAIL_EXIST,
  FORGOT_PASSWORD,
  LOGIN,
  PHONE_EXIST,
  RESET_PASSWORD,
  SEND_EMAIL_CODE,
  VERIFY_RESET,
  failure,
  readCode,
  uniqueEmail,
  uniquePhone,
} from './helpers/accounts.ts';
import { createUser } from './helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { GENEROUS_RATE_LIMITS, createTestApp, testConfig, type TestApp } from './helpers/test-server.ts';

const NOW = new Date('2025-06-04T12:00:00Z');
const seconds = (n: number) => new Date(NOW.getTime() + n * 1000);

let database: TestDatabase;
const apps: TestApp[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(apps.map((api) => api.app.close()));
  await database.close();
});

/** An app where only `limits` are tight; every test also uses its own client address. */
async function appWith(limits: Partial<Config['rateLimits']>, config: Partial<Config> = {}) {
  const api = await createTestApp({
    db: database.db,
    now: NOW,
    config: testConfig({ rateLimits: { ...GENEROUS_RATE_LIMITS, ...limits }, ...config }),
  });
  apps.push(api);
  return api;
}

let address = 0;
const nextIp = () => `10.0.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

const tooMany = (retryAfter: number) => ({
  message: `Too many attempts. Try again in ${retryAfter} s.`,
  extensions: { code: 'RATE_LIMITED', retryAfter },
});

describe('login', () => {
  const loginAs = (email: string, password: string, remoteAddress: string) =>
    api.gql(LOGIN, { type: 'default', email, password }, { remoteAddress });
  let api: TestApp;

  it('is throttled per account and address: the right password from another address still works', async () => {
    api = await appWith({ loginPerAccountIp: { limit: 3, windowSeconds: 60 } });
    const user = await createUser(database.db, { email: uniqueEmail('limited') });
    const attacker = nextIp();
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(failure(await loginAs(user.email, 'Wrong1234', attacker))?.message).toBe('Invalid credentials!');
    }
    const blocked = await loginAs(user.email, 'Secret123', attacker);
    expect(blocked.errors).toEqual([expect.objectContaining(tooMany(60))]);
    expect(blocked.status).toBe(200);

    // The owner, elsewhere, is not locked out; nor is another account from the attacker's address.
    expect((await loginAs(user.email.toUpperCase(), 'Secret123', nextIp())).errors).toBeUndefined();
    expect(failure(await loginAs(uniqueEmail(), 'Wrong1234', attacker))?.message).toBe(
      'Invalid credentials!',
    );

    api.setNow(seconds(45));
    expect((await loginAs(user.email, 'Secret123', attacker)).errors?.[0]?.extensions).toEqual({
      code: 'RATE_LIMITED',
      retryAfter: 15,
    });
    api.setNow(seconds(60));
    expect((await loginAs(user.email, 'Secret123', attacker)).errors).toBeUndefined();
  });

  it('counts failures only: correct sign-ins from one address are never throttled', async () => {
    api = await appWith({
      loginPerAccountIp: DEFAULT_RATE_LIMITS.loginPerAccountIp,
      loginPerIp: { limit: 3, windowSeconds: 60 },
      loginPerAccount: { limit: 3, windowSeconds: 3600 },
    });
    const user = await createUser(database.db, { email: uniqueEmail('regular') });
    const home = nextIp();
    for (let attempt = 1; attempt <= 12; attempt++) {
      expect((await loginAs(user.email, 'Secret123', home)).errors, `sign-in ${attempt}`).toBeUndefined();
    }
    // Failures still count; a success between them refunds only itself: 4 wrong, 1 right and 1 wrong
    // make 5 failures, and the next attempt waits, right password or not.
    api = await appWith({ loginPerAccountIp: DEFAULT_RATE_LIMITS.loginPerAccountIp });
    const guesser = nextIp();
    const other = await createUser(database.db, { email: uniqueEmail('guessed-between') });
    for (let attempt = 0; attempt < 4; attempt++) {
      expect(failure(await loginAs(other.email, 'Wrong1234', guesser))?.message).toBe('Invalid credentials!');
    }
    expect((await loginAs(other.email, 'Secret123', guesser)).errors).toBeUndefined();
    expect(failure(await loginAs(other.email, 'Wrong1234', guesser))?.message).toBe('Invalid credentials!');
    expect((await loginAs(other.email, 'Secret123', guesser)).errors).toEqual([
      expect.objectContaining(tooMany(60)),
    ]);
  });

  it('makes an address that keeps guessing wait longer each time', async () => {
    // 3 a minute, then 6 in 15 minutes, then 12 in an hour (every attempt counts, refused or not).
    api = await appWith({ loginPerAccountIp: { limit: 3, windowSeconds: 60 } });
    const user = await createUser(database.db, { email: uniqueEmail('guessed') });
    const attacker = nextIp();
    const waits: number[] = [];
    const guess = async () => {
      const refused = (await loginAs(user.email, 'Wrong1234', attacker)).errors?.[0]?.extensions;
      if (refused?.['code'] === 'RATE_LIMITED') waits.push(refused['retryAfter'] as number);
    };
    const guessesAt = async (at: number, count: number) => {
      api.setNow(seconds(at));
      for (let i = 0; i < count; i++) await guess();
    };
    await guessesAt(0, 4); // the 4th waits for the minute
    await guessesAt(60, 3); // the 7th attempt in 15 minutes waits for those
    await guessesAt(900, 3);
    await guessesAt(960, 3); // the 13th in the hour waits for the hour
    expect(waits).toEqual([60, 900 - 60, 3600 - 960]);
    // All the while the owner signs in from home.
    expect((await loginAs(user.email, 'Secret123', nextIp())).errors).toBeUndefined();
  });

  it('has a looser ceiling per account across addresses, which a password reset lifts', async () => {
    api = await appWith({ loginPerAccount: { limit: 4, windowSeconds: 3600 } });
    const user = await createUser(database.db, { email: uniqueEmail('distributed') });
    for (let attempt = 0; attempt < 4; attempt++) await loginAs(user.email, 'Wrong1234', nextIp());
    const owner = nextIp();
    expect((await loginAs(user.email, 'Secret123', owner)).errors).toEqual([
      expect.objectContaining(tooMany(3600)),
    ]);

    expect(
      (await api.gql(FORGOT_PASSWORD, { email: user.email }, { remoteAddress: owner })).errors,
    ).toBeUndefined();
    const otp = await readCode(database.db, user.email);
    const verified = await api.gql<{ verifyResetOtp: { resetToken: string } }>(
      VERIFY_RESET,
      { email: user.email, otp },
      { remoteAddress: owner },
    );
    const reset = await api.gql(
      RESET_PASSWORD,
      { password: 'Newpass123', resetToken: verified.data!.verifyResetOtp.resetToken },
      { remoteAddress: owner },
    );
    expect(reset.errors).toBeUndefined();
    expect((await loginAs(user.email, 'Newpass123', owner)).errors).toBeUndefined();
  });

  it('is limited per IP address across accounts', async () => {
    api = await appWith({ loginPerIp: { limit: 2, windowSeconds: 60 } });
    const ip = nextIp();
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await api.gql(
        LOGIN,
        { type: 'default', email: uniqueEmail(), password: 'x' },
        { remoteAddress: ip },
      );
      expect(failure(response)?.message).toBe('Invalid credentials!');
    }
    const blocked = await api.gql(
      LOGIN,
      { type: 'default', email: uniqueEmail(), password: 'x' },
      { remoteAddress: ip },
    );
    expect(blocked.errors).toEqual([expect.objectContaining(tooMany(60))]);
    const elsewhere = await api.gql(
      LOGIN,
      { type: 'default', email: uniqueEmail(), password: 'x' },
      { remoteAddress: nextIp() },
    );
    expect(failure(elsewhere)?.message).toBe('Invalid credentials!');
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const limits = { loginPerIp: { limit: 1, windowSeconds: 60 } };
    const direct = await appWith(limits);
    const proxy = nextIp();
    const attempt = (api: TestApp, forwardedFor: string) =>
      api.gql(
        LOGIN,
        { type: 'default', email: uniqueEmail(), password: 'x' },
        {
          remoteAddress: proxy,
          headers: { 'x-forwarded-for': forwardedFor },
        },
      );
    expect(failure(await attempt(direct, '203.0.113.1'))?.code).toBe('INVALID_CREDENTIALS');
    expect(failure(await attempt(direct, '203.0.113.2'))?.code).toBe('RATE_LIMITED'); // same proxy address

    const behindProxy = await appWith(limits, { trustProxy: [proxy] });
    expect(failure(await attempt(behindProxy, '203.0.113.3'))?.code).toBe('INVALID_CREDENTIALS');
    expect(failure(await attempt(behindProxy, '203.0.113.4'))?.code).toBe('INVALID_CREDENTIALS');
    expect(failure(await attempt(behindProxy, '203.0.113.3'))?.code).toBe('RATE_LIMITED');
  });
});

describe('codes', () => {
  it('sending is limited per address (e-mail) beyond the 30 s resend rule', async () => {
    const api = await appWith({ codeSendPerTarget: { limit: 2, windowSeconds: 900 } });
    const email = uniqueEmail();
    for (const at of [0, 31]) {
      api.setNow(seconds(at));
      expect((await api.gql(SEND_EMAIL_CODE, { email }, { remoteAddress: nextIp() })).errors).toBeUndefined();
    }
    api.setNow(seconds(62));
    const blocked = await api.gql(SEND_EMAIL_CODE, { email }, { remoteAddress: nextIp() });
    expect(blocked.errors).toEqual([expect.objectContaining(tooMany(900 - 62))]);
  });

  it('sending is limited per IP address across e-mails', async () => {
    const api = await appWith({ codeSendPerIp: { limit: 2, windowSeconds: 900 } });
    const ip = nextIp();
    await api.gql(SEND_EMAIL_CODE, { email: uniqueEmail() }, { remoteAddress: ip });
    await api.gql(SEND_EMAIL_CODE, { email: uniqueEmail() }, { remoteAddress: ip });
    expect(
      failure(await api.gql(SEND_EMAIL_CODE, { email: uniqueEmail() }, { remoteAddress: ip }))?.code,
    ).toBe('RATE_LIMITED');
  });

  it('checking is limited per IP address across e-mails', async () => {
    const api = await appWith({ codeCheckPerIp: { limit: 2, windowSeconds: 600 } });
    const ip = nextIp();
    const attempt = () =>
      api.gql(
        CREATE_USER,
        { email: uniqueEmail(), password: 'Secret123', name: 'A', otp: '123456' },
        { remoteAddress: ip },
      );
    expect(failure(await attempt())?.code).toBe('INVALID_CODE');
    expect(failure(await attempt())?.code).toBe('INVALID_CODE');
    expect((await attempt()).errors).toEqual([expect.objectContaining(tooMany(600))]);
  });

  it('checking is limited per address, across codes', async () => {
    const api = await appWith({ codeCheckPerTarget: { limit: 2, windowSeconds: 600 } });
    const email = uniqueEmail();
    const attempt = () =>
      api.gql(
        CREATE_USER,
        { email, password: 'Secret123', name: 'A', otp: '123456' },
        { remoteAddress: nextIp() },
      );
    await attempt();
    await attempt();
    expect(failure(await attempt())?.code).toBe('RATE_LIMITED');
  });
});

describe('lookups', () => {
  it('emailExist and phoneExist share a per-IP limit', async () => {
    const api = await appWith({ lookupPerIp: { limit: 2, windowSeconds: 60 } });
    const ip = nextIp();
    expect(
      (await api.gql(EMAIL_EXIST, { email: uniqueEmail() }, { remoteAddress: ip })).errors,
    ).toBeUndefined();
    expect(
      (await api.gql(PHONE_EXIST, { phone: uniquePhone() }, { remoteAddress: ip })).errors,
    ).toBeUndefined();
    const blocked = await api.gql(EMAIL_EXIST, { email: uniqueEmail() }, { remoteAddress: ip });
    expect(blocked.errors).toEqual([expect.objectContaining(tooMany(60))]);
  });
});

describe('defaults', () => {
  it('match docs/security.md: login 5/min per account and address, 100/h per account, 20/min per IP', () => {
    expect(DEFAULT_RATE_LIMITS.loginPerAccountIp).toEqual({ limit: 5, windowSeconds: 60 });
    expect(DEFAULT_RATE_LIMITS.loginPerAccount).toEqual({ limit: 100, windowSeconds: 3600 });
    expect(DEFAULT_RATE_LIMITS.loginPerIp).toEqual({ limit: 20, windowSeconds: 60 });
  });
});

// The Redis implementation against a throwaway redis-server, when the binary is installed.
const REDIS_SERVER = '/usr/bin/redis-server';
describe.skipIf(!existsSync(REDIS_SERVER))('Redis rate limiter', () => {
  let redis: ChildProcess;
  let url: string;

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn(REDIS_SERVER, ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    url = `redis://127.0.0.1:${port}`;
    await acceptsConnections(redis);
  });
  afterAll(() => {
    redis.kill();
  });

  it('counts hits in a fixed window with INCR + EXPIRE', async () => {
    const limiter = createRedisRateLimiter({ url });
    try {
      const rule = { limit: 2, windowSeconds: 60 };
      const key = `test:${Math.random()}`;
      const hits = [];
      for (let i = 0; i < 3; i++) hits.push(await limiter.hit({ key, rule, now: NOW }));
      expect(hits.map((hit) => hit.allowed)).toEqual([true, true, false]);
      expect(hits[2]!.retryAfter).toBeGreaterThan(55);
      expect(hits[2]!.retryAfter).toBeLessThanOrEqual(60);
      expect((await limiter.hit({ key: `${key}-other`, rule, now: NOW })).allowed).toBe(true);
      // A refund takes back one hit, never below 0, and never makes a counter that does not exist.
      await limiter.refund({ key, rule, now: NOW });
      await limiter.refund({ key, rule, now: NOW });
      expect((await limiter.hit({ key, rule, now: NOW })).allowed).toBe(true);
      for (let i = 0; i < 5; i++) await limiter.refund({ key: `${key}-none`, rule, now: NOW });
      const fresh = [];
      for (let i = 0; i < 3; i++) fresh.push(await limiter.hit({ key: `${key}-none`, rule, now: NOW }));
      expect(fresh.map((hit) => hit.allowed)).toEqual([true, true, false]);
    } finally {
      await limiter.close();
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Resolves when redis-server logs that it accepts connections; rejects if it exits first. */
function acceptsConnections(server: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let log = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('Ready to accept connections')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${log}`)));
  });
}
