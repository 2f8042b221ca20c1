import { generateKeyPairSync } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { repoRoot, startAppServer, type AppServer } from '../app-server.ts';

// The restaurant self-service journey's own server (demo seed, no dispatcher) on E2E_PORT + 6 (+ 7 for
// a second worker), beside the config's servers (+0, +1) and the console and city servers (+2, +3). Its
// own because the journey moves this server's clock, which no other journey must see, and because it
// turns Web Push on.
//
// - Its clock: e2e/server-clock.mjs is preloaded (NODE_OPTIONS) and reads an offset from a file this
//   helper writes (setClockOffset), so "30 minutes later" happens without waiting or a switch in the
//   product (docs/testing.md "Moving a server's clock").
// - Web Push: VAPID keys made for the run, and the test's push service's certificate trusted through
//   NODE_EXTRA_CA_CERTS (the product still refuses anything but https endpoints).

export type JourneyServer = AppServer & {
  /** Moves the server's clock to the real time plus `ms` (the server reads the file when it changes). */
  setClockOffset(ms: number): void;
  /** The VAPID key the server signs its pushes with. */
  vapidPublicKey: string;
};

const b64url = (bytes: Buffer) => bytes.toString('base64url');

export async function startJourneyServer({
  tmpDir,
  extraCaFile,
  worker = 0,
}: {
  /** A folder of the run's own for the clock file. */
  tmpDir: string;
  extraCaFile: string;
  /** The Playwright worker's parallel index: its server is on E2E_PORT + 6 + worker. */
  worker?: number;
}): Promise<JourneyServer> {
  const port = Number(process.env.E2E_PORT ?? 4400) + 6 + worker;
  const dataDir = `.data-e2e-self-service-${port}`;
  rmSync(path.join(repoRoot, dataDir), { recursive: true, force: true });
  const clockFile = path.join(tmpDir, 'clock-offset');
  writeFileSync(clockFile, '0');
  // A JWK's coordinates and private scalar are always full length, as web-push wants them.
  const jwk = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey.export({ format: 'jwk' });
  const point = (value: string | undefined) => Buffer.from(value ?? '', 'base64url');
  const vapidPublicKey = b64url(Buffer.concat([Buffer.from([4]), point(jwk.x), point(jwk.y)]));
  const preload = path.join(repoRoot, 'e2e/server-clock.mjs');
  const server = await startAppServer({
    port,
    name: 'self-service journey server',
    env: {
      DATA_DIR: dataDir,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${preload}`.trim(),
      E2E_CLOCK_FILE: clockFile,
      VAPID_PUBLIC_KEY: vapidPublicKey,
      VAPID_PRIVATE_KEY: jwk.d!,
      NODE_EXTRA_CA_CERTS: extraCaFile,
    },
  });
  expect(server.baseURL).toContain(String(port));
  return {
    baseURL: server.baseURL,
    vapidPublicKey,
    setClockOffset(ms: number) {
      writeFileSync(clockFile, String(ms));
    },
    async stop() {
      await server.stop();
      rmSync(path.join(repoRoot, dataDir), { recursive: true, force: true });
    },
  };
}
