import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { ACTIVE_STATUSES, type OrderStatus } from '@food/domain';
import { orders, restaurants, riders } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

// Queries of the order lifecycle. Every status change is one guarded UPDATE (WHERE order_status =
// the status the operation read), so of two concurrent actors exactly one changes the row.

export type TrackedOrder = Awaited<ReturnType<typeof findTrackedOrder>>;

/** The order fields the lifecycle rules need, plus the restaurant's delivery time (minutes). */
export async function findTrackedOrder(db: Db, orderId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      orderId: orders.orderId,
      userId: orders.userId,
      restaurantId: orders.restaurantId,
      riderId: orders.riderId,
      orderStatus: orders.orderStatus,
      isPickedUp: orders.isPickedUp,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      orderAmount: orders.orderAmount,
      deliveryTime: restaurants.deliveryTime,
    })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

export type OrderChanges = Partial<typeof orders.$inferInsert>;

/**
 * Applies `changes` only while the order still has status `from` (and `extra` holds). Returns false
 * when another actor changed the order first.
 */
export async function updateOrderFrom(
  db: Db,
  {
    orderId,
    from,
    changes,
    extra,
  }: { orderId: string; from: OrderStatus; changes: OrderChanges; extra?: SQL },
): Promise<boolean> {
  const updated = await db
    .update(orders)
    .set(changes)
    .where(and(eq(orders.id, orderId), eq(orders.orderStatus, from), extra))
    .returning({ id: orders.id });
  return updated.length === 1;
}

export const riderIsUnassigned = () => isNull(orders.riderId);

/** The rider's deliveries under way. */
export const ON_DELIVERY_STATUSES = ['ASSIGNED', 'PICKED'] as const;

/**
 * Part of the assigning UPDATE's guard for a person: the rider is still online, checked in the same
 * statement so switching off cannot slip in between the check and the assignment.
 */
export function riderIsOnline(riderId: string): SQL {
  return sql`exists (select 1 from ${riders} where ${riders.id} = ${riderId} and ${riders.isOnline})`;
}

export async function riderHasActiveDelivery(db: Db, riderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.riderId, riderId), inArray(orders.orderStatus, [...ON_DELIVERY_STATUSES])))
    .limit(1);
  return row !== undefined;
}

/** Where an order is collected and delivered (null delivery for a pick-up order). */
export async function findOfferPlaces(db: Db, orderId: string) {
  const [row] = await db
    .select({
      latitude: restaurants.latitude,
      longitude: restaurants.longitude,
      zoneId: restaurants.zoneId,
    })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row
    ? { restaurant: { latitude: row.latitude, longitude: row.longitude }, zoneId: row.zoneId }
    : undefined;
}

export type RiderRow = typeof riders.$inferSelect;

export async function findRiderById(db: Db, riderId: string): Promise<RiderRow | undefined> {
  const [row] = await db.select().from(riders).where(eq(riders.id, riderId)).limit(1);
  return row;
}

export async function findRiderByUserId(db: Db, userId: string): Promise<RiderRow | undefined> {
  const [row] = await db.select().from(riders).where(eq(riders.userId, userId)).limit(1);
  return row;
}

export async function saveRiderLocation(
  db: Db,
  { riderId, latitude, longitude, now }: { riderId: string; latitude: number; longitude: number; now: Date },
): Promise<RiderRow | undefined> {
  const [row] = await db
    .update(riders)
    .set({ latitude, longitude, locationUpdatedAt: now })
    .where(eq(riders.id, riderId))
    .returning();
  return row;
}

/** True when `userId` is the customer of an order `riderId` is on; `activeOnly`: not yet finished. */
export async function customerHasOrderWithRider(
  db: Db,
  { userId, riderId, activeOnly }: { userId: string; riderId: string; activeOnly: boolean },
): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.riderId, riderId),
        activeOnly ? inArray(orders.orderStatus, [...ACTIVE_STATUSES]) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}
