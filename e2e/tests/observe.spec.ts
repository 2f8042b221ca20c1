import { type ChildProcess, spawn } from 'node:child_process';
import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Analytics, error reporting and Google sign-in against local stand-ins (docs/analytics-and-errors.md):
// one HTTP server plays PostHog's capture API, a Sentry ingest endpoint and Google's key set; a second
// app server is started with them configured. The suite's own server has none of them configured.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const CLIENT_ID = 'e2e-client.apps.googleusercontent.com';
const READ_TOKEN = 'e2e-read-token-0123456789abcdef';
const ROOT = path.resolve(import.meta.dirname, '../..');

type PosthogEvent = { event: string; distinct_id: string; properties: Record<string, unknown> };

const doubles = {
  posthog: [] as PosthogEvent[],
  sentry: [] as string[],
};
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'e2e-1', alg: 'RS256', use: 'sig' };

let double: Server;
let app: ChildProcess | undefined;
let appUrl = '';
let dataDir = '';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An ID token as Google issues it, signed with the stand-in's key. */
function idToken(email: string, name: string): string {
  const now = Math.floor(Date.now() / 1000);
  const head = base64url({ alg: 'RS256', kid: 'e2e-1', typ: 'JWT' });
  const body = base64url({
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    sub: `e2e-${randomUUID()}`,
    email,
    email_verified: true,
    name,
    iat: now,
    exp: now + 600,
  });
  const signature = sign('RSA-SHA256', Buffer.from(`${head}.${body}`), privateKey).toString('base64url');
  return `${head}.${body}.${signature}`;
}

/**
 * Google Identity Services as the page sees it: `initialize` and `renderButton`. The button hands the
 * page an ID token the stand-in signed, as Google's pop-up would after the user chose an account.
 */
function fakeGoogleIdentityScript(token: string): string {
  return `window.google = { accounts: { id: {
    initialize(options) { this.callback = options.callback; },
    renderButton(element) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Continue with Google';
      button.onclick = () => this.callback({ credential: ${JSON.stringify(token)} });
      element.replaceChildren(button);
    },
  } } };`;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

test.beforeAll(async () => {
  test.setTimeout(320_000);
  double = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      // The browser posts Sentry envelopes across origins.
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-allow-headers', '*');
      if (req.url === '/oauth2/v3/certs') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ keys: [jwk] }));
      }
      if (req.method === 'POST' && req.url === '/batch/') {
        doubles.posthog.push(...(JSON.parse(body) as { batch: PosthogEvent[] }).batch);
      } else if (req.method === 'POST' && req.url?.startsWith('/api/1/envelope/')) {
        doubles.sentry.push(body);
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => double.listen(0, '127.0.0.1', resolve));
  const doubleUrl = `http://127.0.0.1:${(double.address() as AddressInfo).port}`;

  const port = await freePort();
  appUrl = `http://127.0.0.1:${port}`;
  dataDir = `.data-e2e-observe-${port}`;
  app = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DISPATCHER: 'false',
      LOG_LEVEL: 'warn',
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_JWKS_URL: `${doubleUrl}/oauth2/v3/certs`,
      POSTHOG_HOST: doubleUrl,
      POSTHOG_API_KEY: 'phc_e2e',
      SENTRY_DSN: `${doubleUrl.replace('http://', 'http://publickey@')}/1`,
      RATE_LIMIT_LOGIN_IP: '1000/1m',
      RATE_LIMIT_ANALYTICS_IP: '1000/1m',
      ANALYTICS_READ_TOKEN: READ_TOKEN,
    },
  });
  // What the server says when it cannot start, for the failure message (a loaded machine is slow, not
  // broken).
  let stderr = '';
  app.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  await expect
    .poll(
      async () => {
        if (app?.exitCode !== null) throw new Error(`the configured server stopped:\n${stderr}`);
        return (await fetch(`${appUrl}/healthz`).catch(() => null))?.ok ?? false;
      },
      { timeout: 290_000, intervals: [1000] },
    )
    .toBe(true);
});

test.afterAll(async () => {
  app?.kill('SIGTERM');
  await new Promise((resolve) => double?.close(resolve));
  if (dataDir) rmSync(path.join(ROOT, dataDir), { recursive: true, force: true });
});

const sentryRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/sentry|\/api\/1\/envelope/i.test(request.url())) urls.push(request.url());
  });
  return urls;
};

