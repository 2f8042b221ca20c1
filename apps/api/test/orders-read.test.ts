import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, reviews, riders } from '../src/db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { failure } from './helpers/accounts.ts';
import { createUser } from './helpers/factories.ts';
import {
  ORDER_FIELDS,
  PLACE_ORDER,
  createCustomer,
  createOpenRestaurant,
  createOrderPlatform,
  lassiPickUp,
} from './helpers/order-factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, type TestApp } from './helpers/test-server.ts';

// orders(offset), order(id), orderPaypal(id), orderStripe(id) (docs/product/api.md#orders) —
// owner only, NOT_FOUND "Order not found." for anyone else.

const NOW = new Date('2025-06-04T12:00:00Z');
const ORDERS = `query ($offset: Int) { orders(offset: $offset) { _id orderId createdAt } }`;
const ORDER = `query ($id: String!) { order(id: $id) { ${ORDER_FIELDS} } }`;
const ORDER_PAYPAL = `query ($id: String!) { orderPaypal(id: $id) { _id orderAmount } }`;
const ORDER_STRIPE = `query ($id: String!) { orderStripe(id: $id) { _id orderAmount } }`;

let database: TestDatabase;
let api: TestApp;
let world: Awaited<ReturnType<typeof createOpenRestaurant>>;
let alice: Awaited<ReturnType<typeof createCustomer>>;
let bob: Awaited<ReturnType<typeof createCustomer>>;
/** Alice's 23 orders, oldest first. */
const placed: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  api = await createTestApp({ db: database.db, now: NOW });
  await createOrderPlatform(database.db);
  world = await createOpenRestaurant(database.db, { tax: 10, minimumOrder: 0, orderPrefix: 'RD' });
  alice = await createCustomer(database.db, NOW);
  bob = await createCustomer(database.db, NOW);
  for (let i = 0; i < 23; i++) {
    const at = new Date(NOW.getTime() + i * 60_000);
    api.setNow(at);
    const { data, errors } = await api.gql<{ placeOrder: { _id: string } }>(
      PLACE_ORDER,
      lassiPickUp(world, at),
      { token: alice.token },
    );
    if (errors) throw new Error(errors[0]!.message);
    placed.push(data!.placeOrder._id);
  }
  api.setNow(NOW);
});
afterAll(async () => {
  await api.app.close();
  await database.close();
});

type List = { orders: { _id: string }[] };
const newestFirst = () => [...placed].reverse();

describe('orders(offset)', () => {
  it.each([
    [undefined, 0, 10],
    [0, 0, 10],
    [1, 0, 10],
    [11, 10, 20],
    [21, 20, 23],
    [24, 23, 23],
  ])('offset %s → newest-first orders %i..%i', async (offset, from, to) => {
    const { data, errors } = await api.gql<List>(ORDERS, { offset }, { token: alice.token });
    expect(errors).toBeUndefined();
    expect(data!.orders.map((o) => o._id)).toEqual(newestFirst().slice(from, to));
  });

  it('a negative offset → BAD_USER_INPUT', async () => {
    expect(failure(await api.gql(ORDERS, { offset: -1 }, { token: alice.token }))?.code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('shows only the caller’s orders', async () => {
    const { data } = await api.gql<List>(ORDERS, {}, { token: bob.token });
    expect(data!.orders).toEqual([]);
  });

  it('costs the same number of statements for 10 orders as for 1', async () => {
    database.statements.length = 0;
    await api.gql(`query { orders { ${ORDER_FIELDS} } }`, {}, { token: alice.token });
    const page = database.statements.length;
    database.statements.length = 0;
    await api.gql(`query { orders(offset: 23) { ${ORDER_FIELDS} } }`, {}, { token: alice.token });
    expect(page).toBe(database.statements.length);
    expect(page).toBeLessThanOrEqual(10);
  });

  it('needs a signed-in user', async () => {
    expect(failure(await api.gql(ORDERS, {}))?.code).toBe('UNAUTHENTICATED');
  });
});

describe('order, orderPaypal and orderStripe', () => {
  it('return the owner’s order with rider and review filled from their tables', async () => {
    const id = placed[0]!;
    const riderUser = await createUser(database.db, { role: 'RIDER' });
    const [rider] = await database.db
      .insert(riders)
      .values({ userId: riderUser.id, name: 'Rashid', latitude: 33.71, longitude: 73.01 })
      .returning();
    await database.db.update(orders).set({ riderId: rider!.id }).where(eq(orders.id, id));
    const [review] = await database.db
      .insert(reviews)
      .values({
        orderId: id,
        restaurantId: world.restaurant.id,
        userId: alice.user.id,
        rating: 5,
        description: 'Great',
      })
      .returning();
    const { data, errors } = await api.gql<{ order: Record<string, unknown> }>(
      ORDER,
      { id },
      { token: alice.token },
    );
    expect(errors).toBeUndefined();
    expect(data!.order).toMatchObject({
      _id: id,
      orderId: 'RD-1',
      rider: { _id: rider!.id, name: 'Rashid', location: { coordinates: [73.01, 33.71] } },
      review: { _id: review!.id, rating: 5, description: 'Great' },
      restaurant: { image: world.restaurant.image, slug: world.restaurant.slug },
      orderAmount: 3.85,
      currencySymbol: '$',
    });
    for (const query of [ORDER_PAYPAL, ORDER_STRIPE]) {
      const response = await api.gql(query, { id }, { token: alice.token });
      expect(response.errors).toBeUndefined();
      expect(Object.values(response.data!)[0]).toEqual({ _id: id, orderAmount: 3.85 });
    }
  });

  it.each([
    ['another user’s order', () => placed[1]!, () => bob.token],
    ['an unknown id', () => '00000000-0000-4000-8000-000000000000', () => alice.token],
    ['a malformed id', () => 'RD-1', () => alice.token],
  ])('%s is NOT_FOUND "Order not found." everywhere', async (_name, id, token) => {
    for (const query of [ORDER, ORDER_PAYPAL, ORDER_STRIPE]) {
      const response = await api.gql(query, { id: id() }, { token: token() });
      expect(failure(response)).toEqual({ code: 'NOT_FOUND', message: 'Order not found.' });
      expect(response.data).toBeNull();
    }
  });
});
