import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot } from '../src/config.ts';
import { isLoopbackHost, startupWarnings } from '../src/exposure.ts';

// Demo mode only by choice, and configuration errors that never echo a value
// (docs/configuration.md "Demo mode" and "Running in production").

const dataDir = mkdtempSync(path.join(tmpdir(), 'api-config-demo-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const SECRET = 's'.repeat(32);
const PG = 'postgres://postgres@127.0.0.1:5432/food';
const load = (env: Record<string, string>) =>
  loadConfig({ env: { DATA_DIR: dataDir, JWT_SECRET: SECRET, ...env } });

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('demo mode decision', () => {
  it.each([
    // HOST, DATABASE_URL, DEMO_MODE → demo mode
    ['127.0.0.1', undefined, undefined, true],
    ['localhost', undefined, undefined, true],
    ['::1', undefined, undefined, true],
    ['127.0.0.1', PG, undefined, false],
    ['0.0.0.0', PG, undefined, false],
    ['10.1.2.3', PG, undefined, false],
    ['0.0.0.0', undefined, 'false', false],
    ['0.0.0.0', undefined, 'true', true],
    ['0.0.0.0', PG, 'true', true],
    ['127.0.0.1', undefined, 'false', false],
    ['127.0.0.1', PG, 'true', true],
  ] as const)('HOST=%s DATABASE_URL=%s DEMO_MODE=%s → %s', (host, databaseUrl, demo, expected) => {
    const config = load({
      HOST: host,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(demo ? { DEMO_MODE: demo } : {}),
    });
    expect(config.demoMode).toBe(expected);
    // The dispatcher and the seed follow demo mode unless set themselves.
    expect(config.dispatcher).toBe(expected);
    expect(config.seed).toBe(expected);
  });

  it.each(['0.0.0.0', '::', '192.168.1.20', 'food.example'])(
    'refuses HOST=%s on the embedded database without an explicit DEMO_MODE, saying what to set',
    (host) => {
      const message = messageOf(() => load({ HOST: host }));
      expect(message).toMatch(/DEMO_MODE/);
      expect(message).toMatch(/DEMO_MODE=false/);
      expect(message).toMatch(/DEMO_MODE=true/);
      expect(message).not.toContain(host);
    },
  );

  it('lets SEED and DISPATCHER be set apart from demo mode', () => {
    expect(load({ DATABASE_URL: PG, SEED: 'true' })).toMatchObject({ demoMode: false, seed: true });
    expect(load({ SEED: 'false', DISPATCHER: 'false' })).toMatchObject({
      demoMode: true,
      seed: false,
      dispatcher: false,
    });
  });

  it('plays the demo week only when DEMO_WEEK asks for it, and only in demo mode', () => {
    expect(load({})).toMatchObject({ demoMode: true, demoWeek: false });
    expect(load({ DEMO_WEEK: '1' })).toMatchObject({ demoMode: true, demoWeek: true });
    expect(load({ DATABASE_URL: PG, SEED: 'true', DEMO_WEEK: '1' })).toMatchObject({ demoWeek: false });
  });

  it('knows loopback hosts in their usual spellings', () => {
    for (const host of ['127.0.0.1', '127.8.9.10', 'localhost', 'LOCALHOST', '::1', '[::1]'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0:0:0:0:0:0:0:1', '::ffff:127.0.0.1']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of [
      '0.0.0.0',
      '::',
      '10.0.0.1',
      '128.0.0.1',
      'example.com',
      'localhost.example.com',
      'app.localhost',
    ])
      expect(isLoopbackHost(host), host).toBe(false);
  });

  it('warns only when demo mode is reachable from other machines', () => {
    expect(startupWarnings(load({}))).toEqual([]);
    expect(startupWarnings(load({ HOST: '0.0.0.0', DEMO_MODE: 'false' }))).toEqual([]);
    const warnings = startupWarnings(load({ HOST: '0.0.0.0', DEMO_MODE: 'true' })).join(' ');
    expect(warnings).toMatch(/DEMO MODE IS ON/);
    expect(warnings).toMatch(/password-reset code/);
  });
});

describe('CORS_ORIGINS', () => {
  it('is empty by default (same origin only) and lists origins', () => {
    expect(load({}).corsOrigins).toEqual([]);
    expect(load({ CORS_ORIGINS: 'https://food.example, http://127.0.0.1:5173/' }).corsOrigins).toEqual([
      'https://food.example',
      'http://127.0.0.1:5173',
    ]);
  });

  it.each([
    '*',
    'food.example',
    'https://food.example/app',
    'ftp://food.example',
    'https://u:p@food.example',
  ])('refuses %s', (value) => {
    expect(messageOf(() => load({ CORS_ORIGINS: value }))).toMatch(/- CORS_ORIGINS: expected/);
  });
});

describe('configuration errors', () => {
  it.each([
    ['DATABASE_URL', 'mysql://admin:hunter2-secret@db.example/food'],
    ['REDIS_URL', 'http://:hunter2-secret@cache.example:6379'],
    ['SMTP_URL', 'mail://user:hunter2-secret@mail.example'],
    ['JWT_SECRET', 'hunter2-secret'],
    ['CORS_ORIGINS', 'https://user:hunter2-secret@food.example'],
  ])('name %s and the rule, never the value', (name, value) => {
    const message = messageOf(() => load({ [name]: value }));
    expect(message).toMatch(new RegExp(`- ${name}: \\S`));
    expect(message).not.toContain('hunter2');
  });
});

describe('npm start (the build of apps/api/src/main.ts)', () => {
  it('refuses to start on HOST=0.0.0.0 with no other settings, naming DEMO_MODE', () => {
    // The build `npm start` runs (test/global-setup.ts makes it fresh for these sources).
    const run = spawnSync(process.execPath, ['--enable-source-maps', inject('apiMain')], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, HOST: '0.0.0.0', PORT: '4849', DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 80_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/DEMO_MODE: must be set explicitly/);
    expect(run.stdout).not.toMatch(/Open http/);
  }, 90_000); // a child process loading the whole server: slow on a busy machine
});
