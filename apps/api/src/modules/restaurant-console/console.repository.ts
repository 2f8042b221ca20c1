import type { OrderStatus, PaymentStatus } from '@food/domain';
import { and, desc, eq, gt, gte, inArray, notInArray, or, sql } from 'drizzle-orm';
import { foods, openingTimes, options, orders, restaurants } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

// The console's reads and writes. Orders reach the restaurant as cash orders at once and as card or
// PayPal orders once paid while still open (orders SDL placeOrder): `sentToRestaurant` is that rule in
// SQL, the same as isSentToRestaurant. A payment that came after the cancel leaves paidAmount 0
// (docs/payments.md "Refunds"): that order was never placed for the restaurant.

const PAID_STATUSES: PaymentStatus[] = ['PAID', 'REFUND_PENDING', 'REFUNDED'];
export const sentToRestaurant = or(
  eq(orders.paymentMethod, 'COD'),
  and(inArray(orders.paymentStatus, PAID_STATUSES), gt(orders.paidAmount, 0)),
);
const FINISHED: OrderStatus[] = ['DELIVERED', 'COMPLETED', 'CANCELLED'];
const BOARD_LIMIT = 300;

/** Ids for the board: unfinished orders of any day, and everything since `since`, newest first. */
export async function listBoardOrderIds(
  db: Db,
  { restaurantId, since }: { restaurantId: string; since: Date },
) {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.restaurantId, restaurantId),
        sentToRestaurant,
        or(gte(orders.createdAt, since), notInArray(orders.orderStatus, FINISHED)),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(BOARD_LIMIT);
  return rows.map((row) => row.id);
}

/** Today's counts and the minor-unit sum of what was not cancelled. */
export async function summarizeOrdersSince(
  db: Db,
  { restaurantId, since }: { restaurantId: string; since: Date },
) {
  const [row] = await db
    .select({
      orders: sql<number>`count(*)::int`,
      cancelled: sql<number>`count(*) filter (where ${orders.orderStatus} = 'CANCELLED')::int`,
      pending: sql<number>`count(*) filter (where ${orders.orderStatus} = 'PENDING')::int`,
      revenue: sql<number>`coalesce(sum(${orders.orderAmount}) filter (where ${orders.orderStatus} <> 'CANCELLED'), 0)::int`,
    })
    .from(orders)
    .where(and(eq(orders.restaurantId, restaurantId), sentToRestaurant, gte(orders.createdAt, since)));
  return row ?? { orders: 0, cancelled: 0, pending: 0, revenue: 0 };
}

export async function findRestaurantOfFood(db: Db, foodId: string) {
  const [row] = await db.select({ restaurantId: foods.restaurantId }).from(foods).where(eq(foods.id, foodId));
  return row?.restaurantId;
}

export async function findRestaurantOfOption(db: Db, optionId: string) {
  const [row] = await db
    .select({ restaurantId: options.restaurantId })
    .from(options)
    .where(eq(options.id, optionId));
  return row?.restaurantId;
}

export function updateFoodStock(db: Db, foodId: string, isOutOfStock: boolean) {
  return db.update(foods).set({ isOutOfStock }).where(eq(foods.id, foodId));
}

export function updateOptionStock(db: Db, optionId: string, isOutOfStock: boolean) {
  return db.update(options).set({ isOutOfStock }).where(eq(options.id, optionId));
}

export function updateAvailability(db: Db, restaurantId: string, isAvailable: boolean) {
  return db.update(restaurants).set({ isAvailable }).where(eq(restaurants.id, restaurantId));
}

export type OpeningWindowValues = {
  day: string;
  startHour: number;
  startMinute: number;
  endHour: number;
  endMinute: number;
};

/** The week's windows replaced in one transaction, so no reader sees a half-written week. */
export async function replaceOpeningTimes(db: Db, restaurantId: string, windows: OpeningWindowValues[]) {
  await db.transaction(async (tx) => {
    await tx.delete(openingTimes).where(eq(openingTimes.restaurantId, restaurantId));
    if (windows.length > 0)
      await tx.insert(openingTimes).values(windows.map((window) => ({ restaurantId, ...window })));
  });
}
