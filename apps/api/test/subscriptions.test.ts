import type { FastifyInstance } from 'fastify';
import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { eq } from 'drizzle-orm';
import { orders as ordersTable, type orders } from '../src/db/schema/index.ts';
import { createInProcessPubSub } from '../src/adapters/pubsub/in-process-pubsub.ts';
import type { PubSub } from '../src/adapters/pubsub/pubsub.ts';
import { orderTopics } from '../src/modules/orders/order-events.ts';
import { buildServer } from '../src/server.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { testConfig } from './helpers/test-server.ts';
import {
  createCustomer,
  createOrder,
  createTrackingWorld,
  type TrackingWorld,
} from './helpers/tracking-factories.ts';

// Subscriptions over a real graphql-ws socket: who may subscribe, what arrives, and that a
// finished subscription leaves nothing listening.

let database: TestDatabase;
let app: FastifyInstance;
let url: string;
let world: TrackingWorld;

/** The in-process pub/sub, counting live subscribers per topic so a test can wait for a count. */
function countingPubSub() {
  const inner = createInProcessPubSub();
  const counts = new Map<string, number>();
  const waiters = new Set<() => void>();
  const change = (topic: string, by: number) => {
    counts.set(topic, (counts.get(topic) ?? 0) + by);
    for (const check of [...waiters]) check();
  };
  const pubsub: PubSub = {
    publish: (topic, payload) => inner.publish(topic, payload),
    subscribe<T>(topic: string, options?: { signal?: AbortSignal }) {
      const source = inner.subscribe<T>(topic, options);
      change(topic, 1);
      let open = true;
      const close = () => {
        if (open) change(topic, -1);
        open = false;
      };
      options?.signal?.addEventListener('abort', close, { once: true });
      return {
        next: () => source.next(),
        return: () => {
          close();
          return source.return!();
        },
        [Symbol.asyncIterator]() {
          return this;
        },
      };
    },
    ready: () => inner.ready(),
    close: () => inner.close(),
  };
  return {
    pubsub,
    count: (topic: string) => counts.get(topic) ?? 0,
    /** Resolves when `topic` has `expected` live subscribers (checked on every change). */
    waitFor(topic: string, expected = 1) {
      return new Promise<void>((resolve) => {
        const check = () => {
          if ((counts.get(topic) ?? 0) !== expected) return;
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        check();
      });
    },
  };
}

const events = countingPubSub();
const clients: Client[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  world = await createTrackingWorld(database.db);
  app = await buildServer({ config: testConfig(), db: database.db, pubsub: events.pubsub, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  url = address.replace(/^http/, 'ws') + '/graphql';
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await app.close();
  await database.close();
});

function clientFor(token?: string) {
  const client = createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: true,
  });
  clients.push(client);
  return client;
}

