import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect } from '@playwright/test';

// A server of the app beside the shared ones, for journeys that need their own settings (no
// dispatcher, no demo): `npm start`'s script with the given environment, ready once /healthz answers.

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export type AppServer = { baseURL: string; stop(): Promise<void> };

export async function startAppServer({
  port,
  env,
  name,
}: {
  port: number;
  env: Record<string, string>;
  /** For the error when it does not start. */
  name: string;
}): Promise<AppServer> {
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    stdio: 'ignore',
    // Its own process group, so stopping it also stops the API process start.mjs runs.
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SKIP_WEB_BUILD: '1',
      DISPATCHER: 'false',
      RATE_LIMIT_LOGIN_IP: '1000/1m',
      RATE_LIMIT_LOGIN_ACCOUNT_IP: '100/1m',
      RATE_LIMIT_LOGIN_ACCOUNT: '1000/1h',
      ...env,
    },
  });
  const baseURL = `http://127.0.0.1:${port}`;
  // Ready once /healthz answers (polled); an exit ends the wait at once.
  const state = async () => {
    if (child.exitCode !== null) return 'exited';
    const healthy = await fetch(`${baseURL}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    return healthy ? 'ready' : 'starting';
  };
  await expect
    .poll(state, {
      timeout: 240_000,
      intervals: [100, 250, 500],
      message: `the ${name} did not start in 4 minutes`,
    })
    .not.toBe('starting');
  if (child.exitCode !== null) throw new Error(`the ${name} exited with ${child.exitCode}`);
  return {
    baseURL,
    async stop() {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid, 'SIGTERM');
        const forced = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 10_000);
        await exited;
        clearTimeout(forced);
      }
    },
  };
}
