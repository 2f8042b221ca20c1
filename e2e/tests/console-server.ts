import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

// The restaurant console journeys act as the restaurant themselves, so they need a server whose demo
// dispatcher is off (DISPATCHER=false): the shared server's dispatcher would accept their orders first.
// It runs next to the shared ones, on E2E_PORT + 2 (E2E_PORT + 1 is the config's own dispatcher-off
// server for the rider journeys), with its own throwaway data folder.

const root = path.resolve(import.meta.dirname, '../..');

export type ConsoleServer = { baseURL: string; stop(): Promise<void> };

export async function startConsoleServer(): Promise<ConsoleServer> {
  const port = Number(process.env.E2E_PORT ?? 4400) + 2;
  const dataDir = `.data-e2e-console-${port}`;
  rmSync(path.join(root, dataDir), { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: 'ignore',
    // Its own process group, so stopping it also stops the API process start.mjs runs.
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SKIP_WEB_BUILD: '1',
      DISPATCHER: 'false',
      RATE_LIMIT_LOGIN_IP: '1000/1m',
      RATE_LIMIT_LOGIN_ACCOUNT_IP: '100/1m',
      RATE_LIMIT_LOGIN_ACCOUNT: '1000/1h',
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
      message: 'the console server did not start in 4 minutes',
    })
    .not.toBe('starting');
  if (child.exitCode !== null) throw new Error(`the console server exited with ${child.exitCode}`);
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
      rmSync(path.join(root, dataDir), { recursive: true, force: true });
    },
  };
}