async function gql<T>(query: string, variables: Record<string, unknown>, token: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: JSON.stringify({ query, variables }),
  });
  const body = response.json() as { data?: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

async function take<T>(
  iterator: AsyncIterator<FormattedExecutionResult<T, unknown>>,
  n: number,
): Promise<FormattedExecutionResult<T, unknown>[]> {
  const results: FormattedExecutionResult<T, unknown>[] = [];
  while (results.length < n) {
    const next = await iterator.next();
    if (next.done) break;
    results.push(next.value);
  }
  return results;
}

const newOrder = (values: Partial<typeof orders.$inferInsert> = {}) =>
  createOrder(database.db, { userId: world.customer.user.id, restaurantId: world.restaurant.id, ...values });

const ORDER_SUB =
  'subscription ($id: String!) { subscriptionOrder(id: $id) { _id orderStatus rider { _id } completionTime } }';

describe('subscriptionOrder', () => {
  it('the owner receives every status change in order, then unsubscribes cleanly', async () => {
    const order = await newOrder();
    const topic = orderTopics.order(order.id);
    const subscription = clientFor(world.customer.token).iterate<{
      subscriptionOrder: { orderStatus: string; rider: { _id: string } | null };
    }>({ query: ORDER_SUB, variables: { id: order.id } });
    // The order as it is comes first; once it has, the subscription is live.
    const [current] = await take(subscription, 1);
    expect(current!.data!.subscriptionOrder).toMatchObject({ orderStatus: 'PENDING', rider: null });
    expect(events.count(topic)).toBe(1);
    const received = take(subscription, 4);

    const id = order.id;
    await gql(
      'mutation ($id: String!) { acceptOrder(id: $id, preparationTime: 10) { _id } }',
      { id },
      world.manager.token,
    );
    await gql('mutation ($id: String!) { assignOrder(id: $id) { _id } }', { id }, world.rider.token);
    await gql('mutation ($id: String!) { pickUpOrder(id: $id) { _id } }', { id }, world.rider.token);
    await gql('mutation ($id: String!) { deliverOrder(id: $id) { _id } }', { id }, world.rider.token);

    const results = await received;
    expect(results.map((r) => r.data?.subscriptionOrder.orderStatus)).toEqual([
      'ACCEPTED',
      'ASSIGNED',
      'PICKED',
      'DELIVERED',
    ]);
    expect(results[1]!.data!.subscriptionOrder.rider).toEqual({ _id: world.rider.rider.id });

    await subscription.return?.();
    await events.waitFor(topic, 0);
  });

  it("another user's subscribe is refused at once and receives nothing", async () => {
    const order = await newOrder();
    for (const token of [world.otherCustomer.token, world.rider.token, undefined]) {
      const results = await take(
        clientFor(token).iterate({ query: ORDER_SUB, variables: { id: order.id } }),
        5,
      );
      expect(results).toHaveLength(1);
      expect(results[0]!.data ?? null).toBeNull();
      expect(results[0]!.errors?.[0]).toMatchObject({
        extensions: { code: token ? 'NOT_FOUND' : 'UNAUTHENTICATED' },
      });
    }
    expect(events.count(orderTopics.order(order.id))).toBe(0);
  });

  it("reads the order once per change for all of its subscribers, each getting the customer's view", async () => {
    const order = await newOrder();
    // Three sockets of the customer on the order (phone, laptop, tablet) and the customer's /orders list.
    const watchers = [0, 1, 2].map(() =>
      clientFor(world.customer.token).iterate<{ subscriptionOrder: { _id: string; orderStatus: string } }>({
        query: ORDER_SUB,
        variables: { id: order.id },
      }),
    );
    const list = clientFor(world.customer.token).iterate<{
      subscriptionOrders: { _id: string; orderStatus: string };
    }>({ query: 'subscription { subscriptionOrders { _id orderStatus } }' });
    // Each order subscription starts with the order as it is: live once that has arrived.
    for (const current of await Promise.all(watchers.map((watcher) => take(watcher, 1)))) {
      expect(current[0]!.data!.subscriptionOrder).toMatchObject({ _id: order.id, orderStatus: 'PENDING' });
    }
    const received = watchers.map((watcher) => take(watcher, 1));
    const listed = take(list, 1);
    await events.waitFor(orderTopics.userOrders(world.customer.user.id));

    database.statements.length = 0;
    await gql(
      'mutation ($id: String!) { acceptOrder(id: $id, preparationTime: 10) { _id } }',
      { id: order.id },
      world.manager.token,
    );
    for (const result of await Promise.all(received)) {
      expect(result[0]!.data!.subscriptionOrder).toMatchObject({ _id: order.id, orderStatus: 'ACCEPTED' });
    }
    expect((await listed)[0]!.data!.subscriptionOrders).toEqual({ _id: order.id, orderStatus: 'ACCEPTED' });
    // Order items are read only by the order view: once for the mutation's answer and once for the
    // event, shared by the four subscriptions (one read each would make five).
    const itemReads = database.statements.filter((statement) => /from "order_items"/i.test(statement));
    expect(itemReads).toHaveLength(2);
    await Promise.all([...watchers, list].map((iterator) => iterator.return?.()));
    await events.waitFor(orderTopics.order(order.id), 0);
  });

  it('starts with the order as it is, so a change made before subscribing is not missed', async () => {
    const order = await newOrder();
    // A change between the screen's first read and its subscription: no event will tell about it.
    await database.db
      .update(ordersTable)
      .set({ orderStatus: 'ASSIGNED', riderId: world.rider.rider.id, acceptedAt: new Date() })
      .where(eq(ordersTable.id, order.id));
    const subscription = clientFor(world.customer.token).iterate<{
      subscriptionOrder: { orderStatus: string; rider: { _id: string } | null };
    }>({ query: ORDER_SUB, variables: { id: order.id } });
    const [current] = await take(subscription, 1);
    expect(current!.data!.subscriptionOrder).toMatchObject({
      orderStatus: 'ASSIGNED',
      rider: { _id: world.rider.rider.id },
    });
    // Then the changes, as before.
    const next = take(subscription, 1);
    await gql(
      'mutation ($id: String!) { pickUpOrder(id: $id) { _id } }',
      { id: order.id },
      world.rider.token,
    );
    expect((await next)[0]!.data!.subscriptionOrder.orderStatus).toBe('PICKED');
    await subscription.return?.();
  });

  it('a client that disconnects leaves no listener behind', async () => {
    const order = await newOrder();
    const client = clientFor(world.customer.token);
    const subscription = client.iterate({ query: ORDER_SUB, variables: { id: order.id } });
    void subscription.next().catch(() => {});
    await events.waitFor(orderTopics.order(order.id));
    await client.dispose();
    await events.waitFor(orderTopics.order(order.id), 0);
  });
});

describe('subscriptionOrders', () => {
  it("delivers changes of all the viewer's orders and none of others'", async () => {
    const mine = await newOrder();
    const theirs = await createOrder(database.db, {
      userId: world.otherCustomer.user.id,
      restaurantId: world.restaurant.id,
    });
    const subscription = clientFor(world.customer.token).iterate<{
      subscriptionOrders: { _id: string; orderStatus: string };
    }>({
      query: 'subscription { subscriptionOrders { _id orderStatus } }',
    });
    const received = take(subscription, 2);
    await events.waitFor(orderTopics.userOrders(world.customer.user.id));
    await gql(
      'mutation ($id: String!) { declineOrder(id: $id) { _id } }',
      { id: theirs.id },
      world.manager.token,
    );
    await gql(
      'mutation ($id: String!) { acceptOrder(id: $id, preparationTime: 10) { _id } }',
      { id: mine.id },
      world.manager.token,
    );
    await gql(
      'mutation ($id: String!) { cancelOrder(id: $id) { _id } }',
      { id: mine.id },
      world.customer.token,
    );
    expect((await received).map((r) => r.data?.subscriptionOrders)).toEqual([
      { _id: mine.id, orderStatus: 'ACCEPTED' },
      { _id: mine.id, orderStatus: 'CANCELLED' },
    ]);
    await subscription.return?.();
  });
});

describe('subscriptionOrders(current: true)', () => {
  it("starts with the viewer's newest orders as they are (none of others'), then the changes", async () => {
    const viewer = await createCustomer(database.db);
    const placed = [];
    for (let i = 0; i < 11; i++) {
      placed.push(
        await createOrder(database.db, {
          userId: viewer.user.id,
          restaurantId: world.restaurant.id,
          createdAt: new Date(Date.UTC(2025, 5, 4, 8, i)),
        }),
      );
    }
    await createOrder(database.db, { userId: world.customer.user.id, restaurantId: world.restaurant.id });
    const newest = placed.at(-1)!;
    await database.db
      .update(ordersTable)
      .set({ orderStatus: 'ACCEPTED', acceptedAt: new Date() })
      .where(eq(ordersTable.id, newest.id));
    const subscription = clientFor(viewer.token).iterate<{
      subscriptionOrders: { _id: string; orderStatus: string };
    }>({ query: 'subscription { subscriptionOrders(current: true) { _id orderStatus } }' });
    // The first page of `orders`: the ten newest, newest first.
    const current = (await take(subscription, 10)).map((r) => r.data!.subscriptionOrders);
    expect(current.map((order) => order._id)).toEqual(
      placed
        .slice(1)
        .reverse()
        .map((order) => order.id),
    );
    expect(current[0]!.orderStatus).toBe('ACCEPTED');
    const next = take(subscription, 1);
    await gql(
      'mutation ($id: String!) { cancelOrder(id: $id) { _id } }',
      { id: placed[0]!.id },
      viewer.token,
    );
    expect((await next)[0]!.data!.subscriptionOrders).toEqual({
      _id: placed[0]!.id,
      orderStatus: 'CANCELLED',
    });
    await subscription.return?.();
  });
});

describe('subscriptionRiderLocation', () => {
  const RIDER_SUB =
    'subscription ($riderId: String!) { subscriptionRiderLocation(riderId: $riderId) { _id location { coordinates } } }';
  const MOVE =
    'mutation ($lat: Float!, $lng: Float!) { updateRiderLocation(latitude: $lat, longitude: $lng) { _id } }';

  it('reaches the customer of an active order with that rider; others are refused', async () => {
    await newOrder({ orderStatus: 'PICKED', riderId: world.otherRider.rider.id });
    const riderId = world.otherRider.rider.id;
    const refused = await take(
      clientFor(world.otherCustomer.token).iterate({ query: RIDER_SUB, variables: { riderId } }),
      2,
    );
    expect(refused).toHaveLength(1);
    expect(refused[0]!.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });

    const subscription = clientFor(world.customer.token).iterate<{
      subscriptionRiderLocation: { _id: string; location: { coordinates: number[] } };
    }>({ query: RIDER_SUB, variables: { riderId } });
    const received = take(subscription, 2);
    await events.waitFor(orderTopics.riderLocation(riderId));
    await gql(MOVE, { lat: 33.71, lng: 73.02 }, world.otherRider.token);
    await gql(MOVE, { lat: 33.715, lng: 73.025 }, world.otherRider.token);
    expect((await received).map((r) => r.data?.subscriptionRiderLocation)).toEqual([
      { _id: riderId, location: { coordinates: [73.02, 33.71] } },
      { _id: riderId, location: { coordinates: [73.025, 33.715] } },
    ]);
    await subscription.return?.();
    await events.waitFor(orderTopics.riderLocation(riderId), 0);
  });
});

