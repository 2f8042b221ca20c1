import { createClient, type Client } from 'graphql-ws';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createInProcessPubSub } from '../src/adapters/pubsub/in-process-pubsub.ts';
import { migrate, openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { orderTopics } from '../src/modules/orders/order-events.ts';
import {
  hasPostgresBinaries,
  startPostgresCluster,
  startRedisServer,
  waitFor,
  type PostgresCluster,
  type RedisServer,
} from './helpers/fault-services.ts';
import { createLoadWorld, PLACE, postGraphql, priceOrder, type LoadWorld } from './helpers/order-load.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/test-server.ts';

// Live state after faults (docs/faults.md): every subscription stream ends with the current state
// after a Redis outage (a throwaway redis-server, killed and started again) and lives through a
// PostgreSQL outage (a throwaway cluster, stopped and started again). The API runs in-process and
// listens on a free port; the clients are real graphql-ws sockets. Ports of the throwaway servers:
// Redis 6395, PostgreSQL 55446 (apart from crash.test.ts's); one more each in the PostgreSQL pass,
// which CI runs at the same time as the PGlite pass (they collided on a fast machine).

const portBase = Number(process.env.TEST_PORT_BASE) || 0; // see crash.test.ts
const pass = process.env.DATABASE_URL ? 1 : 0;
const PORTS = portBase
  ? { redis: portBase + 55 - pass, cluster: portBase + 46 + pass }
  : { redis: 6395 + pass, cluster: 55446 + pass };
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

const ACCEPT = 'mutation ($id: String!) { acceptOrder(id: $id, preparationTime: 15) { orderStatus } }';

async function listen(app: TestApp): Promise<{ origin: string; socket: string }> {
  const origin = await app.app.listen({ port: 0, host: '127.0.0.1' });
  return { origin, socket: `${origin.replace(/^http/, 'ws')}/graphql` };
}

function socketClient(url: string, token: string): Client {
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  cleanups.push(async () => client.dispose());
  return client;
}

/** Holds a subscription; keeps what it delivers (by `key`), every error, and whether it ended. */
function hold<T>(client: Client, query: string, variables: Record<string, unknown>, field: string) {
  const seen: T[] = [];
  const errors: unknown[] = [];
  let ended = false;
  const iterator = client.iterate<Record<string, T>>({ query, variables });
  void (async () => {
    try {
      for await (const result of iterator) {
        if (result.errors) errors.push(...result.errors);
        if (result.data) seen.push(result.data[field]!);
      }
    } catch (error) {
      errors.push(error);
    }
    ended = true;
  })();
  cleanups.push(async () => iterator.return?.());
  return { seen, errors, ended: () => ended };
}

type OrderState = { _id: string; orderStatus: string };
const lastStatus = (seen: OrderState[], id: string) =>
  seen.filter((order) => order._id === id).at(-1)?.orderStatus;

async function placeOrder(origin: string, world: LoadWorld, variables: object): Promise<string> {
  const answer = await postGraphql(
    origin,
    PLACE,
    { ...variables, orderDate: new Date().toISOString(), idempotencyKey: crypto.randomUUID() },
    world.customer.token,
  );
  const id = answer.body.data?.placeOrder?._id;
  if (!id) throw new Error(`placeOrder failed: ${JSON.stringify(answer.body)}`);
  return id;
}

describe('subscriptions after Redis was down (a throwaway redis-server)', () => {
  let database: TestDatabase;
  let redis: RedisServer;
  let app: TestApp;
  let origin: string;
  let socket: string;
  let world: LoadWorld;
  let variables: object;

  beforeAll(async () => {
    database = await createTestDatabase();
    cleanups.push(() => database.close());
    redis = await startRedisServer(PORTS.redis);
    cleanups.push(() => redis.stop());
    world = await createLoadWorld(database.db);
    // Today's clock: the board shows today's orders (restaurant-day.ts).
    app = await createTestApp({
      db: database.db,
      config: testConfig({ redisUrl: redis.url }),
      now: new Date(),
    });
    cleanups.push(() => app.app.close());
    ({ origin, socket } = await listen(app));
    variables = await priceOrder(origin, world);
  }, 60_000);

  it(
    'brings the orders list and the restaurant board to the current state: orders placed and accepted meanwhile arrive',
    { timeout: 60_000 },
    async () => {
      const first = await placeOrder(origin, world, variables);
      const fields = '{ _id orderStatus }';
      const list = hold<OrderState>(
        socketClient(socket, world.customer.token),
        `subscription { subscriptionOrders(current: true) ${fields} }`,
        {},
        'subscriptionOrders',
      );
      const board = hold<OrderState>(
        socketClient(socket, world.manager.token),
        `subscription ($r: String!) { subscriptionConsoleOrders(restaurant: $r, current: true) ${fields} }`,
        { r: world.restaurantId },
        'subscriptionConsoleOrders',
      );
      // Each starts with the current state once its Redis subscription is acknowledged (event-stream.ts).
      await waitFor('both subscriptions to start', () => list.seen.length > 0 && board.seen.length > 0);

      await redis.crash();
      const placed: string[] = [];
      for (let i = 0; i < 3; i++) placed.push(await placeOrder(origin, world, variables));
      const accepted = await postGraphql(origin, ACCEPT, { id: placed[0] }, world.manager.token);
      expect(accepted.body.errors).toBeUndefined();
      await redis.start();

      const current = (seen: OrderState[]) =>
        [first, ...placed].every((id) => lastStatus(seen, id) !== undefined) &&
        lastStatus(seen, placed[0]!) === 'ACCEPTED';
      await waitFor('the list and the board to catch up', () => current(list.seen) && current(board.seen), {
        timeoutMs: 20_000,
      });
      expect([placed[1], placed[2]].map((id) => lastStatus(list.seen, id!))).toEqual(['PENDING', 'PENDING']);
      expect([placed[1], placed[2]].map((id) => lastStatus(board.seen, id!))).toEqual(['PENDING', 'PENDING']);
      expect([list.errors, board.errors, list.ended(), board.ended()]).toEqual([[], [], false, false]);

      // Still live: a change after the outage arrives as an event.
      await postGraphql(origin, ACCEPT, { id: placed[1] }, world.manager.token);
      await waitFor('the next change', () => lastStatus(board.seen, placed[1]!) === 'ACCEPTED');
      await waitFor('the next change', () => lastStatus(list.seen, placed[1]!) === 'ACCEPTED');
    },
  );

  it('brings a chat to the current state: messages sent meanwhile arrive', { timeout: 60_000 }, async () => {
    const order = await placeOrder(origin, world, variables);
    const chat = hold<{ id: string; message: string }>(
      socketClient(socket, world.customer.token),
      'subscription ($o: ID!) { subscriptionNewMessage(order: $o) { id message } }',
      { o: order },
      'subscriptionNewMessage',
    );
    const send = (message: string) =>
      postGraphql(
        origin,
        'mutation ($o: ID!, $m: String!) { sendChatMessage(orderId: $o, message: { message: $m }) { success } }',
        { o: order, m: message },
        world.customer.token,
      );
    // This stream does not start with the current state: wait until its Redis channel is subscribed.
    const probe = new Redis(redis.url, { lazyConnect: true });
    await waitFor('the API to subscribe to the chat in Redis', async () => {
      const [, count] = (await probe.pubsub('NUMSUB', `food:${orderTopics.chat(order)}`)) as [string, number];
      return count > 0;
    });
    probe.disconnect();
    await send('before');
    await waitFor('the chat subscription to deliver', () => chat.seen.length > 0);

    await redis.crash();
    for (const message of ['during 1', 'during 2']) {
      expect((await send(message)).body.data).toEqual({ sendChatMessage: { success: true } });
    }
    await redis.start();

    const texts = () => new Set(chat.seen.map((message) => message.message));
    await waitFor(
      'the messages sent during the outage',
      () => texts().has('during 1') && texts().has('during 2'),
      {
        timeoutMs: 20_000,
      },
    );
    expect([...texts()].sort()).toEqual(['before', 'during 1', 'during 2']);
    expect([chat.errors, chat.ended()]).toEqual([[], false]);
  });
});

describe.skipIf(!hasPostgresBinaries())(
  'subscriptions while PostgreSQL is down (a throwaway cluster)',
  () => {
    it(
      'keeps subscriptionOrders live through the outage and ends it with the current state',
      { timeout: 90_000 },
      async () => {
        const cluster: PostgresCluster = await startPostgresCluster(PORTS.cluster);
        cleanups.push(() => cluster.stop());
        const statements: string[] = [];
        const handle: DatabaseHandle = await openDatabase({
          databaseUrl: cluster.url,
          onQuery: (statement) => void statements.push(statement),
        });
        cleanups.push(() => handle.close());
        await migrate(handle.db);
        const world = await createLoadWorld(handle.db);
        // The in-process pub/sub, so the test can deliver an event while the database is away.
        const pubsub = createInProcessPubSub();
        const app = await createTestApp({ db: handle.db, config: testConfig(), now: new Date(), pubsub });
        cleanups.push(() => app.app.close());
        const { origin, socket } = await listen(app);
        const variables = await priceOrder(origin, world);

        const first = await placeOrder(origin, world, variables);
        const list = hold<OrderState>(
          socketClient(socket, world.customer.token),
          'subscription { subscriptionOrders(current: true) { _id orderStatus } }',
          {},
          'subscriptionOrders',
        );
        await waitFor('the subscription to start', () => lastStatus(list.seen, first) === 'PENDING');

        await cluster.pause();
        // An order placed just before the outage: its event arrives while the database is away, so the
        // subscription's read of the order fails (a refused connection).
        const before = statements.length;
        await pubsub.publish(orderTopics.userOrders(world.customer.user.id), {
          orderId: first,
          userId: world.customer.user.id,
          kind: 'STATUS',
        });
        await waitFor('the subscription to try reading', () => statements.length > before);
        await cluster.resume();

        const accepted = await postGraphql(origin, ACCEPT, { id: first }, world.manager.token);
        expect(accepted.body.errors).toBeUndefined();
        const second = await placeOrder(origin, world, variables);
        await waitFor(
          'the current state after the outage',
          () => lastStatus(list.seen, first) === 'ACCEPTED' && lastStatus(list.seen, second) === 'PENDING',
          { timeoutMs: 30_000 },
        );
        expect([list.errors, list.ended()]).toEqual([[], false]);
      },
    );
  },
);
