import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  configuration,
  orderItems,
  orders,
  payments,
  restaurants,
  reviews,
  riders,
  users,
} from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { isUuid } from '../../lib/ids.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** One order row by its uuid; undefined for an unknown or malformed id (never a database error). */
export async function findOrderRow(db: Db, id: string): Promise<OrderRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

/** The order a user created with one idempotency key (placeOrder replays). */
export async function findOrderByIdempotencyKey(
  db: Db,
  userId: string,
  idempotencyKey: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row;
}

/** A page of one user's order ids, newest first (uses orders_user_created_idx). */
export async function listUserOrderIds(
  db: Db,
  userId: string,
  { offset, limit }: { offset: number; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .offset(offset)
    .limit(limit);
  return rows.map((row) => row.id);
}

// ---- Everything an order view needs, one statement per table for any number of orders. ----

export async function findOrderRows(db: Db, ids: string[]): Promise<OrderRow[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  return db.select().from(orders).where(inArray(orders.id, valid));
}

export async function findItemsOfOrders(db: Db, orderIds: string[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.position), asc(orderItems.id));
}

export async function findRestaurantsOfOrders(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: restaurants.id,
      name: restaurants.name,
      image: restaurants.image,
      slug: restaurants.slug,
      address: restaurants.address,
      latitude: restaurants.latitude,
      longitude: restaurants.longitude,
    })
    .from(restaurants)
    .where(inArray(restaurants.id, ids));
}

export async function findUsersOfOrders(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(inArray(users.id, ids));
}

export async function findRidersOfOrders(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: riders.id, name: riders.name, latitude: riders.latitude, longitude: riders.longitude })
    .from(riders)
    .where(inArray(riders.id, ids));
}

export async function findReviewsOfOrders(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      id: reviews.id,
      orderId: reviews.orderId,
      rating: reviews.rating,
      description: reviews.description,
    })
    .from(reviews)
    .where(inArray(reviews.orderId, orderIds));
}

/**
 * Per order, the minor units of its attempts being refunded or refunded (docs/payments.md "Refunds"):
 * an order stays PAID while a second payment of it goes back, so its own status cannot tell.
 */
export async function findRefundsOfOrders(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: payments.orderId,
      status: payments.status,
      amount: sql<number>`sum(${payments.amount})::int`,
    })
    .from(payments)
    .where(and(inArray(payments.orderId, orderIds), inArray(payments.status, ['REFUND_PENDING', 'REFUNDED'])))
    .groupBy(payments.orderId, payments.status);
}

export async function findCurrencySymbol(db: Db): Promise<string | undefined> {
  const [row] = await db
    .select({ currencySymbol: configuration.currencySymbol })
    .from(configuration)
    .orderBy(asc(configuration.id))
    .limit(1);
  return row?.currencySymbol;
}

/** The customer's saved push-notification device, if any. */
export async function findNotificationToken(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ token: users.notificationToken })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.token ?? null;
}

/** The riders row of a RIDER account (who the viewer is on an order's `rider`), or null. */
export async function findRiderIdOfUser(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ id: riders.id }).from(riders).where(eq(riders.userId, userId)).limit(1);
  return row?.id ?? null;
}
