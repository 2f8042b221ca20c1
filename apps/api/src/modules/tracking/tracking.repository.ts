import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { ACTIVE_STATUSES, type OrderEventActorRole, type OrderStatus } from '@food/domain';
import { orderEvents, orders, restaurants, riders } from '../../db/schema/index.ts';
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

/** The history rows a status change writes (order_events): one per status entered, in order. */
export type OrderEventValues = {
  path: OrderStatus[];
  at: Date;
  actorId: string | null;
  actorRole: OrderEventActorRole;
  note?: string | null;
};

/**
 * Applies `changes` only while the order still has status `from` (and `extra` holds), and writes the
 * history row in the same statement (a CTE): no history without the change, no change without its
 * history, still one round trip. Returns false when another actor changed the order first.
 */
export async function updateOrderFrom(
  db: Db,
  {
    orderId,
    from,
    changes,
    extra,
    event,
  }: { orderId: string; from: OrderStatus; changes: OrderChanges; extra?: SQL; event: OrderEventValues },
): Promise<boolean> {
  const update = db
    .update(orders)
    .set(changes)
    .where(and(eq(orders.id, orderId), eq(orders.orderStatus, from), extra))
    .returning({ id: orders.id });
  const steps = sql.join(
    event.path.map((status, step) => sql`(${status}, ${step})`),
    sql`, `,
  );
  const statement = sql`with "changed" as (${update.getSQL()})
    insert into ${orderEvents} ("order_id", "status", "at", "actor_id", "actor_role", "note")
    select "changed"."id", "step"."status", ${event.at.toISOString()}::timestamptz, ${event.actorId}::uuid,
      ${event.actorRole}, ${event.note ?? null}
    from "changed" cross join (values ${steps}) as "step" ("status", "position")
    order by "step"."position"
    returning "order_id"`;
  // Both drivers answer with { rows }; Db's shared type leaves the result untyped.
  const result = (await db.execute(statement)) as { rows: unknown[] };
  return result.rows.length > 0;
}

export const riderIsUnassigned = () => isNull(orders.riderId);

/** The rider's deliveries under way. */
export const ON_DELIVERY_STATUSES = ['ASSIGNED', 'PICKED'] as const;

/**
 * Part of the assigning UPDATE's guard for a person: the rider is still online, checked in the same
 * statement so switching off cannot slip in between the check and the assignment.
 */
export function riderIsOnline(riderId: string): SQL {
  return sql`exists (select 1 from ${riders} where ${riders.id} = ${riderId} and ${riders.isOnline} and ${riders.suspendedAt} is null)`;
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
