import { eq } from 'drizzle-orm';
import { createInProcessPubSub } from '../../src/adapters/pubsub/in-process-pubsub.ts';
import type { PubSub } from '../../src/adapters/pubsub/pubsub.ts';
import type { Config } from '../../src/config.ts';
import * as t from '../../src/db/schema/index.ts';
import type { Db } from '../../src/db/types.ts';
import { orderTopics, type OrderChangedEvent } from '../../src/modules/orders/order-events.ts';
import { buildServer } from '../../src/server.ts';
import { createRestaurant, createUser } from './factories.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';
import { sessionTokenFor, testConfig } from './test-server.ts';

// Fixtures for the payment tests: orders inserted directly (as placeOrder would leave them: a
// STRIPE/PAYPAL order PENDING payment), signed-in customers, and a server whose restaurant inbox the
// test can watch.

let counter = 0;

/** An order of `userId` at `restaurantId`: one item, amounts in minor units, payment PENDING. */
export async function createPaymentOrder(
  db: Db,
  {
    userId,
    restaurantId,
    paymentMethod = 'STRIPE',
    currency = 'USD',
    orderAmount = 2765,
    ...values
  }: { userId: string; restaurantId: string } & Partial<typeof t.orders.$inferInsert>,
) {
  const number = ++counter;
  const [order] = await db
    .insert(t.orders)
    .values({
      orderId: `TST-${number}`,
      restaurantId,
      userId,
      idempotencyKey: `payment-test-${number}-${Math.random().toString(36).slice(2)}`,
      deliveryAddress: 'House 1, Street 2, F-7',
      paymentMethod,
      currency,
      itemsSubtotal: orderAmount - 300,
      deliveryCharges: 300,
      orderAmount,
      orderDate: new Date('2025-06-04T12:00:00Z'),
      ...values,
    })
    .returning();
  await db.insert(t.orderItems).values({
    orderId: order!.id,
    title: 'Chicken Karahi',
    quantity: 1,
    variationTitle: 'Full',
    variationPrice: orderAmount - 300,
    unitPrice: orderAmount - 300,
  });
  return order!;
}

export async function createCustomer(db: Db, now: Date, values: Partial<typeof t.users.$inferInsert> = {}) {
  const user = await createUser(db, values);
  return { ...user, token: await sessionTokenFor(user, { now }) };
}

/** A restaurant for payment tests (its name is what the hosted page shows as merchant). */
export const createPaymentRestaurant = (db: Db) => createRestaurant(db, { name: 'Karahi Point' });

/**
 * The real server with an in-process pub/sub. What it publishes to the restaurant inbox is recorded in
 * `inbox` as it is published: every payment route publishes before it answers, so once a request has
 * returned its events are there, and an empty inbox means none was sent.
 */
export async function createPaymentTestApp({
  db,
  config = {},
  now,
}: {
  db: Db;
  config?: Partial<Config>;
  now: Date;
}) {
  const events = createInProcessPubSub();
  const inbox: OrderChangedEvent[] = [];
  const pubsub: PubSub = {
    ...events,
    async publish(topic, payload) {
      if (topic === orderTopics.restaurantInbox) inbox.push(payload as OrderChangedEvent);
      await events.publish(topic, payload);
    },
  };
  const app = await buildServer({
    config: testConfig(config),
    db,
    pubsub,
    now: () => now,
    logger: false,
    refundSweep: false,
  });
  await app.ready();
  return {
    app,
    pubsub,
    inbox,
    async close() {
      await app.close();
      await pubsub.close();
    },
  };
}

/**
 * What each REST payment test file starts from: a fresh database, the payment server with `config`,
 * two customers (alice pays, bob is the stranger) and the restaurant.
 */
export async function startPaymentSuite({
  now,
  config,
  alice: aliceValues,
}: {
  now: Date;
  config?: Partial<Config>;
  alice?: Partial<typeof t.users.$inferInsert>;
}) {
  const database = await createTestDatabase();
  const server = await createPaymentTestApp({ db: database.db, now, config });
  const alice = await createCustomer(database.db, now, aliceValues);
  const bob = await createCustomer(database.db, now);
  const restaurant = await createPaymentRestaurant(database.db);
  /** The order as stored now, to check what a payment route left behind. */
  const orderRow = async (id: string) =>
    (await database.db.select().from(t.orders).where(eq(t.orders.id, id)))[0]!;
  return { database, server, alice, bob, restaurant, orderRow };
}

export type PaymentSuite = Awaited<ReturnType<typeof startPaymentSuite>>;

export async function stopPaymentSuite({
  server,
  database,
}: {
  server: PaymentSuite['server'];
  database: TestDatabase;
}) {
  await server.close();
  await database.close();
}
