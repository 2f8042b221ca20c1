import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/test-server.ts';
import { createOrder, createTrackingWorld, type TrackingWorld } from './helpers/tracking-factories.ts';

// Issue 6 "Done when": two API instances share one PostgreSQL database and Redis; a customer whose
// socket is on instance B hears about a change made through instance A (docs/architecture.md#the-shape:
// the API keeps no state another instance needs). Runs only with both DATABASE_URL and REDIS_URL.

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

type OrderEvent = { subscriptionOrder: { _id: string; orderStatus: string; reason: string | null } };

describe.skipIf(!databaseUrl || !redisUrl)('two API instances (PostgreSQL + Redis)', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let bUrl: string;
  let world: TrackingWorld;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testConfig({ databaseUrl, redisUrl });
    a = await createTestApp({ db: database.db, config });
    b = await createTestApp({ db: database.db, config });
    bUrl = (await b.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws') + '/graphql';
    world = await createTrackingWorld(database.db);
  });

  afterAll(async () => {
    await a?.app.close();
    await b?.app.close();
    await database?.close();
  });

  /**
   * The customer's subscriptionOrder on B, read one answer at a time. Its first answer is the order as
   * it is, read once B's Redis subscription is live (acknowledged): after it, no change made on A can
   * be missed.
   */
  function subscribeOnB(client: Client, orderId: string) {
    const iterator = client.iterate<OrderEvent>({
      query: 'subscription ($id: String!) { subscriptionOrder(id: $id) { _id orderStatus reason } }',
      variables: { id: orderId },
    });
    return {
      async next() {
        const result = await iterator.next();
        if (result.done) throw new Error('the subscription ended');
        if (result.value.errors) throw new Error(JSON.stringify(result.value.errors));
        return result.value.data!.subscriptionOrder;
      },
      stop: () => iterator.return?.(),
    };
  }

  it('delivers a restaurant mutation on A to the customer subscribed on B', async () => {
    const order = await createOrder(database.db, {
      userId: world.customer.user.id,
      restaurantId: world.restaurant.id,
    });
    const client = createClient({
      url: bUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${world.customer.token}` },
      retryAttempts: 0,
    });
    try {
      const subscription = subscribeOnB(client, order.id);
      expect(await subscription.next()).toEqual({ _id: order.id, orderStatus: 'PENDING', reason: null });

      const accepted = await a.gql(
        'mutation ($id: String!) { acceptOrder(id: $id, preparationTime: 15) { orderStatus } }',
        { id: order.id },
        { token: world.manager.token },
      );
      expect(accepted.errors).toBeUndefined();
      expect(await subscription.next()).toEqual({ _id: order.id, orderStatus: 'ACCEPTED', reason: null });

      const declined = await a.gql(
        'mutation ($id: String!) { declineOrder(id: $id, reason: "Kitchen closed") { orderStatus } }',
        { id: order.id },
        { token: world.manager.token },
      );
      expect(declined.errors).toBeUndefined();
      expect(await subscription.next()).toEqual({
        _id: order.id,
        orderStatus: 'CANCELLED',
        reason: 'Kitchen closed',
      });
      await subscription.stop();
    } finally {
      await client.dispose();
    }
  });

  it('delivers a customer cancellation on A to the same customer’s socket on B', async () => {
    const order = await createOrder(database.db, {
      userId: world.customer.user.id,
      restaurantId: world.restaurant.id,
    });
    const client = createClient({
      url: bUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${world.customer.token}` },
      retryAttempts: 0,
    });
    try {
      const subscription = subscribeOnB(client, order.id);
      expect((await subscription.next()).orderStatus).toBe('PENDING');
      const cancelled = await a.gql(
        'mutation ($id: String!) { cancelOrder(id: $id) { orderStatus } }',
        { id: order.id },
        { token: world.customer.token },
      );
      expect(cancelled.errors).toBeUndefined();
      expect(await subscription.next()).toEqual({
        _id: order.id,
        orderStatus: 'CANCELLED',
        reason: expect.anything(),
      });
      await subscription.stop();
    } finally {
      await client.dispose();
    }
  });
});
