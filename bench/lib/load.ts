// Shared plumbing of bench/api.ts: the request each connection sends (the web's registered operation
// with fresh variables every time), raw captures of an answer as sent, and one timed autocannon run.
import { request as httpRequest } from 'node:http';
import autocannon from 'autocannon';
import type { CapturedAnswer } from './bare-server.ts';
import { percentile } from './stats.ts';
import type { WebOperation } from './web-documents.ts';

// What the web's urql client sends, so a server that compresses answers compressed here too.
export const REQUEST_HEADERS = {
  'content-type': 'application/json',
  accept: 'application/graphql-response+json, application/graphql+json, application/json',
  'accept-encoding': 'gzip, deflate, br',
};

export type VariableSource = () => Record<string, unknown>;

/**
 * The JSON body of one request as the web's urql client sends it: the operation's name, its variables
 * (every declared one; those the source leaves out are null, as the web's hooks write them) and the
 * registered hash instead of the text. Fails early on a required variable the bench cannot fill.
 */
export function requestBody(operation: WebOperation, variables: VariableSource): string {
  const values = variables();
  const sent: Record<string, unknown> = {};
  for (const [name, required] of operation.variables) {
    if (required && !(name in values)) {
      throw new Error(`${operation.name} requires $${name}, which the bench does not know how to fill`);
    }
    sent[name] = values[name] ?? null;
  }
  return JSON.stringify({
    operationName: operation.name,
    variables: sent,
    extensions: { persistedQuery: { version: 1, sha256Hash: operation.hash } },
  });
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);

/** One answer exactly as the server sent it: status, headers and the still-encoded body. */
export function capture(origin: string, body: string): Promise<CapturedAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${origin}/graphql`,
      { method: 'POST', headers: { ...REQUEST_HEADERS, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [k, v] of Object.entries(res.headers)) {
            if (!HOP_BY_HOP.has(k) && v !== undefined) headers[k] = Array.isArray(v) ? v.join(', ') : v;
          }
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('base64') });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export type LoadResult = {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
};

/** autocannon for `seconds` on `url`; latency is timed per request so any percentile can be read. */
export async function load({
  url,
  connections,
  seconds,
  body,
  headers = {},
}: {
  url: string;
  connections: number;
  seconds: number;
  body: () => string;
  headers?: Record<string, string>;
}): Promise<LoadResult> {
  const latencies: number[] = [];
  const started = new WeakMap<object, number>();
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        headers: { ...REQUEST_HEADERS, ...headers },
        setupRequest: (request, context) => {
          started.set(context, performance.now());
          return { ...request, body: body() };
        },
        onResponse: (_status, _body, context) => {
          latencies.push(performance.now() - (started.get(context) ?? performance.now()));
        },
      },
    ],
  });
  latencies.sort((a, b) => a - b);
  return {
    requests: result.requests.total,
    perSecond: result.requests.total / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
