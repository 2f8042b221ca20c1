import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { flushErrorReports, startErrorReporting } from '../src/adapters/error-reporting/error-reporter.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, type TestApp } from './helpers/test-server.ts';

// An unexpected error in a GraphQL operation reaches a Sentry-compatible ingest endpoint (a local
// stand-in that reads Sentry's envelopes) when a DSN is configured.
vi.mock('../src/modules/charges/get-tips.ts', () => ({
  getTips: async () => {
    throw new Error('tips exploded for the error-reporting test');
  },
}));

type Envelope = { url: string; items: Record<string, unknown>[] };

let database: TestDatabase;
let api: TestApp;
let sentry: Server;
const envelopes: Envelope[] = [];

beforeAll(async () => {
  sentry = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let body = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      // An envelope: a header line, then item-header and item-payload lines.
      const lines = body.toString('utf8').split('\n').filter(Boolean);
      envelopes.push({
        url: req.url ?? '',
        items: lines.map((line) => JSON.parse(line) as Record<string, unknown>),
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => sentry.listen(0, '127.0.0.1', resolve));
  const { port } = sentry.address() as AddressInfo;
  expect(await startErrorReporting({ dsn: `http://publickey@127.0.0.1:${port}/42` })).toBe(true);
  database = await createTestDatabase();
  api = await createTestApp({ db: database.db, logger: { level: 'error', stream: { write: () => {} } } });
});
afterAll(async () => {
  await api.app.close();
  await database.close();
  await new Promise((resolve) => sentry.close(resolve));
});

describe('error reporting', () => {
  it('sends an unexpected GraphQL error to the configured Sentry endpoint', async () => {
    const response = await api.gql('{ tips { enabled } }');
    expect(response.errors?.[0]?.message).toBe('Unexpected error.');
    await flushErrorReports();
    await expect
      .poll(() =>
        envelopes.some((envelope) =>
          JSON.stringify(envelope.items).includes('tips exploded for the error-reporting test'),
        ),
      )
      .toBe(true);
    const envelope = envelopes.find((e) => JSON.stringify(e.items).includes('tips exploded'))!;
    expect(envelope.url).toMatch(/^\/api\/42\/envelope\/\?/);
    expect(envelope.url).toContain('sentry_key=publickey');
  });
});
