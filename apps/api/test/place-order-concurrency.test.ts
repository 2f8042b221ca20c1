import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, restaurants } from '../src/db/schema/index.ts';
import {
  PLACE_ORDER,
  createCustomer,
  createOpenRestaurant,
  createOrderPlatform,
  lassiPickUp,
  newKey,
  recordingPubSub,
} from './helpers/order-factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, type TestApp } from './helpers/test-server.ts';

// placeOrder is idempotent (a retry returns the same order) and runs in one transaction; order numbers are
// unique per restaurant under concurrency (docs/product/changes-from-upstream.md#idempotent-orders).

const NOW = new Date('2025-06-04T12:00:00Z');

let database: TestDatabase;
let api: TestApp;
let events: ReturnType<typeof recordingPubSub>;
let world: Awaited<ReturnType<typeof createOpenRestaurant>>;
let customer: Awaited<ReturnType<typeof createCustomer>>;

beforeAll(async () => {
  database = await createTestDatabase();
  events = recordingPubSub();
  api = await createTestApp({ db: database.db, now: NOW, pubsub: events.pubsub });
  await createOrderPlatform(database.db);
  world = await createOpenRestaurant(database.db, { tax: 10, minimumOrder: 0, orderPrefix: 'CON' });
  customer = await createCustomer(database.db, NOW);
});
afterAll(async () => {
  await api.app.close();
  await database.close();
});

/** Pick-up, one Lassi: 3.50 + 10% tax 0.35 = 3.85. */
const order = (idempotencyKey: string) => lassiPickUp(world, NOW, { idempotencyKey });

type Placed = { placeOrder: { _id: string; orderId: string } };

async function sequence() {
  const [row] = await database.db
    .select({ n: restaurants.orderSequence })
    .from(restaurants)
    .where(eq(restaurants.id, world.restaurant.id));
  return row!.n;
}

describe('placeOrder under concurrency', () => {
  it('50 concurrent calls with one key create one order and all return it', async () => {
    const key = newKey();
    const before = await sequence();
    events.published.length = 0;
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => api.gql<Placed>(PLACE_ORDER, order(key), { token: customer.token })),
    );
    expect(responses.flatMap((r) => r.errors ?? [])).toEqual([]);
    const ids = new Set(responses.map((r) => r.data!.placeOrder._id));
    expect(ids.size).toBe(1);
    const rows = await database.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, customer.user.id), eq(orders.idempotencyKey, key)));
    expect(rows.map((r) => r.id)).toEqual([...ids]);
    // The losing transactions rolled their sequence increments back.
    expect(await sequence()).toBe(before + 1);
    expect(rows[0]!.orderId).toBe(`CON-${before + 1}`);
    // Announced once.
    expect(events.published.filter((p) => p.topic === `order:${rows[0]!.id}`)).toHaveLength(1);

    // A later retry (even with changed figures) returns the same order and announces nothing.
    events.published.length = 0;
    const retry = await api.gql<Placed>(
      PLACE_ORDER,
      { ...order(key), tipping: 99 },
      { token: customer.token },
    );
    expect(retry.data!.placeOrder._id).toBe(rows[0]!.id);
    expect(events.published).toEqual([]);

    // Even once the restaurant has closed, the retry gets its order rather than an error.
    const where = eq(restaurants.id, world.restaurant.id);
    await database.db.update(restaurants).set({ isAvailable: false }).where(where);
    await api.app.catalog.changed({ restaurantIds: [world.restaurant.id] });
    try {
      const late = await api.gql<Placed>(PLACE_ORDER, order(key), { token: customer.token });
      expect(late.data!.placeOrder._id).toBe(rows[0]!.id);
    } finally {
      await database.db.update(restaurants).set({ isAvailable: true }).where(where);
      await api.app.catalog.changed({ restaurantIds: [world.restaurant.id] });
    }
  });

  it('the same key from another user is another order', async () => {
    const key = newKey();
    const other = await createCustomer(database.db, NOW);
    const a = await api.gql<Placed>(PLACE_ORDER, order(key), { token: customer.token });
    const b = await api.gql<Placed>(PLACE_ORDER, order(key), { token: other.token });
    expect(a.data!.placeOrder._id).not.toBe(b.data!.placeOrder._id);
  });

  it('200 concurrent distinct orders on one restaurant get 200 distinct numbers', async () => {
    const before = await sequence();
    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        api.gql<Placed>(PLACE_ORDER, order(newKey()), { token: customer.token }),
      ),
    );
    expect(responses.flatMap((r) => r.errors ?? [])).toEqual([]);
    const numbers = responses.map((r) => r.data!.placeOrder.orderId);
    expect(new Set(numbers).size).toBe(200);
    expect(new Set(responses.map((r) => r.data!.placeOrder._id)).size).toBe(200);
    expect(await sequence()).toBe(before + 200);
    const expected = Array.from({ length: 200 }, (_, i) => `CON-${before + 1 + i}`);
    expect([...numbers].sort()).toEqual(expected.sort());
  }, 30_000);
});
