import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedRenderer } from '../src/http/page-cache.ts';
import type { PageRenderRequest } from '../src/http/page-renderer.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/test-server.ts';

// Rendered pages kept for a few seconds (docs/web-rendering.md "Rendered-page cache").

const request = (url: string, cookies: PageRenderRequest['cookies'] = {}): PageRenderRequest => ({
  url,
  cookies,
  fetch: globalThis.fetch,
});

/** A renderer that counts its renders and writes what it was asked into the page. */
function countingRenderer() {
  const calls: string[] = [];
  const render = async ({ url, cookies }: PageRenderRequest) => {
    calls.push(url);
    return `<p>${url} ${cookies.language ?? '-'} ${cookies.location ?? '-'} #${calls.length}</p>`;
  };
  return { calls, render };
}

describe('cachedRenderer', () => {
  it('never serves a page rendered before a catalogue change', async () => {
    let generation = 7;
    const { calls, render } = countingRenderer();
    const cached = cachedRenderer(render, {
      ttlMs: 5_000,
      maxChars: 10_000,
      now: () => 1_000,
      generation: () => generation,
    });
    const first = await cached(request('/restaurant/karahi-point'));
    expect(await cached(request('/restaurant/karahi-point'))).toBe(first);
    generation += 1;
    const afterChange = await cached(request('/restaurant/karahi-point'));
    expect(afterChange).not.toBe(first);
    expect(await cached(request('/restaurant/karahi-point'))).toBe(afterChange);
    expect(calls).toHaveLength(2);
  });

  it('serves a page again within its time to live, then renders it afresh', async () => {
    let now = 1_000;
    const { calls, render } = countingRenderer();
    const cached = cachedRenderer(render, { ttlMs: 5_000, maxChars: 10_000, now: () => now });
    const first = await cached(request('/restaurant-list'));
    now += 4_999;
    expect(await cached(request('/restaurant-list'))).toBe(first);
    now += 1;
    const third = await cached(request('/restaurant-list'));
    expect(third).not.toBe(first);
    expect(calls).toEqual(['/restaurant-list', '/restaurant-list']);
  });

  it("never gives a visitor a page rendered for another's language, location or URL", async () => {
    const { calls, render } = countingRenderer();
    const cached = cachedRenderer(render, { ttlMs: 5_000, maxChars: 10_000, now: () => 0 });
    const here = JSON.stringify({ lat: 1, lng: 2 });
    const there = JSON.stringify({ lat: 3, lng: 4 });
    const pages = await Promise.all([
      cached(request('/restaurant-list')),
      cached(request('/restaurant-list', { language: 'ar' })),
      cached(request('/restaurant-list', { location: here })),
      cached(request('/restaurant-list', { location: there })),
      cached(request('/restaurant-list?lang=ar')),
      cached(request('/restaurant/karahi-point', { location: here })),
    ]);
    expect(calls).toHaveLength(6);
    expect(pages[1]).toContain(' ar - ');
    expect(pages[3]).toContain(there);
    expect(new Set(pages).size).toBe(6);
    // Cookies the renderer never reads (a session, analytics) do not split the cache.
    expect(await cached(request('/restaurant-list', { language: 'ar', other: 'x' }))).toBe(pages[1]);
    expect(calls).toHaveLength(6);
  });

  it('renders a page once for requests that arrive while it renders', async () => {
    const { calls, render } = countingRenderer();
    const cached = cachedRenderer(render, { ttlMs: 5_000, maxChars: 10_000, now: () => 0 });
    const pages = await Promise.all([1, 2, 3].map(() => cached(request('/restaurant-list'))));
    expect(calls).toHaveLength(1);
    expect(new Set(pages).size).toBe(1);
  });

  it('keeps no more than its bound, dropping the least recently used page first', async () => {
    const { calls, render } = countingRenderer();
    const page = (n: number) => request(`/restaurant/${'r'.repeat(20)}-${n}`);
    const size = (await render(page(0))).length;
    calls.length = 0;
    const cached = cachedRenderer(render, { ttlMs: 5_000, maxChars: size * 3, now: () => 0 });
    for (const n of [1, 2, 3]) await cached(page(n));
    await cached(page(1)); // used again: page 2 is now the oldest
    await cached(page(4));
    expect(cached.stats()).toEqual({ pages: 3, chars: size * 3 });
    for (const n of [1, 3, 4]) await cached(page(n));
    expect(calls).toHaveLength(4);
    await cached(page(2));
    expect(calls).toHaveLength(5);
    expect(cached.stats().chars).toBeLessThanOrEqual(size * 3);
  });

  it("compresses a kept page once, and only the page it keeps for the request's key", async () => {
    const { render } = countingRenderer();
    const cached = cachedRenderer(render, { ttlMs: 5_000, maxChars: 10_000, now: () => 0 });
    const list = request('/restaurant-list');
    const html = (await cached(list))!;
    const before = cached.stats().chars;
    const brotli = cached.brotli(list, html)!;
    expect(brotliDecompressSync(brotli).toString()).toBe(html);
    expect(brotli.buffer.byteLength).toBe(brotli.length);
    expect(cached.brotli(list, html)).toBe(brotli);
    expect(cached.stats().chars).toBe(before + brotli.length);
    expect(cached.brotli(list, `${html} `)).toBeUndefined();
    expect(cached.brotli(request('/restaurant/karahi-point'), html)).toBeUndefined();
  });

  it('lets go of pages past their time at the next render, below its bound', async () => {
    let now = 0;
    const { render } = countingRenderer();
    const cached = cachedRenderer(render, { ttlMs: 5_000, maxChars: 10_000, now: () => now });
    await cached(request('/restaurant/a'));
    await cached(request('/restaurant/b'));
    now += 5_000;
    await cached(request('/restaurant/c'));
    expect(cached.stats().pages).toBe(1);
  });

  it('keeps no failed render', async () => {
    let fail = true;
    const cached = cachedRenderer(
      async () => {
        if (fail) throw new Error('render failed');
        return '<p>ok</p>';
      },
      { ttlMs: 5_000, maxChars: 10_000, now: () => 0 },
    );
    await expect(cached(request('/'))).rejects.toThrow('render failed');
    fail = false;
    expect(await cached(request('/'))).toBe('<p>ok</p>');
  });
});

