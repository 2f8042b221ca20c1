import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApi, freshApiDatabase, startCompiledApi, type CompiledApi } from './helpers/compiled-api.ts';
import { waitFor } from './helpers/fault-services.ts';

// Graceful shutdown of the compiled server (docs/operations.md "Restarts and shutdown"): on SIGTERM
// /readyz answers 503 at once while requests are still served for SHUTDOWN_DRAIN_MS, then the listener
// closes, websockets are closed with 1012, a request in flight finishes, and the process exits 0; a
// request that never finishes does not keep it past SHUTDOWN_TIMEOUT_MS. PGlite, or a PostgreSQL
// database of its own with DATABASE_URL; 127.0.0.1 ports 5410-5411 (PostgreSQL pass 5412-5413, so both
// passes can run at once; TEST_PORT_BASE + 56 … + 59 when set, see crash.test.ts).

const portBase = Number(process.env.TEST_PORT_BASE) ? Number(process.env.TEST_PORT_BASE) + 56 : 5410;
const passOffset = process.env.DATABASE_URL ? 2 : 0;
const PORTS = { drain: portBase + passOffset, bound: portBase + passOffset + 1 };
const QUERY = JSON.stringify({ query: '{ __typename }' });

let database: Awaited<ReturnType<typeof freshApiDatabase>>;
const started: CompiledApi[] = [];

beforeAll(async () => {
  await buildApi();
  database = await freshApiDatabase('shutdown');
}, 180_000);

afterAll(async () => {
  for (const api of started) await api.kill();
  await database?.drop();
});

async function start(port: number, env: Record<string, string>) {
  const api = await startCompiledApi({
    port,
    dataDir: database.dataDir,
    env: {
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      // This file sends its one query as text.
      GRAPHQL_ARBITRARY_DOCUMENTS: 'true',
      ...env,
    },
  });
  started.push(api);
  return api;
}

/** A POST /graphql whose body is sent in two halves: in flight until `finish()`. */
function slowPost(origin: string): {
  req: ClientRequest;
  finish: () => void;
  answer: Promise<IncomingMessage>;
  /** The server has read the request's head (its automatic 100 Continue arrived). */
  received: Promise<void>;
} {
  const body = Buffer.from(QUERY);
  const half = Math.floor(body.length / 2);
  const req = request(`${origin}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': String(body.length),
      // Node's server answers this as soon as it has parsed the head: proof the request is in flight.
      expect: '100-continue',
    },
  });
  const received = new Promise<void>((resolve) => req.once('continue', () => resolve()));
  const answer = new Promise<IncomingMessage>((resolve, reject) => {
    req.once('response', resolve);
    req.once('error', reject);
  });
  req.write(body.subarray(0, half));
  req.flushHeaders();
  return { req, finish: () => req.end(body.subarray(half)), answer, received };
}

async function readBody(response: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of response) text += String(chunk);
  return text;
}

/** A graphql-ws connection, acknowledged; resolves `closed` with the close code. */
async function openSocket(origin: string) {
  const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.on('message', (data: Buffer) => {
      if ((JSON.parse(String(data)) as { type: string }).type === 'connection_ack') resolve();
    });
  });
  return { socket, closed };
}

describe('SIGTERM on the compiled server', () => {
  it(
    'drains: /readyz 503 at once, work still served, then websockets closed with 1012, the request in flight answered, exit 0',
    { timeout: 120_000 },
    async () => {
      const drainMs = 1500;
      const api = await start(PORTS.drain, {
        SHUTDOWN_DRAIN_MS: String(drainMs),
        SHUTDOWN_TIMEOUT_MS: '8000',
      });
      const ws = await openSocket(api.origin);
      const inFlight = slowPost(api.origin);
      await inFlight.received;
      let socketClosedAt = 0;
      void ws.closed.then(() => (socketClosedAt = Date.now()));

      const signalledAt = Date.now();
      const exited = api.terminate();
      await waitFor(
        '/readyz to answer 503',
        async () => (await fetch(`${api.origin}/readyz`)).status === 503,
        {
          timeoutMs: drainMs,
          everyMs: 20,
        },
      );
      const readiness = await fetch(`${api.origin}/readyz`);
      expect(readiness.status).toBe(503);
      expect(await readiness.json()).toEqual({ ready: false, draining: true });
      // Still served while the load balancer takes the instance out, and liveness stays up.
      const during = await fetch(`${api.origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: QUERY,
      });
      expect(await during.json()).toEqual({ data: { __typename: 'Query' } });
      expect((await fetch(`${api.origin}/healthz`)).status).toBe(200);
      expect(socketClosedAt).toBe(0);

      // After the drain: the socket is told the service restarts, and nothing new connects.
      expect(await ws.closed).toBe(1012);
      expect(socketClosedAt - signalledAt).toBeGreaterThanOrEqual(drainMs - 50);
      await expect(fetch(`${api.origin}/readyz`)).rejects.toThrow();
      expect(api.alive()).toBe(true);

      // The request received before the signal is answered, and its connection then closes.
      inFlight.finish();
      const answer = await inFlight.answer;
      expect(answer.statusCode).toBe(200);
      expect(answer.headers.connection).toBe('close');
      expect(JSON.parse(await readBody(answer))).toEqual({ data: { __typename: 'Query' } });

      const { code, ms } = await exited;
      expect(code).toBe(0);
      expect(ms).toBeLessThan(8000);
      const output = api.output();
      expect(output).toContain('SIGTERM: shutting down; /readyz answers 503');
      expect(output).toContain('closing websockets: service restart');
      expect(output).toMatch(/"msg":"shut down"/);
    },
  );

  it(
    'exits with status 1 at SHUTDOWN_TIMEOUT_MS when a request never finishes',
    { timeout: 120_000 },
    async () => {
      const timeoutMs = 2000;
      const api = await start(PORTS.bound, { SHUTDOWN_TIMEOUT_MS: String(timeoutMs) });
      const stuck = slowPost(api.origin);
      stuck.answer.catch(() => undefined);
      await stuck.received;

      const { code, ms } = await api.terminate();
      stuck.req.destroy();
      expect(code).toBe(1);
      expect(ms).toBeGreaterThanOrEqual(timeoutMs - 50);
      expect(ms).toBeLessThan(timeoutMs + 3000);
      expect(api.output()).toContain('shutdown did not finish in time; exiting anyway');
    },
  );
});
