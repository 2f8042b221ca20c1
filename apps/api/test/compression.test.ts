import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ANSWER_BROTLI_QUALITY, PAGE_BROTLI_QUALITY } from '../src/http/compression.ts';
import { createConfiguration } from './helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/test-server.ts';

// Precompressed assets and on-the-fly compression (docs/web-rendering.md "Compression").
let database: TestDatabase;
let web: TestApp;
let dist: string;

const ASSET = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
// Deliberately different from the plain file: proves the server sent the build's copy, not its own.
const ASSET_BR = brotliCompressSync(ASSET);
const ASSET_GZ = gzipSync(ASSET, { level: 9 });
const PAGE = `<!doctype html><html lang="en"><head><title>Food</title></head><body><div id="root"></div>${'<p>filler text</p>'.repeat(200)}</body></html>`;
const BIG_QUERY = '{ __schema { types { name kind } } }';

beforeAll(async () => {
  database = await createTestDatabase();
  await createConfiguration(database.db, { currency: 'EUR', currencySymbol: '€' });
  dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), PAGE);
  writeFileSync(path.join(dist, 'assets', 'app-1234.js'), ASSET);
  writeFileSync(path.join(dist, 'assets', 'app-1234.js.br'), ASSET_BR);
  writeFileSync(path.join(dist, 'assets', 'app-1234.js.gz'), ASSET_GZ);
  web = await createTestApp({ db: database.db, config: testConfig({ webDist: dist }) });
});
afterAll(async () => {
  await web.app.close();
  await database.close();
  rmSync(dist, { recursive: true, force: true });
});

type Request = { method: 'GET' | 'POST'; url: string; headers?: Record<string, string>; payload?: string };

const requests: Record<string, Request> = {
  'a hashed asset': { method: 'GET', url: '/assets/app-1234.js', headers: { accept: '*/*' } },
  'the HTML of a page': { method: 'GET', url: '/restaurant-list', headers: { accept: 'text/html' } },
  'a GraphQL answer': {
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
    payload: JSON.stringify({ query: BIG_QUERY }),
  },
};

async function send(request: Request, acceptEncoding?: string) {
  const headers = { ...request.headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) };
  return web.app.inject({ ...request, headers });
}

const decode: Record<string, (body: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync };

describe.each(Object.entries(requests))('%s', (_name, request) => {
  it('is sent as is without Accept-Encoding', async () => {
    const response = await send(request);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.length).toBeGreaterThan(1024);
  });

  it.each(['br', 'gzip'])('is sent %s-encoded, with Vary, decoding to the same body', async (encoding) => {
    const plain = await send(request);
    const response = await send(request, encoding === 'br' ? 'br' : 'gzip, deflate');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(decode[encoding]!(response.rawPayload).toString('utf8')).toBe(plain.body);
    expect(response.headers['cache-control']).toBe(plain.headers['cache-control']);
  });
});

describe('sizes and sources', () => {
  it('sends the build’s own .br and .gz files, keeping the long cache', async () => {
    const br = await send(requests['a hashed asset']!, 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(ASSET_BR)).toBe(true);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    const gz = await send(requests['a hashed asset']!, 'gzip');
    expect(gz.rawPayload.equals(ASSET_GZ)).toBe(true);
  });

  it('compresses a page at the page quality and a GraphQL answer at its cheaper one', async () => {
    const brotliAt = (quality: number, body: Buffer) =>
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
    for (const [name, quality] of [
      ['the HTML of a page', PAGE_BROTLI_QUALITY],
      ['a GraphQL answer', API_ANSWER_BROTLI_QUALITY],
    ] as const) {
      const plain = await send(requests[name]!);
      const br = await send(requests[name]!, 'br');
      expect(br.rawPayload.equals(brotliAt(quality, plain.rawPayload)), name).toBe(true);
    }
  });

  it('leaves a GraphQL answer under the threshold uncompressed', async () => {
    const small = await send(
      { ...requests['a GraphQL answer']!, payload: JSON.stringify({ query: '{ _health }' }) },
      'br, gzip',
    );
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ data: { _health: true } });
  });
});
