import { randomUUID } from 'node:crypto';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect } from 'node:net';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApi, freshApiDatabase, startCompiledApi, type CompiledApi } from './helpers/compiled-api.ts';
import { waitFor } from './helpers/fault-services.ts';
import { auditOrders, createLoadWorld, PLACE, priceOrder, type Acknowledged } from './helpers/order-load.ts';
import * as t from '../src/db/schema/index.ts';

// A rolling restart (docs/operations.md "Restarts and shutdown"): two instances of the compiled server
// on one PostgreSQL and Redis, behind a small round-robin proxy written here, under mixed load
// (browsing, placing orders, the restaurant accepting them, order subscriptions and a chat over
// websockets, subscribed the way the web app does: graphql-ws's own reconnection off, subscribed again
// at once after a restart close, with `extensions.resume`). Each instance in turn gets SIGTERM
// and is started again. Then: no request failed, no acknowledged order is missing, every subscriber
// holds the current state of its order and every chat message.
//
// The proxy never retries: a request it cannot place on an instance it believes ready, or whose
// instance fails it after it was placed, is a failure. It learns readiness by polling /readyz every
// 100 ms (a draining or refusing instance is out at once); the instances drain for SHUTDOWN_DRAIN_MS=2000 after SIGTERM, so it stops placing work on one
// long before its listener closes. The documents are sent as text: the instances run with
// GRAPHQL_ARBITRARY_DOCUMENTS=true (the web sends registered hashes; these documents are the test's).
// Runs only with DATABASE_URL and REDIS_URL; 127.0.0.1 ports 5420-5422 (TEST_PORT_BASE + 60 … + 62 when
// set, see crash.test.ts); bounded in requests and time.

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const portBase = Number(process.env.TEST_PORT_BASE) ? Number(process.env.TEST_PORT_BASE) + 60 : 5420;
const PORTS = { proxy: portBase, instances: [portBase + 1, portBase + 2] };
const DRAIN_MS = 2000;
/** Every load worker stops after this many requests, restarts or not. */
const MAX_REQUESTS_PER_WORKER = 400;
const MAX_SUBSCRIBERS = 12;
/** Failed readiness checks in a row (not draining, not refused) before the proxy takes an instance out. */
const UNHEALTHY_AFTER = 5;

type Backend = { port: number; ready: boolean };

type ProxyStats = {
  placed: number;
  unplaced: string[];
  failedAfterPlacing: string[];
  upgrades: number;
  /** Each change of an instance's readiness as the proxy saw it, with the time since the proxy started. */
  changes: string[];
};

const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'];
function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const copy = { ...headers };
  for (const name of HOP_BY_HOP) delete copy[name];
  return copy;
}

