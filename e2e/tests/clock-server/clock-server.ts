import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { expect } from '@playwright/test';
import { repoRoot } from '../app-server.ts';

// A demo server whose clock the journey moves (main.ts beside this file): for a decision the server
// takes on its own clock, such as /admin/orders flagging an order that waited too long for a rider.
// The dispatcher is off, so orders move only when people (or the test) move them.

export type ClockServer = {
  baseURL: string;
  /** Moves the server's clock forward; resolves with its new time once it has moved. */
  advance(ms: number): Promise<Date>;
  stop(): Promise<void>;
};

export async function startClockServer(port: number): Promise<ClockServer> {
  const dataDir = `.data-e2e-clock-${port}`;
  rmSync(path.join(repoRoot, dataDir), { recursive: true, force: true });
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')],
    {
      cwd: repoRoot,
      stdio: ['pipe', 'pipe', 'inherit'],
      detached: true,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DISPATCHER: 'false',
        RATE_LIMIT_LOGIN_IP: '1000/1m',
        RATE_LIMIT_LOGIN_ACCOUNT_IP: '100/1m',
        RATE_LIMIT_LOGIN_ACCOUNT: '1000/1h',
      },
    },
  );
  const answers: ((line: string) => void)[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (line.startsWith('now ')) answers.shift()?.(line.slice(4));
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const state = async () => {
    if (child.exitCode !== null) return 'exited';
    const healthy = await fetch(`${baseURL}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    return healthy ? 'ready' : 'starting';
  };
  await expect
    .poll(state, { timeout: 240_000, intervals: [100, 250, 500], message: 'the clock server did not start' })
    .not.toBe('starting');
  if (child.exitCode !== null) throw new Error(`the clock server exited with ${child.exitCode}`);
  return {
    baseURL,
    advance: (ms) =>
      new Promise<Date>((resolve) => {
        answers.push((iso) => resolve(new Date(iso)));
        child.stdin!.write(`advance ${Math.round(ms)}\n`);
      }),
    async stop() {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid, 'SIGTERM');
        const forced = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 10_000);
        await exited;
        clearTimeout(forced);
      }
      rmSync(path.join(repoRoot, dataDir), { recursive: true, force: true });
    },
  };
}
