import { defineConfig, devices } from '@playwright/test';

// Journeys run against the production build served by `npm start`, on a throwaway embedded database.
// Each run gets its own port and data folder (derived from the runner's pid unless E2E_PORT is set), so
// parallel runs on one machine never share a server; workers inherit the choice through the env.
process.env.E2E_PORT ??= String(4400 + (process.pid % 500));
const port = Number(process.env.E2E_PORT);
const dataDir = `.data-e2e-${port}`;
export const baseURL = `http://127.0.0.1:${port}`;
// A second server on the next port with the demo dispatcher off: journeys where people (restaurant,
// riders) move the order by hand (docs/rider-app.md "Running a delivery by hand").
const manualPort = port + 1;
const manualDataDir = `.data-e2e-${manualPort}`;
export const manualBaseURL = `http://127.0.0.1:${manualPort}`;
const MANUAL_SPECS = /rider-(app|earnings)\.spec\.ts$/;
// Screenshot walks (tests/shots/*.shots.ts) assert nothing: they write pictures of screens at several
// widths and languages for people to look at. Their project exists only for `npm run shots`
// (E2E_SHOTS=1, docs/testing.md), so `npm test` and a plain `playwright test` never run them.
const SHOTS = /shots\/[^/]+\.shots\.ts$/;
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 900 } };

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Generous: CI machines are shared; a journey that needs longer than this is broken, not slow.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    baseURL,
    // A trace records the page as pictures while the journey runs, whether or not it fails: it took the
    // journeys' CPU from 192 to 340 s on the same 17 (docs/testing.md "CI time"). So it is recorded on the
    // retry of a failed journey (CI retries once); E2E_TRACE=retain-on-failure records every run's.
    trace: (process.env.E2E_TRACE as 'on' | 'retain-on-failure' | undefined) ?? 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's headless shell, installed by scripts/lib/chromium.mjs: two thirds of the CPU of
      // /usr/bin/chromium for the same journeys (docs/testing.md "CI time").
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      // Never reach the network: every host but localhost fails to resolve (the fixture also aborts them).
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: [MANUAL_SPECS, SHOTS], use: desktop },
    {
      name: 'manual',
      testMatch: MANUAL_SPECS,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, baseURL: manualBaseURL },
    },
    ...(process.env.E2E_SHOTS === '1' ? [{ name: 'shots', testMatch: SHOTS, use: desktop }] : []),
  ],
  webServer: [server(port, dataDir, {}), server(manualPort, manualDataDir, { DISPATCHER: 'false' })],
});

function server(port: number, dataDir: string, extraEnv: Record<string, string>) {
  return {
    command: `rm -rf ${dataDir} && node scripts/start.mjs`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 300_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SKIP_WEB_BUILD: '1',
      // Every journey signs in from 127.0.0.1; per-IP limits are the API suite's to test, not these.
      RATE_LIMIT_LOGIN_IP: '1000/1m',
      RATE_LIMIT_LOGIN_ACCOUNT_IP: '100/1m',
      RATE_LIMIT_LOGIN_ACCOUNT: '1000/1h',
      RATE_LIMIT_CODE_SEND_IP: '1000/15m',
      RATE_LIMIT_CODE_CHECK_IP: '1000/10m',
      RATE_LIMIT_LOOKUP_IP: '1000/1m',
      RATE_LIMIT_APPLICATION_IP: '1000/1h',
      // The demo dispatcher runs (demo mode) on a fast clock so an order reaches DELIVERED in seconds.
      DISPATCH_SPEED: process.env.DISPATCH_SPEED ?? '10',
      ...extraEnv,
    },
  };
}
