import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_RATE_LIMITS, loadConfig, repoRoot } from '../src/config.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'api-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const SECRET = 's'.repeat(32);

describe('loadConfig', () => {
  it('reads METRICS_LISTEN as host:port, a bare port on loopback, and refuses anything else', () => {
    const listen = (value: string) =>
      loadConfig({ env: { JWT_SECRET: SECRET, METRICS_LISTEN: value } }).metricsListen;
    expect(listen('0.0.0.0:9464')).toEqual({ host: '0.0.0.0', port: 9464 });
    expect(listen('9464')).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(listen('[::1]:9464')).toEqual({ host: '::1', port: 9464 });
    expect(() => listen('metrics.local')).toThrow(/METRICS_LISTEN/);
    expect(() => listen('127.0.0.1:99999')).toThrow(/METRICS_LISTEN/);
    expect(() => loadConfig({ env: { JWT_SECRET: SECRET, METRICS_TOKEN: 'short' } })).toThrow(
      /METRICS_TOKEN/,
    );
  });

  it('has working defaults for a fresh clone (paths from the repository root, not the cwd)', () => {
    const config = loadConfig({ env: { JWT_SECRET: SECRET } });
    expect(config).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      dataDir: path.join(repoRoot, '.data'),
      webDist: path.join(repoRoot, 'apps/web/dist'),
      databaseUrl: undefined,
      seed: true,
      demoMode: true,
      jwtTtlSeconds: 7 * 86_400,
      googleClientId: undefined,
    });
    expect(loadConfig({ env: { JWT_SECRET: SECRET, DATA_DIR: '.data-e2e' } }).dataDir).toBe(
      path.join(repoRoot, '.data-e2e'),
    );
  });

  it('parses every variable', () => {
    const config = loadConfig({
      env: {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: dataDir,
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/food',
        REDIS_URL: 'redis://127.0.0.1:6379',
        JWT_SECRET: SECRET,
        JWT_TTL: '12h',
        WEB_DIST: '/srv/web',
        SEED: 'false',
        GOOGLE_CLIENT_ID: 'g',
        MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png',
        MAP_ATTRIBUTION: '© OSM',
        STRIPE_PUBLISHABLE_KEY: 'pk',
        PAYPAL_CLIENT_ID: 'pp',
      },
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/food',
      redisUrl: 'redis://127.0.0.1:6379',
      jwtTtlSeconds: 12 * 3600,
      webDist: '/srv/web',
      seed: false,
      // Demo conveniences are off by default on a real database.
      demoMode: false,
      mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
    });
  });

  it('lists every invalid variable in one readable message', () => {
    const load = () =>
      loadConfig({
        env: { PORT: 'eighty', SEED: 'maybe', DATABASE_URL: 'mysql://x', JWT_TTL: '0', JWT_SECRET: 'short' },
      });
    expect(load).toThrow(ConfigError);
    const message = (() => {
      try {
        load();
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/^Invalid configuration:/);
    for (const name of ['PORT', 'SEED', 'DATABASE_URL', 'JWT_TTL', 'JWT_SECRET'])
      expect(message).toContain(`- ${name}:`);
    // The rule, never the value (a URL may carry a password): docs/configuration.md.
    expect(message).not.toMatch(/eighty|maybe|mysql|short/);
  });

  it('generates a JWT secret once and reuses it, so sessions survive restarts', () => {
    const first = loadConfig({ env: { DATA_DIR: dataDir } }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ env: { DATA_DIR: dataDir } }).jwtSecret).toBe(first);
  });

  it('refuses to start PostgreSQL in production without a shared JWT_SECRET', () => {
    expect(() =>
      loadConfig({ env: { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/food', DATA_DIR: dataDir } }),
    ).toThrow(/JWT_SECRET: required when DATABASE_URL is set/);
  });
});

describe('loadConfig: applications (team mailbox, store links, limits)', () => {
  it('defaults to a local team mailbox, no store links and the applications limits', () => {
    expect(loadConfig({ env: { JWT_SECRET: SECRET } })).toMatchObject({
      teamEmail: 'team@openfood.local',
      appStoreUrl: undefined,
      playStoreUrl: undefined,
      rateLimits: { applicationPerIp: { limit: 10, windowSeconds: 3600 } },
    });
  });

  it('parses them, and refuses a team address that is not one', () => {
    const config = loadConfig({
      env: {
        JWT_SECRET: SECRET,
        TEAM_EMAIL: 'ops@food.example',
        APP_STORE_URL: 'https://apps.example/food',
        RATE_LIMIT_APPLICATION_EMAIL: '1/1d',
      },
    });
    expect(config).toMatchObject({ teamEmail: 'ops@food.example', appStoreUrl: 'https://apps.example/food' });
    expect(config.rateLimits.applicationPerEmail).toEqual({ limit: 1, windowSeconds: 86_400 });
    expect(() => loadConfig({ env: { JWT_SECRET: SECRET, TEAM_EMAIL: 'ops' } })).toThrow(/TEAM_EMAIL/);
    expect(() => loadConfig({ env: { JWT_SECRET: SECRET, PLAY_STORE_URL: 'market://x' } })).toThrow(
      /PLAY_STORE_URL/,
    );
  });
});

describe('loadConfig: accounts (mail, SMS, codes, Google, proxies, rate limits)', () => {
  it('defaults to the offline adapters, no skip code, Google’s key set and no trusted proxy', () => {
    expect(loadConfig({ env: { JWT_SECRET: SECRET } })).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'Open Food <no-reply@openfood.local>',
      smsWebhookUrl: undefined,
      verificationSkipCode: undefined,
      googleJwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      trustProxy: false,
      rateLimits: DEFAULT_RATE_LIMITS,
    });
  });

  it('parses the accounts variables', () => {
    const config = loadConfig({
      env: {
        JWT_SECRET: SECRET,
        SMTP_URL: 'smtps://user:pass@mail.example:465',
        MAIL_FROM: 'Food <hi@food.example>',
        SMS_WEBHOOK_URL: 'https://sms.example/send',
        VERIFICATION_SKIP_CODE: '424242',
        GOOGLE_JWKS_URL: 'http://127.0.0.1:9999/certs',
        TRUST_PROXY: 'loopback, 10.0.0.0/8',
        RATE_LIMIT_LOGIN_ACCOUNT: '10/5m',
        RATE_LIMIT_LOOKUP_IP: '100/60',
      },
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://user:pass@mail.example:465',
      mailFrom: 'Food <hi@food.example>',
      smsWebhookUrl: 'https://sms.example/send',
      verificationSkipCode: '424242',
      googleJwksUrl: 'http://127.0.0.1:9999/certs',
      trustProxy: ['loopback', '10.0.0.0/8'],
    });
    expect(config.rateLimits).toEqual({
      ...DEFAULT_RATE_LIMITS,
      loginPerAccount: { limit: 10, windowSeconds: 300 },
      lookupPerIp: { limit: 100, windowSeconds: 60 },
    });
    expect(loadConfig({ env: { JWT_SECRET: SECRET, TRUST_PROXY: 'true' } }).trustProxy).toBe(true);
    expect(loadConfig({ env: { JWT_SECRET: SECRET, TRUST_PROXY: 'off' } }).trustProxy).toBe(false);
  });

  it.each([
    ['VERIFICATION_SKIP_CODE', '12345'],
    ['VERIFICATION_SKIP_CODE', 'abcdef'],
    ['SMTP_URL', 'mail.example'],
    ['SMS_WEBHOOK_URL', 'ftp://sms.example'],
    ['TRUST_PROXY', 'everyone'],
    ['TRUST_PROXY', '2'],
    ['RATE_LIMIT_LOGIN_IP', '20'],
    ['RATE_LIMIT_CODE_SEND_IP', '0/1m'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ env: { JWT_SECRET: SECRET, [name]: value } })).toThrow(`- ${name}:`);
  });
});
