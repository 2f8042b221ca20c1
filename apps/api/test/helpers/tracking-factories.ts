import * as t from '../../src/db/schema/index.ts';
import type { Db } from '../../src/db/types.ts';
import { createConfiguration, createRestaurant, createUser, ORIGIN } from './factories.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';
import { createTestApp, sessionTokenFor, type TestApp } from './test-server.ts';

// Fixtures for the order lifecycle, chat, review and subscription tests: orders are inserted
// directly (any status), users of each role come with a session token.

let counter = 0;
const next = () => ++counter;

export type UserRow = typeof t.users.$inferSelect;
export type OrderRow = typeof t.orders.$inferSelect;

/** A token the test server accepts (signed with the test secret, valid for years of test clock). */
export async function tokenFor(user: Pick<UserRow, 'id' | 'tokenVersion'>): Promise<string> {
  return sessionTokenFor(user, { now: new Date('2024-01-01T00:00:00Z'), ttlSeconds: 20 * 365 * 86_400 });
}

export async function createCustomer(db: Db, values: Partial<typeof t.users.$inferInsert> = {}) {
  const user = await createUser(db, { name: `Customer ${next()}`, role: 'CUSTOMER', ...values });
  return { user, token: await tokenFor(user) };
}

export async function createRestaurantUser(db: Db, restaurantId: string) {
  const user = await createUser(db, { name: `Manager ${next()}`, role: 'RESTAURANT', restaurantId });
  return { user, token: await tokenFor(user) };
}

export async function createRider(db: Db, values: Partial<typeof t.riders.$inferInsert> = {}) {
  const user = await createUser(db, { name: `Rider ${next()}`, role: 'RIDER' });
  const [rider] = await db
    .insert(t.riders)
    // Online at the test restaurants' spot, as the rider app leaves a rider who can take offers.
    .values({ userId: user.id, name: user.name, isOnline: true, ...ORIGIN, ...values })
    .returning();
  return { user, rider: rider!, token: await tokenFor(user) };
}

/** An order row as placeOrder would leave it, in any status (default a PENDING COD delivery). */
export async function createOrder(
  db: Db,
  values: { userId: string; restaurantId: string } & Partial<typeof t.orders.$inferInsert>,
): Promise<OrderRow> {
  const n = next();
  const [row] = await db
    .insert(t.orders)
    .values({
      orderId: `TST-${n}`,
      idempotencyKey: `key-${n}-${Math.random().toString(36).slice(2)}`,
      deliveryAddress: 'House 1, Street 2, Islamabad',
      deliveryLatitude: 33.71,
      deliveryLongitude: 73.01,
      paymentMethod: 'COD',
      currency: 'USD',
      itemsSubtotal: 2000,
      deliveryCharges: 300,
      taxationAmount: 230,
      orderAmount: 2530,
      orderDate: new Date('2025-06-04T11:55:00Z'),
      createdAt: new Date('2025-06-04T11:55:00Z'),
      ...values,
    })
    .returning();
  return row!;
}

/**
 * A small world: configuration, a restaurant (delivery time 30 min) with its manager, another
 * restaurant's manager, two customers and two riders.
 */
export async function createTrackingWorld(db: Db) {
  await createConfiguration(db);
  const restaurant = await createRestaurant(db, { deliveryTime: 30 });
  const otherRestaurant = await createRestaurant(db);
  return {
    restaurant,
    manager: await createRestaurantUser(db, restaurant.id),
    otherManager: await createRestaurantUser(db, otherRestaurant.id),
    customer: await createCustomer(db),
    otherCustomer: await createCustomer(db),
    rider: await createRider(db),
    otherRider: await createRider(db),
  };
}

export type TrackingWorld = Awaited<ReturnType<typeof createTrackingWorld>>;

/** An order of the world's customer at the world's restaurant, in any status. */
export const createWorldOrder = (
  db: Db,
  world: TrackingWorld,
  values: Partial<typeof t.orders.$inferInsert> = {},
): Promise<OrderRow> =>
  createOrder(db, { userId: world.customer.user.id, restaurantId: world.restaurant.id, ...values });

/**
 * What most tracking test files start from: a fresh database holding the tracking world, and the real
 * server on it (its clock at `now`, default the test server's).
 */
export async function startTrackingSuite({ now }: { now?: Date } = {}) {
  const database = await createTestDatabase();
  const world = await createTrackingWorld(database.db);
  const api = await createTestApp({ db: database.db, now });
  return { database, world, api };
}

export async function stopTrackingSuite({ api, database }: { api: TestApp; database: TestDatabase }) {
  await api.app.close();
  await database.close();
}

export const ORDER_FIELDS = `_id orderId orderStatus paymentStatus paidAmount reason cancelledBy acceptedAt assignedAt
  pickedAt deliveredAt cancelledAt preparationTime completionTime rider { _id name } review { _id rating description }`;