describe('subscriptionNewMessage', () => {
  const CHAT_SUB =
    'subscription ($order: ID!) { subscriptionNewMessage(order: $order) { message user { id name } } }';
  const SEND =
    'mutation ($orderId: ID!, $text: String!) { sendChatMessage(orderId: $orderId, message: { message: $text }) { success } }';

  it('a message reaches the other party live; strangers cannot listen', async () => {
    const order = await newOrder({ orderStatus: 'ASSIGNED', riderId: world.rider.rider.id });
    const refused = await take(
      clientFor(world.otherRider.token).iterate({ query: CHAT_SUB, variables: { order: order.id } }),
      2,
    );
    expect(refused[0]!.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });

    const atRider = clientFor(world.rider.token).iterate<{
      subscriptionNewMessage: { message: string; user: { id: string } };
    }>({ query: CHAT_SUB, variables: { order: order.id } });
    const received = take(atRider, 1);
    await events.waitFor(orderTopics.chat(order.id));
    await gql(SEND, { orderId: order.id, text: 'Gate code 4321' }, world.customer.token);
    expect((await received)[0]!.data!.subscriptionNewMessage).toEqual({
      message: 'Gate code 4321',
      user: { id: world.customer.user.id, name: world.customer.user.name },
    });
    await atRider.return?.();
  });

  it('sent again after a lost socket (extensions.resume) starts with the chat, so a message sent meanwhile arrives', async () => {
    // docs/operations.md "Restarts and shutdown": the web marks a resubscription; a first one is not.
    type Chat = { subscriptionNewMessage: { message: string } };
    const order = await newOrder({ orderStatus: 'ASSIGNED', riderId: world.rider.rider.id });
    await gql(SEND, { orderId: order.id, text: 'Sent while away' }, world.customer.token);
    const resumed = clientFor(world.rider.token).iterate<Chat>({
      query: CHAT_SUB,
      variables: { order: order.id },
      extensions: { resume: true },
    });
    expect((await take(resumed, 1))[0]!.data!.subscriptionNewMessage.message).toBe('Sent while away');
    await resumed.return?.();
    await events.waitFor(orderTopics.chat(order.id), 0);

    const fresh = clientFor(world.rider.token).iterate<Chat>({
      query: CHAT_SUB,
      variables: { order: order.id },
    });
    const first = take(fresh, 1);
    await events.waitFor(orderTopics.chat(order.id));
    await gql(SEND, { orderId: order.id, text: 'Sent now' }, world.customer.token);
    expect((await first)[0]!.data!.subscriptionNewMessage.message).toBe('Sent now');
    await fresh.return?.();
  });
});
