import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot } from '../src/config.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'api-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const SECRET = 's'.repeat(32);

describe('loadConfig', () => {
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
    expect(message).toContain('(got "eighty")');
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