test('without a DSN nothing of the error reporter is loaded', async ({ page }) => {
  const urls = sentryRequests(page);
  await page.goto('/restaurant-list');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Continue with email' })).toBeVisible();
  expect(await page.locator('meta[name="error-reporting-dsn"]').count()).toBe(0);
  expect(await page.evaluate(() => '__SENTRY__' in window)).toBe(false);
  expect(urls).toEqual([]);
  // Nor is there a Google button or divider without GOOGLE_CLIENT_ID.
  await expect(page.getByText('or', { exact: true })).toHaveCount(0);
});

test('with a DSN an error thrown in the page reaches the Sentry endpoint', async ({ page }) => {
  const urls = sentryRequests(page);
  await page.goto(`${appUrl}/restaurant-list`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => '__SENTRY__' in window)).toBe(true);
  expect(urls.some((url) => /\/assets\/sentry-[\w-]+\.js$/.test(url))).toBe(true);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e: thrown in the web');
    });
  });
  await expect.poll(() => doubles.sentry.some((body) => body.includes('e2e: thrown in the web'))).toBe(true);
});

test('Google sign-in with the local identity provider; analytics reach PostHog and the store', async ({
  page,
}) => {
  const email = `google-${Date.now()}@example.com`;
  await page.route('https://accounts.google.com/gsi/client', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: fakeGoogleIdentityScript(idToken(email, 'Gül Google')),
    }),
  );
  await page.goto(`${appUrl}/login`);
  // The login landing (docs/product/screens.md#sign-in): the Google button, then the "or" divider, then
  // continue with e-mail.
  const google = page.getByRole('button', { name: 'Continue with Google' });
  const divider = page.getByText('or', { exact: true });
  const withEmail = page.getByRole('link', { name: 'Continue with email' });
  await expect(google).toBeVisible();
  await expect(divider).toBeVisible();
  const tops = await Promise.all([google, divider, withEmail].map(async (l) => (await l.boundingBox())!.y));
  expect([...tops].sort((a, b) => a - b)).toEqual(tops);

  await google.click();
  // A new account goes home, signed in.
  await expect(page).toHaveURL(`${appUrl}/`);
  const accountMenu = page.getByRole('button', { name: /^Account menu/ });
  await expect(accountMenu).toBeVisible();
  // The sign-up's batch leaves a few seconds later; waiting for it keeps the assertions below about
  // what arrives, not about how fast a loaded machine flushes before the next navigation.
  await expect
    .poll(() => doubles.posthog.map((e) => e.event), { timeout: 15_000 })
    .toContain('USER_CREATED_ACCOUNT');

  await page.goto(`${appUrl}/privacy`);
  await page.goto(`${appUrl}/terms`);
  await accountMenu.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const events = () => doubles.posthog.map((e) => e.event);
  await expect
    .poll(events, { timeout: 15_000 })
    .toEqual(
      expect.arrayContaining([
        '$identify',
        'USER_CREATED_ACCOUNT',
        'NAVIGATE_TO_PRIVACY',
        'NAVIGATE_TO_TERMS',
        'USER_LOGGED_OUT',
      ]),
    );
  const created = doubles.posthog.find((e) => e.event === 'USER_CREATED_ACCOUNT')!;
  const identify = doubles.posthog.find((e) => e.event === '$identify')!;
  expect(identify.distinct_id).toBe(created.distinct_id);
  // Nothing in what left names the person.
  expect(JSON.stringify(doubles.posthog)).not.toContain(email);
  const loggedOut = doubles.posthog.find((e) => e.event === 'USER_LOGGED_OUT')!;
  expect(loggedOut.distinct_id).toBe(created.distinct_id);

  // The same events in our own table, read as the operator does.
  const summary = (await (
    await fetch(`${appUrl}/analytics/summary`, { headers: { authorization: `Bearer ${READ_TOKEN}` } })
  ).json()) as { counts: { name: string; count: number }[] };
  const stored = summary.counts.map((row) => row.name);
  expect(stored).toEqual(
    expect.arrayContaining([
      'USER_CREATED_ACCOUNT',
      'NAVIGATE_TO_PRIVACY',
      'NAVIGATE_TO_TERMS',
      'USER_LOGGED_OUT',
    ]),
  );
});