/** Round-robin over the backends whose /readyz answered 200 last time; websocket upgrades forwarded. */
async function startProxy(port: number, backends: Backend[]) {
  const stats: ProxyStats = { placed: 0, unplaced: [], failedAfterPlacing: [], upgrades: 0, changes: [] };
  const started = Date.now();
  let turn = 0;
  const pick = (): Backend | undefined => {
    for (let i = 0; i < backends.length; i++) {
      const backend = backends[(turn + i) % backends.length]!;
      if (backend.ready) {
        turn = (turn + i + 1) % backends.length;
        return backend;
      }
    }
    return undefined;
  };
  // Like a load balancer's health check: an instance that says it is draining, or refuses the
  // connection, is out at once; any other failed check (a dependency slow to answer on a busy machine)
  // takes it out after UNHEALTHY_AFTER in a row; a slow answer is no news.
  const probing = new Set<Backend>();
  const failedChecks = new Map<Backend, number>();
  const probe = (backend: Backend) => {
    if (probing.has(backend)) return;
    probing.add(backend);
    // Each probe settles once: a timed-out probe's late 'socket hang up' is not the next probe's answer.
    let settled = false;
    const done = (outcome: 'ready' | 'out' | 'failed', why: string) => {
      if (settled) return;
      settled = true;
      probing.delete(backend);
      const was = backend.ready;
      const failed = outcome === 'failed' ? (failedChecks.get(backend) ?? 0) + 1 : 0;
      failedChecks.set(backend, failed);
      if (outcome === 'ready') backend.ready = true;
      if (outcome === 'out' || failed >= UNHEALTHY_AFTER) backend.ready = false;
      if (was !== backend.ready) {
        stats.changes.push(
          `${Date.now() - started} ms ${backend.port} ${backend.ready ? 'in' : 'out'} (${why})`,
        );
      }
    };
    const req = request({
      host: '127.0.0.1',
      port: backend.port,
      path: '/readyz',
      agent: false,
      timeout: 1000,
    });
    req.once('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += String(chunk)));
      res.once('end', () => {
        if (res.statusCode === 200) done('ready', body);
        else done((JSON.parse(body || '{}') as { draining?: boolean }).draining ? 'out' : 'failed', body);
      });
    });
    req.once('timeout', () => {
      settled = true;
      probing.delete(backend);
      req.destroy();
    });
    req.once('error', (error) => done('out', error.message));
    req.end();
  };
  const polling = setInterval(() => backends.forEach(probe), 100);

  const server: Server = createServer((req, res) => {
    const backend = pick();
    if (!backend) {
      stats.unplaced.push(`${Date.now() - started} ms ${req.method} ${req.url}: no instance ready`);
      res.writeHead(502).end();
      return;
    }
    stats.placed++;
    const upstream = request(
      {
        host: '127.0.0.1',
        port: backend.port,
        method: req.method,
        path: req.url,
        headers: endToEnd(req.headers),
        agent: false,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.once('error', (error) => {
      stats.failedAfterPlacing.push(`${req.method} ${req.url} on ${backend.port}: ${error.message}`);
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  server.on('upgrade', (req, socket, head) => {
    socket.on('error', () => {});
    const backend = pick();
    if (!backend) {
      stats.unplaced.push(`upgrade ${req.url}: no instance ready`);
      socket.destroy();
      return;
    }
    stats.upgrades++;
    const upstream = connect(backend.port, '127.0.0.1', () => {
      let head_ = `${req.method} ${req.url} HTTP/1.1\r\n`;
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        head_ += `${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}\r\n`;
      upstream.write(`${head_}\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.once('error', (error) => {
      stats.failedAfterPlacing.push(`upgrade on ${backend.port}: ${error.message}`);
      socket.destroy();
    });
    upstream.once('close', () => socket.destroy());
    socket.once('close', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    stats,
    async close() {
      clearInterval(polling);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

type Answer = { data?: Record<string, unknown> | null; errors?: { message: string }[] };

/** One POST through the proxy; anything but a 200 with data and no errors is a failure. */
async function post(origin: string, query: string, variables: object, token?: string): Promise<Answer> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${text.slice(0, 200)}`);
  const body = JSON.parse(text) as Answer;
  if (body.errors?.length || !body.data) throw new Error(JSON.stringify(body.errors ?? body));
  return body;
}

/**
 * A subscriber as the web app is one (apps/web/src/lib/graphql-client.ts and resubscribe.ts, whose own
 * tests cover the policy; apps/api does not import apps/web): its own socket, no graphql-ws
 * reconnection, subscribed again at once after a restart close (1012, 1001) with `extensions.resume`.
 * Anything else that ends it (an error, a socket that could not connect) is recorded as a failure:
 * the web would wait and try again, which here would hide it.
 */
function subscriber<T>(origin: string, token: string, query: string, variables: Record<string, unknown>) {
  const client: Client = createClient({
    url: `${origin.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  const state = { values: [] as T[], starts: 0, resumed: 0, errors: [] as string[], completed: false };
  let stopped = false;
  let dispose = () => {};
  const start = (resumed: boolean) => {
    state.starts++;
    if (resumed) state.resumed++;
    const payload = { query, variables, ...(resumed ? { extensions: { resume: true } } : {}) };
    dispose = client.subscribe<T>(payload, {
      next: (result) => {
        if (result.errors?.length) state.errors.push(JSON.stringify(result.errors));
        else state.values.push(result.data as T);
      },
      error: (error) => {
        if (stopped) return;
        const code = (error as { code?: unknown }).code;
        if (code === 1012 || code === 1001) setImmediate(() => stopped || start(true));
        else state.errors.push(`ended: ${String(code ?? (error as Error).message ?? error)}`);
      },
      complete: () => (state.completed = !stopped),
    });
  };
  start(false);
  return {
    state,
    async close() {
      stopped = true;
      dispose();
      await client.dispose();
    },
  };
}

const RESTAURANT = `query ($id: String) { restaurant(id: $id) { _id name location { coordinates } } }`;
const NEARBY = `query ($latitude: Float, $longitude: Float) {
  nearByRestaurants(latitude: $latitude, longitude: $longitude, first: 10) { totalCount restaurants { _id } }
}`;
const ACCEPT = `mutation ($id: String!) { acceptOrder(id: $id, preparationTime: 15) { _id orderStatus } }`;
const SEND = `mutation ($orderId: ID!, $message: ChatMessageInput!) {
  sendChatMessage(orderId: $orderId, message: $message) { success data { id } }
}`;
const ORDER_SUBSCRIPTION = `subscription ($id: String!) { subscriptionOrder(id: $id) { _id orderStatus } }`;
const CHAT_SUBSCRIPTION = `subscription ($order: ID!) { subscriptionNewMessage(order: $order) { id message } }`;

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

describe.skipIf(!databaseUrl || !redisUrl)('a rolling restart of two instances (PostgreSQL + Redis)', () => {
  it(
    'loses no request, no order and no state while each instance is restarted in turn',
    { timeout: 300_000 },
    async () => {
      await buildApi();
      const database = await freshApiDatabase('rolling');
      cleanups.push(() => database.drop());
      const handle = await database.open();
      cleanups.push(() => handle.close());
      const world = await createLoadWorld(handle.db);

      const env = {
        DATABASE_URL: database.databaseUrl!,
        REDIS_URL: redisUrl!,
        GRAPHQL_ARBITRARY_DOCUMENTS: 'true',
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
        SHUTDOWN_TIMEOUT_MS: '15000',
      };
      const start = (port: number) => startCompiledApi({ port, dataDir: database.dataDir, env });
      const instances: CompiledApi[] = await Promise.all(PORTS.instances.map(start));
      cleanups.push(async () => Promise.all(instances.map((api) => api.kill())));
      const backends: Backend[] = PORTS.instances.map((port) => ({ port, ready: false }));
      const proxy = await startProxy(PORTS.proxy, backends);
      cleanups.push(() => proxy.close());
      await waitFor('the proxy to see both instances ready', () => backends.every((b) => b.ready));
      const origin = proxy.origin;

      const customer = world.customer.token;
      const manager = world.manager.token;
      const variables = await priceOrder(origin, world);
      const place = async () => {
        const key = `rolling-${randomUUID()}`;
        const { data } = await post(origin, PLACE, { ...variables, idempotencyKey: key }, customer);
        const order = (data as { placeOrder: { _id: string; orderId: string; items: unknown[] } }).placeOrder;
        return {
          key,
          id: order._id,
          orderId: order.orderId,
          items: order.items.length,
        } satisfies Acknowledged;
      };

      // The chat's order, and its subscriber, before the load starts.
      const chatOrder = await place();
      const chat = subscriber<{ subscriptionNewMessage: { id: string } }>(
        origin,
        customer,
        CHAT_SUBSCRIPTION,
        {
          order: chatOrder.id,
        },
      );
      cleanups.push(() => chat.close());

      const failures: string[] = [];
      const acknowledged: Acknowledged[] = [chatOrder];
      const accepted = new Set<string>();
      const sentMessages: string[] = [];
      const orderSubscribers = new Map<
        string,
        ReturnType<typeof subscriber<{ subscriptionOrder: { orderStatus: string } }>>
      >();
      let stopping = false;
      const counts = { browse: 0, place: 0, accept: 0, chat: 0 };

      const worker = async (name: keyof typeof counts, step: () => Promise<void>) => {
        while (!stopping && counts[name] < MAX_REQUESTS_PER_WORKER) {
          counts[name]++;
          try {
            await step();
          } catch (error) {
            failures.push(`${name}: ${(error as Error).message}`);
          }
        }
      };
      const { data: restaurantData } = await post(origin, RESTAURANT, { id: world.restaurantId });
      const [longitude, latitude] = (
        restaurantData as { restaurant: { location: { coordinates: number[] } } }
      ).restaurant.location.coordinates;
      const workers = [
        worker('browse', async () => {
          await post(origin, NEARBY, { latitude, longitude });
          await post(origin, RESTAURANT, { id: world.restaurantId });
        }),
        worker('place', async () => {
          const order = await place();
          acknowledged.push(order);
          if (orderSubscribers.size < MAX_SUBSCRIBERS) {
            const watcher = subscriber<{ subscriptionOrder: { orderStatus: string } }>(
              origin,
              customer,
              ORDER_SUBSCRIPTION,
              { id: order.id },
            );
            orderSubscribers.set(order.id, watcher);
            cleanups.push(() => watcher.close());
          }
        }),
        worker('accept', async () => {
          // The restaurant accepts every other order it has seen, so states change under the restarts.
          const next = acknowledged.find((order, index) => index % 2 === 1 && !accepted.has(order.id));
          if (!next) {
            await post(origin, RESTAURANT, { id: world.restaurantId });
            return;
          }
          accepted.add(next.id);
          await post(origin, ACCEPT, { id: next.id }, manager);
        }),
        worker('chat', async () => {
          const { data } = await post(
            origin,
            SEND,
            { orderId: chatOrder.id, message: { message: `message ${sentMessages.length + 1}` } },
            customer,
          );
          sentMessages.push((data as { sendChatMessage: { data: { id: string } } }).sendChatMessage.data.id);
        }),
      ];

      const progress = async (what: string) => {
        const before = counts.place;
        await waitFor(`orders placed ${what}`, () => counts.place >= before + 3 || stopping, {
          timeoutMs: 60_000,
        });
      };
      await progress('before the restarts');
      const before = new Set(orderSubscribers.keys());

      for (const [index, port] of PORTS.instances.entries()) {
        const { code, ms } = await instances[index]!.terminate();
        expect(code, instances[index]!.output()).toBe(0);
        expect(ms).toBeLessThan(15_000);
        instances[index] = await start(port);
        await waitFor(`the proxy to see ${port} ready again`, () => backends[index]!.ready);
        await progress(`after restarting ${port}`);
      }
      stopping = true;
      await Promise.all(workers);

      // Everyone ends with the current state: each watched order as stored, every chat message.
      const stored = await handle.db.select({ id: t.orders.id, status: t.orders.orderStatus }).from(t.orders);
      const statusOf = new Map(stored.map((row) => [row.id, row.status]));
      const latest = (id: string) =>
        orderSubscribers.get(id)!.state.values.at(-1)?.subscriptionOrder.orderStatus;
      await waitFor(
        'every subscriber to hold its order as stored',
        () => [...orderSubscribers.keys()].every((id) => latest(id) === statusOf.get(id)),
        { timeoutMs: 30_000 },
      ).catch(() => undefined);
      await waitFor(
        'the chat subscriber to hold every message',
        () => {
          const seen = new Set(chat.state.values.map((value) => value.subscriptionNewMessage.id));
          return sentMessages.every((id) => seen.has(id));
        },
        { timeoutMs: 30_000 },
      ).catch(() => undefined);

      const audit = await auditOrders(handle.db, acknowledged);
      const subscribers = [...orderSubscribers.values(), chat];
      const summary = {
        counts,
        acknowledged: acknowledged.length,
        accepted: accepted.size,
        messages: sentMessages.length,
        subscribers: subscribers.length,
        resumed: subscribers.reduce((sum, s) => sum + s.state.resumed, 0),
        proxy: { ...proxy.stats, unplaced: proxy.stats.unplaced.slice(0, 3) },
        unplaced: proxy.stats.unplaced.length,
        failures,
        subscriberErrors: subscribers.flatMap((s) => s.state.errors),
        behind: [...orderSubscribers.keys()].filter((id) => latest(id) !== statusOf.get(id)).length,
        missingMessages: sentMessages.filter(
          (id) => !chat.state.values.some((value) => value.subscriptionNewMessage.id === id),
        ).length,
        audit,
      };
      console.log(`[rolling restart] ${JSON.stringify(summary)}`);

      expect(failures).toEqual([]);
      expect(proxy.stats.unplaced).toEqual([]);
      expect(proxy.stats.failedAfterPlacing).toEqual([]);
      expect(audit.lost).toBe(0);
      expect(audit.stored).toBeGreaterThanOrEqual(acknowledged.length);
      for (const s of subscribers) {
        expect(s.state.errors).toEqual([]);
        expect(s.state.completed).toBe(false);
      }
      expect(Object.fromEntries([...orderSubscribers.keys()].map((id) => [id, latest(id)]))).toEqual(
        Object.fromEntries([...orderSubscribers.keys()].map((id) => [id, statusOf.get(id)])),
      );
      expect(new Set(chat.state.values.map((value) => value.subscriptionNewMessage.id))).toEqual(
        new Set(sentMessages),
      );
      // Every socket open before the first restart was closed by one of the two, and came back resumed.
      for (const id of before) expect(orderSubscribers.get(id)!.state.resumed).toBeGreaterThanOrEqual(1);
      expect(chat.state.resumed).toBeGreaterThanOrEqual(1);
      expect(accepted.size).toBeGreaterThan(0);
    },
  );
});
