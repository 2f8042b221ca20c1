// Starts the production server (`npm start`'s script) on a fresh embedded database for a benchmark.
// `root` runs another checkout (the baseline of a same-run comparison); `build: true` lets the start
// script rebuild the web app when its sources are newer than the build, as `npm start` does.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export type RunningServer = {
  origin: string;
  /** CPU time (user + system, ms) used so far by the start script and the API process it runs. */
  cpuMs: () => number;
  stop: () => Promise<void>;
};

// Linux's clock ticks per second for /proc/<pid>/stat (USER_HZ, 100 on every usual kernel).
const TICKS_PER_SECOND = 100;

/** utime + stime of a process and its descendants, in ms, from /proc; NaN where there is no /proc. */
export function processTreeCpuMs(pid: number): number {
  try {
    // Fields after the command's closing parenthesis: state is the 1st, utime the 12th, stime the 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    let ms = ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    for (const child of children ? children.split(' ') : []) ms += processTreeCpuMs(Number(child));
    return ms;
  } catch {
    return NaN;
  }
}

export async function startServer({
  port,
  dataDir,
  root = repoRoot,
  build = false,
  env = {},
  prepare,
  nodeArgs,
}: {
  port: number;
  dataDir: string;
  root?: string;
  build?: boolean;
  env?: Record<string, string>;
  /** Fills the fresh data folder before the server starts (e.g. a seeded world at scale). */
  prepare?: (absoluteDataDir: string) => Promise<void>;
  /**
   * Node flags for the API process (e.g. --cpu-prof, which NODE_OPTIONS refuses): the API is then built
   * as the start script builds it (scripts/build-api.mjs, when stale) and its compiled server run directly.
   */
  nodeArgs?: string[];
}): Promise<RunningServer> {
  const dataPath = path.resolve(root, dataDir);
  rmSync(dataPath, { recursive: true, force: true });
  await prepare?.(dataPath);
  if (nodeArgs) {
    const built = spawnSync(process.execPath, ['scripts/build-api.mjs'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error(`building the API in ${root} failed`);
  }
  const child = spawn(
    process.execPath,
    nodeArgs ? ['--enable-source-maps', ...nodeArgs, 'apps/api/dist/main.js'] : ['scripts/start.mjs'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataPath,
        ...(build ? {} : { SKIP_WEB_BUILD: '1' }),
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 600_000; // building and seeding are slow on a busy machine
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server in ${root} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`server in ${root} did not become healthy in time`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    origin,
    cpuMs: () => processTreeCpuMs(child.pid!),
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dataPath, { recursive: true, force: true });
    },
  };
}
