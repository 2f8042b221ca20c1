import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { repoRoot, startAppServer, type AppServer } from './app-server.ts';

// A demo server (no dispatcher) whose clock the journey moves, for decisions the server takes on its
// own clock: a timed pause ending, an order flagged after waiting too long for a rider. The test-only
// preload e2e/server-clock.mjs adds the offset written in a file to the process's Date
// (docs/testing.md "Moving a server's clock"); nothing in the product moves its clock.
// One per Playwright worker, on E2E_PORT + 6 + the worker's parallel index.

export type ClockServer = AppServer & {
  /** Moves the server's clock to the real time plus `ms`; resolves once the server runs on it. */
  setClockOffset(ms: number): Promise<void>;
  /** Moves the server's clock `ms` further; resolves with the server's time once it has moved. */
  advance(ms: number): Promise<Date>;
};

export async function startClockServer({
  worker,
  name,
  env = {},
}: {
  worker: number;
  name: string;
  env?: Record<string, string>;
}): Promise<ClockServer> {
  const port = Number(process.env.E2E_PORT ?? 4400) + 6 + worker;
  const dataDir = `.data-e2e-clock-${port}`;
  rmSync(path.join(repoRoot, dataDir), { recursive: true, force: true });
  const clockDir = mkdtempSync(path.join(tmpdir(), 'e2e-clock-'));
  const clockFile = path.join(clockDir, 'offset');
  writeFileSync(clockFile, '0');
  const preload = path.join(repoRoot, 'e2e/server-clock.mjs');
  const server = await startAppServer({
    port,
    name,
    env: {
      DATA_DIR: dataDir,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${preload}`.trim(),
      E2E_CLOCK_FILE: clockFile,
      ...env,
    },
  });
  let offset = 0;
  // Every process of the server that loaded the preload writes the offset it runs on to a file of its own.
  const seen = () =>
    readdirSync(clockDir)
      .filter((name) => name.startsWith('offset.seen.'))
      .map((name) => readFileSync(path.join(clockDir, name), 'utf8').trim());
  const everyProcessOn = (value: number) => {
    const offsets = seen();
    return offsets.length > 0 && offsets.every((text) => text === String(value));
  };
  const setClockOffset = async (ms: number) => {
    offset = Math.round(ms);
    writeFileSync(clockFile, String(offset));
    await expect
      .poll(() => everyProcessOn(offset), { message: 'the server did not take the new clock' })
      .toBe(true);
  };
  return {
    baseURL: server.baseURL,
    setClockOffset,
    async advance(ms: number) {
      await setClockOffset(offset + ms);
      return new Date(Date.now() + offset);
    },
    async stop() {
      await server.stop();
      rmSync(path.join(repoRoot, dataDir), { recursive: true, force: true });
      rmSync(clockDir, { recursive: true, force: true });
    },
  };
}
