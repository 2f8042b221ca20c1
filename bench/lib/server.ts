// Starts the production server (`npm start`'s script) on a fresh embedded database for a benchmark.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export async function startServer({
  port,
  dataDir,
  prepare,
  healthTimeoutMs = 120_000,
}: {
  port: number;
  dataDir: string;
  /** Fills the fresh data folder before the server starts (e.g. a seeded world at scale). */
  prepare?: (absoluteDataDir: string) => Promise<void>;
  /** How long to wait for /healthz (a loaded machine needs longer). */
  healthTimeoutMs?: number;
}) {
  rmSync(path.join(root, dataDir), { recursive: true, force: true });
  await prepare?.(path.join(root, dataDir));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SKIP_WEB_BUILD: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + healthTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy in ${healthTimeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    origin,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(path.join(root, dataDir), { recursive: true, force: true });
    },
  };
}
