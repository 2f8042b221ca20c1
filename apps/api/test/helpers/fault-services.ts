import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject, vi } from 'vitest';
import { TEST_JWT_SECRET } from './test-server.ts';

// Processes the fault suite (test/crash.test.ts, docs/faults.md) starts and kills: the real API
// (its build, apps/api/dist/main.js, as `npm start` runs it) in a child process, a throwaway PostgreSQL cluster and a throwaway redis-server. Each
// listens on 127.0.0.1 only; every wait is for an event or polls a condition with a deadline
// (vi.waitFor), never a fixed sleep.

const apiRoot = path.resolve(import.meta.dirname, '../..');
const PG_BIN = '/usr/lib/postgresql/15/bin';

/** Polls `check` every `everyMs` until it is true; throws `what` after `timeoutMs`. */
export async function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  { timeoutMs = 30_000, everyMs = 50 } = {},
): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error(`timed out waiting for ${what}`);
    },
    { timeout: timeoutMs, interval: everyMs },
  );
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

export type ApiProcess = {
  origin: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr. */
  output: () => string;
  alive: () => boolean;
  /** kill -9: no shutdown hook runs. */
  crash: () => Promise<void>;
  /** SIGTERM: the graceful shutdown of main.ts (closes the database). */
  stop: () => Promise<void>;
};

/**
 * `npm start`'s server (the build of src/main.ts, made fresh by test/global-setup.ts) on `port`,
 * answering /healthz. Only the settings
 * given here reach it: DATABASE_URL and REDIS_URL of the test run are not inherited.
 */
export async function startApiProcess({
  port,
  dataDir,
  databaseUrl,
  redisUrl,
}: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
}): Promise<ApiProcess> {
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  const chunks: string[] = [];
  const child = spawn(process.execPath, ['--enable-source-maps', inject('apiMain')], {
    cwd: apiRoot,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_MODE: 'false',
      // The fault tests send documents of their own, not the web's registered ones.
      GRAPHQL_ARBITRARY_DOCUMENTS: 'true',
      SEED: 'false',
      DISPATCHER: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: TEST_JWT_SECRET,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const alive = () => child.exitCode === null && child.signalCode === null;
  const kill = async (signal: NodeJS.Signals) => {
    if (alive()) child.kill(signal);
    await exited(child);
  };
  const api: ApiProcess = {
    origin,
    child,
    output: () => chunks.join(''),
    alive,
    crash: () => kill('SIGKILL'),
    stop: () => kill('SIGTERM'),
  };
  try {
    await waitFor(
      `the API on port ${port} to answer /healthz`,
      async () => !alive() || (await fetch(`${origin}/healthz`).catch(() => undefined))?.ok === true,
      { timeoutMs: 60_000, everyMs: 100 },
    );
    if (!alive()) throw new Error(`the API exited (${child.exitCode}): ${api.output()}`);
  } catch (error) {
    await api.crash();
    throw error;
  }
  return api;
}

/**
 * Runs a PostgreSQL binary as the postgres user (initdb and pg_ctl refuse to run as root), without
 * blocking the event loop (the load goes on while pg_ctl restarts the server).
 */
function runAsPostgres(binary: string, args: string[]): Promise<void> {
  const asRoot = process.getuid?.() === 0;
  const [command, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(PG_BIN, binary), ...args]]
    : [path.join(PG_BIN, binary), args];
  return new Promise((resolve, reject) =>
    execFile(command, argv, { timeout: 60_000 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${binary} ${args.join(' ')}: ${stderr || stdout}`)) : resolve(),
    ),
  );
}

export const hasPostgresBinaries = () => spawnSync(path.join(PG_BIN, 'pg_ctl'), ['--version']).status === 0;

export type PostgresCluster = {
  /** The `postgres` database of the cluster, user postgres, no password. */
  url: string;
  /** pg_ctl restart -m fast: connections are ended (57P01), then the server starts again. */
  restart: () => Promise<void>;
  /** pg_ctl stop -m fast, keeping the cluster: connections end and new ones are refused until resume(). */
  pause: () => Promise<void>;
  /** Starts the paused server again (pg_ctl start waits until it accepts connections). */
  resume: () => Promise<void>;
  stop: () => Promise<void>;
};

/** A new PostgreSQL 15 cluster in a temporary folder, listening on 127.0.0.1:`port`. */
export async function startPostgresCluster(port: number): Promise<PostgresCluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'fault-pg-'));
  if (process.getuid?.() === 0) {
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  await runAsPostgres('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const pgCtl = (...args: string[]) =>
    runAsPostgres('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', ...args]);
  await pgCtl('start');
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => pgCtl('restart', '-m', 'fast'),
    pause: () => pgCtl('stop', '-m', 'fast'),
    resume: () => pgCtl('start'),
    stop: async () => {
      if (stopped) return;
      stopped = true;
      try {
        await pgCtl('stop', '-m', 'immediate');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function postgresIds(): { uid: number; gid: number } {
  const result = spawnSync('id', ['postgres'], { encoding: 'utf8' });
  const uid = /uid=(\d+)/.exec(result.stdout)?.[1];
  const gid = /gid=(\d+)/.exec(result.stdout)?.[1];
  if (!uid || !gid) throw new Error('no postgres user on this machine');
  return { uid: Number(uid), gid: Number(gid) };
}

const answersPing = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
  });

export type RedisServer = {
  url: string;
  /** kill -9, then wait until the port is closed. */
  crash: () => Promise<void>;
  /** Starts it again on the same port (empty: nothing is saved). */
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

/** A redis-server that saves nothing, on 127.0.0.1:`port`. */
export async function startRedisServer(port: number): Promise<RedisServer> {
  let child: ChildProcess | undefined;
  const start = async () => {
    const server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    child = server;
    // It logs when it accepts connections.
    await new Promise<void>((resolve, reject) => {
      let log = '';
      server.stdout!.on('data', (chunk: Buffer) => {
        log += chunk.toString();
        if (log.includes('Ready to accept connections')) resolve();
      });
      server.once('exit', (code) => reject(new Error(`redis-server on ${port} exited (${code}): ${log}`)));
    });
  };
  const crash = async () => {
    if (!child) return;
    const running = child;
    child = undefined;
    running.kill('SIGKILL');
    await exited(running);
    await waitFor(`redis-server on ${port} to be gone`, async () => !(await answersPing(port)));
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, crash, start, stop: crash };
}
