import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PAY_CSP, renderDemoPayMessage } from '../src/http/payments/demo-pay-page.ts';
import { SVG_FILE_CSP } from '../src/http/security-headers.ts';
import { createConfiguration } from './helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, injectOversizedBody, testConfig, type TestApp } from './helpers/test-server.ts';

let database: TestDatabase;
let dist: string;
let web: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  await createConfiguration(database.db, { currency: 'EUR', currencySymbol: '€' });
  dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>Food</title><div id="root"></div><script type="module" src="/assets/app-1234.js"></script>',
  );
  writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log("app")');
  writeFileSync(path.join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  web = await createTestApp({ db: database.db, config: testConfig({ webDist: dist }) });
});
afterAll(async () => {
  await web.app.close();
  await database.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The policy as directive → sources. */
function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectHardened(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
  const policy = policyOf(response);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  // No inline or evaluated script, and no <style> element from anywhere but this origin.
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('style-src')).toEqual(["'self'"]);
  // Plain HTTP without PUBLIC_URL: no HSTS (a browser would refuse the next http:// visit).
  expect(response.headers['strict-transport-security']).toBeUndefined();
}

describe('security headers', () => {
  it('are on a page', async () => {
    const response = await web.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expectHardened(response);
  });

  it('are trimmed to what a file uses on a served build file; a missing one gets them all', async () => {
    const asset = await web.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers.etag).toBeUndefined(); // fingerprinted: never revalidated
    for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy'])
      expect(asset.headers[name]).toBeUndefined();
    // An SVG opened on its own is a document: it may run and load nothing.
    const svg = await web.app.inject({ method: 'GET', url: '/logo.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-security-policy']).toBe(SVG_FILE_CSP);
    expect(svg.headers['x-content-type-options']).toBe('nosniff');
    // Revalidated by its ETag alone: no Last-Modified or Accept-Ranges beside it.
    expect(svg.headers['last-modified']).toBeUndefined();
    expect(svg.headers['accept-ranges']).toBeUndefined();
    const again = await web.app.inject({
      method: 'GET',
      url: '/logo.svg',
      headers: { 'if-none-match': String(svg.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const missing = await web.app.inject({ method: 'GET', url: '/assets/gone-1234.js' });
    expect(missing.statusCode).toBe(404);
    expectHardened(missing);
  });

  it('are on GraphQL answers, errors included', async () => {
    const ok = await web.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ configuration { currency } }' }),
    });
    expect(ok.json()).toEqual({ data: { configuration: { currency: 'EUR' } } });
    expectHardened(ok);
    const invalid = await web.gql('{ nope }');
    expect(invalid.status).toBe(400);
    const response = await web.app.inject({
      method: 'GET',
      url: '/graphql?query=' + encodeURIComponent('{ nope }'),
      headers: { accept: 'application/json' },
    });
    expectHardened(response);
  });

  it('are on REST answers and on a refused body', async () => {
    expectHardened(await web.app.inject({ method: 'GET', url: '/healthz' }));
    expectHardened(await web.app.inject({ method: 'GET', url: '/stripe/create-checkout-session?id=x' }));
    const tooLarge = await injectOversizedBody(web.app);
    expect(tooLarge.statusCode).toBe(413);
    expectHardened(tooLarge);
  });

  it('allow the configured map tiles, Google sign-in and PayPal, and nothing else', async () => {
    const app = await createTestApp({
      db: database.db,
      config: testConfig({
        webDist: dist,
        mapTileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
        googleClientId: 'client.apps.googleusercontent.com',
        paypalClientId: 'paypal-client',
      }),
    });
    try {
      const policy = policyOf(await app.app.inject({ method: 'GET', url: '/' }));
      expect(policy.get('img-src')).toContain('https://*.tiles.example.org');
      expect(policy.get('script-src')).toEqual([
        "'self'",
        'https://accounts.google.com/gsi/',
        'https://www.paypal.com',
        'https://www.sandbox.paypal.com',
      ]);
      expect(policy.get('frame-src')).toContain('https://accounts.google.com/gsi/');
      // Style attributes (Leaflet's markers) and run-time <style> elements (toasts, dialogs) only;
      // no script may be inline or evaluated.
      const inline = [...policy]
        .filter(([, sources]) => sources.some((s) => s.startsWith("'unsafe-")))
        .map(([directive]) => directive);
      expect(inline).toEqual(['style-src-attr', 'style-src-elem']);
    } finally {
      await app.app.close();
    }
  });

  it('let the page report errors to the Sentry DSN origin only when one is configured', async () => {
    const withHead = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    writeFileSync(
      path.join(withHead, 'index.html'),
      '<!doctype html><head><title>Food</title></head><div id="root"></div>',
    );
    const app = await createTestApp({
      db: database.db,
      config: testConfig({ webDist: withHead, sentryWebDsn: 'https://public@errors.example.org:9000/7' }),
    });
    try {
      const page = await app.app.inject({ method: 'GET', url: '/restaurant-list' });
      expect(policyOf(page).get('connect-src')).toEqual(["'self'", 'https://errors.example.org:9000']);
      expect(page.body).toContain(
        '<meta name="error-reporting-dsn" content="https://public@errors.example.org:9000/7"></head>',
      );
      const plain = await web.app.inject({ method: 'GET', url: '/restaurant-list' });
      expect(policyOf(plain).get('connect-src')).toEqual(["'self'"]);
      expect(plain.body).not.toContain('error-reporting-dsn');
    } finally {
      await app.app.close();
      rmSync(withHead, { recursive: true, force: true });
    }
  });

  it('send HSTS only over HTTPS: PUBLIC_URL https, or X-Forwarded-Proto from a trusted proxy', async () => {
    const behindProxy = await createTestApp({ db: database.db, config: testConfig({ trustProxy: true }) });
    const publicHttps = await createTestApp({
      db: database.db,
      config: testConfig({ publicUrl: 'https://food.example.org' }),
    });
    try {
      const forwarded = { 'x-forwarded-proto': 'https' };
      const viaProxy = await behindProxy.app.inject({ method: 'GET', url: '/healthz', headers: forwarded });
      expect(viaProxy.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
      // The same header from a client that is not a trusted proxy changes nothing.
      const spoofed = await web.app.inject({ method: 'GET', url: '/healthz', headers: forwarded });
      expect(spoofed.headers['strict-transport-security']).toBeUndefined();
      const https = await publicHttps.app.inject({ method: 'GET', url: '/healthz' });
      expect(https.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
      expect(policyOf(https).has('upgrade-insecure-requests')).toBe(true);
    } finally {
      await Promise.all([behindProxy.app.close(), publicHttps.app.close()]);
    }
  });

  it('give GraphiQL (demo mode) its own policy, and only GraphiQL', async () => {
    const response = await web.app.inject({
      method: 'GET',
      url: '/graphql',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const policy = policyOf(response);
    expect(policy.get('script-src')).toContain('https://unpkg.com');
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('let the demo payment page use its own stylesheet and nothing else', async () => {
    const response = await web.app.inject({ method: 'GET', url: '/demo-pay/unknown-ref' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-security-policy']).toBe(DEMO_PAY_CSP);
    const style = /<style>([\s\S]*?)<\/style>/.exec(renderDemoPayMessage('x'))![1]!;
    const hash = createHash('sha256').update(style).digest('base64');
    expect(DEMO_PAY_CSP).toContain(`style-src 'sha256-${hash}'`);
    expect(DEMO_PAY_CSP).toMatch(/default-src 'none'/);
  });
});
