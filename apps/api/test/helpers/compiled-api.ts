import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
// @ts-expect-error: a plain .mjs script without declarations
import { apiDist, ensureApiBuild } from '../../../../scripts/build-api.mjs';
import { migrate, openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { waitFor } from './fault-services.ts';
import { TEST_JWT_SECRET } from './test-server.ts';

// The compiled server (`npm start`'s apps/api/dist/main.js, scripts/build-api.mjs) as a child process,
// for the shutdown and rolling-restart tests (docs/operations.md "Restarts and shutdown"). Only the
// settings given here reach it; it listens on 127.0.0.1 only.

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export type CompiledApi = {
  origin: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr. */
  output: () => string;
  alive: () => boolean;
  /** Resolves with the exit code (null after a signal) once the process has exited. */
  exit: Promise<number | null>;
  /** SIGTERM, then the exit code and how long the process took to exit. */
  terminate: () => Promise<{ code: number | null; ms: number }>;
  /** kill -9 (cleanup). */
  kill: () => Promise<void>;
};

/** Builds the API when its sources changed since the last build (what `npm start` does). */
export async function buildApi(): Promise<void> {
  await (ensureApiBuild as () => Promise<boolean>)();
}

/** Starts dist/main.js on `port` and waits until /readyz answers 200. */
export async function startCompiledApi({
  port,
  dataDir,
  env = {},
  readyTimeoutMs = 90_000,
}: {
  port: number;
  dataDir: string;
  /** DATABASE_URL, REDIS_URL, SHUTDOWN_* … */
  env?: Record<string, string>;
  readyTimeoutMs?: number;
}): Promise<CompiledApi> {
  const chunks: string[] = [];
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(apiDist as string, 'main.js')], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_MODE: 'false',
      SEED: 'false',
      DISPATCHER: 'false',
      LOG_LEVEL: 'info',
      JWT_SECRET: TEST_JWT_SECRET,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const origin = `http://127.0.0.1:${port}`;
  const api: CompiledApi = {
    origin,
    child,
    output: () => chunks.join(''),
    alive,
    exit,
    async terminate() {
      const started = Date.now();
      child.kill('SIGTERM');
      const code = await exit;
      return { code, ms: Date.now() - started };
    },
    async kill() {
      if (alive()) child.kill('SIGKILL');
      await exit;
    },
  };
  try {
    await waitFor(
      `the compiled API on port ${port} to be ready`,
      async () => !alive() || (await fetch(`${origin}/readyz`).catch(() => undefined))?.ok === true,
      { timeoutMs: readyTimeoutMs, everyMs: 100 },
    );
    if (!alive()) throw new Error(`the API exited (${child.exitCode}): ${api.output()}`);
  } catch (error) {
    await api.kill();
    throw error;
  }
  return api;
}

/**
 * A migrated database of its own: with DATABASE_URL a new PostgreSQL database named after its
 * database (`<name>_<tag>_<random>`, dropped by `drop`), otherwise a PGlite folder.
 */
export async function freshApiDatabase(tag: string): Promise<{
  dataDir: string;
  databaseUrl?: string;
  open: () => Promise<DatabaseHandle>;
  drop: () => Promise<void>;
}> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `${tag}-`));
  const removeDir = async () => rmSync(dataDir, { recursive: true, force: true });
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const open = () => openDatabase({ dataDir: path.join(dataDir) });
    const handle = await open();
    await migrate(handle.db);
    await handle.close();
    return { dataDir, open, drop: removeDir };
  }
  const base = new URL(adminUrl);
  const name = `${base.pathname.slice(1) || 'postgres'}_${tag}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  base.pathname = `/${name}`;
  const databaseUrl = base.toString();
  const open = () => openDatabase({ databaseUrl });
  const handle = await open();
  await migrate(handle.db);
  await handle.close();
  return {
    dataDir,
    databaseUrl,
    open,
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
      await admin.end();
      await removeDir();
    },
  };
}
