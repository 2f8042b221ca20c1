import { ACTIVE_STATUSES } from '@food/domain';
import { and, eq, inArray, isNull, notExists, or } from 'drizzle-orm';
import { chatMessages, orders, restaurants, riders, users } from '../db/schema/index.ts';
import type { Db } from '../db/types.ts';

// The reads the demo dispatcher needs to decide its next step, and the riders' availability (the rider
// app's own switch, which no lifecycle operation owns). Every order change goes through the operations.

/** A card or PayPal order is the restaurant's business only once paid (orders SDL placeOrder). */
const reachedRestaurant = or(eq(orders.paymentMethod, 'COD'), eq(orders.paymentStatus, 'PAID'));

/** Ids of unfinished orders the restaurant may act on, oldest first (the periodic scan). */
export async function listDispatchableOrderIds(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.orderStatus, [...ACTIVE_STATUSES]), reachedRestaurant))
    .orderBy(orders.createdAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

export type DispatchOrder = NonNullable<Awaited<ReturnType<typeof findDispatchOrder>>>;

export async function findDispatchOrder(db: Db, orderId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      restaurantId: orders.restaurantId,
      riderId: orders.riderId,
      orderStatus: orders.orderStatus,
      isPickedUp: orders.isPickedUp,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      orderDate: orders.orderDate,
      acceptedAt: orders.acceptedAt,
      preparationTime: orders.preparationTime,
      deliveryLatitude: orders.deliveryLatitude,
      deliveryLongitude: orders.deliveryLongitude,
      restaurantName: restaurants.name,
      restaurantLatitude: restaurants.latitude,
      restaurantLongitude: restaurants.longitude,
      customerName: users.name,
    })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}

export type DispatchRider = typeof riders.$inferSelect;

export async function findRider(db: Db, riderId: string): Promise<DispatchRider | undefined> {
  const [row] = await db.select().from(riders).where(eq(riders.id, riderId)).limit(1);
  return row;
}

/**
 * Free riders the dispatcher may play: not those online in the rider app (a person drives them), nor
 * suspended ones (docs/admin.md "Riders").
 */
export async function listAvailableRiders(db: Db): Promise<DispatchRider[]> {
  return db
    .select()
    .from(riders)
    .where(and(eq(riders.isAvailable, true), eq(riders.isOnline, false), isNull(riders.suspendedAt)));
}

/** Marks the rider busy; false when someone else claimed them first. */
export async function claimRider(db: Db, riderId: string): Promise<boolean> {
  const rows = await db
    .update(riders)
    .set({ isAvailable: false })
    .where(and(eq(riders.id, riderId), eq(riders.isAvailable, true), eq(riders.isOnline, false)))
    .returning({ id: riders.id });
  return rows.length === 1;
}

export async function releaseRider(db: Db, riderId: string): Promise<void> {
  await db.update(riders).set({ isAvailable: true }).where(eq(riders.id, riderId));
}

/** On start: riders left busy by a stopped dispatcher although no unfinished order is theirs. */
export async function releaseIdleRiders(db: Db): Promise<void> {
  await db
    .update(riders)
    .set({ isAvailable: true })
    .where(
      and(
        eq(riders.isAvailable, false),
        notExists(
          db
            .select({ id: orders.id })
            .from(orders)
            .where(and(eq(orders.riderId, riders.id), inArray(orders.orderStatus, [...ACTIVE_STATUSES]))),
        ),
      ),
    );
}

export async function findChatSender(db: Db, messageId: string): Promise<string | null | undefined> {
  const [row] = await db
    .select({ senderId: chatMessages.senderId })
    .from(chatMessages)
    .where(eq(chatMessages.id, messageId))
    .limit(1);
  return row ? row.senderId : undefined;
}
