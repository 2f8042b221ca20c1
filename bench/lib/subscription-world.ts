// The rows bench/subscriptions.ts needs, inserted straight into the database: a restaurant with its
// manager, customers with session tokens, and PENDING cash orders (as placeOrder leaves them).
import type { Db } from '../../apps/api/src/db/types.ts';
import * as t from '../../apps/api/src/db/schema/index.ts';
import { signSessionToken } from '../../apps/api/src/modules/auth/session-token.ts';

export type Person = { id: string; token: string };

async function tokenFor(secret: string, user: { id: string; tokenVersion: string }): Promise<string> {
  const { token } = await signSessionToken({
    userId: user.id,
    tokenVersion: user.tokenVersion,
    secret,
    ttlSeconds: 86_400,
    now: new Date(),
  });
  return token;
}

export async function createWorld(db: Db, { secret, customers }: { secret: string; customers: number }) {
  await db
    .insert(t.configuration)
    .values({ currency: 'USD', currencySymbol: '$', deliveryRate: 150, costType: 'perKM' });
  const [restaurant] = await db
    .insert(t.restaurants)
    .values({
      name: 'Bench Kitchen',
      slug: 'bench-kitchen',
      image: '/images/restaurants/bench.jpg',
      address: 'Jinnah Avenue, Islamabad',
      latitude: 33.7,
      longitude: 73.0,
      orderPrefix: 'BEN',
      deliveryTime: 30,
      timeZone: 'Asia/Karachi',
    })
    .returning();
  const [manager] = await db
    .insert(t.users)
    .values({
      name: 'Bench Manager',
      email: 'manager@bench.test',
      role: 'RESTAURANT',
      restaurantId: restaurant!.id,
    })
    .returning();
  const rows = await db
    .insert(t.users)
    .values(
      Array.from({ length: customers }, (_, i) => ({
        name: `Customer ${i + 1}`,
        email: `customer${i + 1}@bench.test`,
        emailIsVerified: true,
      })),
    )
    .returning({ id: t.users.id, tokenVersion: t.users.tokenVersion });
  return {
    restaurantId: restaurant!.id,
    managerToken: await tokenFor(secret, manager!),
    customers: await Promise.all(
      rows.map(async (row) => ({ id: row.id, token: await tokenFor(secret, row) })),
    ),
  };
}

let sequence = 0;

/** One PENDING cash delivery order for each customer. */
export async function createOrders(
  db: Db,
  { restaurantId, customers }: { restaurantId: string; customers: Person[] },
): Promise<string[]> {
  const now = new Date();
  const rows = await db
    .insert(t.orders)
    .values(
      customers.map((customer) => {
        const n = ++sequence;
        return {
          orderId: `BEN-${n}`,
          restaurantId,
          userId: customer.id,
          idempotencyKey: `bench-${n}`,
          deliveryAddress: 'House 1, Street 2, Islamabad',
          deliveryLatitude: 33.71,
          deliveryLongitude: 73.01,
          paymentMethod: 'COD' as const,
          currency: 'USD',
          itemsSubtotal: 2000,
          deliveryCharges: 300,
          taxationAmount: 230,
          orderAmount: 2530,
          orderDate: now,
          createdAt: now,
        };
      }),
    )
    .returning({ id: t.orders.id });
  return rows.map((row) => row.id);
}