describe('pages served by the API', () => {
  const DSN = 'https://public@errors.example.org:9000/7';
  let database: TestDatabase;
  let web: TestApp;
  let dist: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    mkdirSync(path.join(dist, 'server'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    // A server entry that names each render and echoes what it was given.
    writeFileSync(
      path.join(dist, 'server', 'entry-server.js'),
      `let renders = 0;
       export async function render({ url, cookies }) {
         renders += 1;
         return '<!doctype html><html><head></head><p>' + url + ' ' + (cookies.language ?? '-') + ' render ' + renders + '</p>';
       }`,
    );
    web = await createTestApp({ db: database.db, config: testConfig({ webDist: dist, sentryWebDsn: DSN }) });
  });
  afterAll(async () => {
    await web.app.close();
    await database.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    web.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it('serves the same rendered page to visitors alike, and its own to a visitor in another language', async () => {
    const first = await page('/restaurant-list');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('/restaurant-list - render');
    // The kept page carries the error-reporting DSN, as a fresh one does.
    expect(first.body).toContain(
      '<meta name="error-reporting-dsn" content="https://public@errors.example.org:9000/7">',
    );
    const signedIn = await page('/restaurant-list', { authorization: 'Bearer whatever' });
    expect(signedIn.body).toBe(first.body);
    const arabic = await page('/restaurant-list', { cookie: 'language=ar' });
    expect(arabic.body).toContain('/restaurant-list ar render');
    expect(arabic.body).not.toBe(first.body);
    expect(first.headers['cache-control']).toBe('no-cache');
  });

  it('sends a kept page as brotli to a browser that takes it, and encodes it as others ask', async () => {
    const plain = await page('/restaurant/karahi-point');
    const padded = `/restaurant/karahi-point?${'x'.repeat(1_200)}`; // over the 1 KB threshold
    const first = await page(padded, { 'accept-encoding': 'gzip, deflate, br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['vary']).toContain('accept-encoding');
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    const html = brotliDecompressSync(first.rawPayload).toString();
    expect(html).toContain(`${padded} - render`);
    const again = await page(padded, { 'accept-encoding': 'gzip, deflate, br' });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const gzip = await page(padded, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(html);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});
