import { and, count, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { orderItems, orders, reviews, users } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { sentToRestaurant } from '../restaurant-console/console.repository.ts';
import type { HistoryFilter } from './history-filter.ts';

// The history's reads. Local dates are compared in SQL in the restaurant's zone ("at time zone"), with
// a coarse UTC bound a day wider on each side so the (restaurant_id, created_at) index still narrows it.

const DAY_MS = 24 * 60 * 60_000;
const localDay = (timeZone: string) => sql`(${orders.createdAt} at time zone ${timeZone})::date`;

function historyWhere(filter: HistoryFilter): SQL {
  const day = localDay(filter.timeZone);
  const conditions: (SQL | undefined)[] = [eq(orders.restaurantId, filter.restaurantId), sentToRestaurant];
  if (filter.from) {
    conditions.push(gte(orders.createdAt, new Date(Date.parse(`${filter.from}T00:00:00Z`) - DAY_MS)));
    conditions.push(sql`${day} >= ${filter.from}::date`);
  }
  if (filter.to) {
    conditions.push(lt(orders.createdAt, new Date(Date.parse(`${filter.to}T00:00:00Z`) + 2 * DAY_MS)));
    conditions.push(sql`${day} <= ${filter.to}::date`);
  }
  if (filter.status) conditions.push(eq(orders.orderStatus, filter.status));
  if (filter.paymentMethod) conditions.push(eq(orders.paymentMethod, filter.paymentMethod));
  return and(...conditions)!;
}

export async function listHistoryIds(db: Db, filter: HistoryFilter, page: { limit: number; offset: number }) {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(historyWhere(filter))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => row.id);
}

export async function countHistory(db: Db, filter: HistoryFilter) {
  const [row] = await db.select({ total: count() }).from(orders).where(historyWhere(filter));
  return row?.total ?? 0;
}

/** Rows for the CSV: order columns only (no customer), newest first. */
export function listHistoryRows(db: Db, filter: HistoryFilter, limit: number) {
  return db
    .select({
      id: orders.id,
      orderId: orders.orderId,
      createdAt: orders.createdAt,
      orderStatus: orders.orderStatus,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      isPickedUp: orders.isPickedUp,
      currency: orders.currency,
      itemsSubtotal: orders.itemsSubtotal,
      discount: orders.discount,
      deliveryCharges: orders.deliveryCharges,
      taxationAmount: orders.taxationAmount,
      tipping: orders.tipping,
      orderAmount: orders.orderAmount,
    })
    .from(orders)
    .where(historyWhere(filter))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

export function listItemsOf(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: orderItems.orderId,
      title: orderItems.title,
      variationTitle: orderItems.variationTitle,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(orderItems.position);
}

/** Per local day or ISO week (Monday): counts and the minor-unit sum of what was not cancelled. */
export function reportFigures(db: Db, filter: HistoryFilter, period: 'DAY' | 'WEEK') {
  const bucket = bucketOf(filter.timeZone, period);
  return (
    db
      .select({
        start: sql<string>`to_char(${bucket}, 'YYYY-MM-DD')`,
        orders: sql<number>`count(*)::int`,
        cancelled: sql<number>`(count(*) filter (where ${orders.orderStatus} = 'CANCELLED'))::int`,
        revenue: sql<number>`(coalesce(sum(${orders.orderAmount}) filter (where ${orders.orderStatus} <> 'CANCELLED'), 0))::int`,
      })
      .from(orders)
      .where(historyWhere(filter))
      // By position: the zone is a bound parameter, so the expression repeated would not match itself.
      .groupBy(sql`1`)
      .orderBy(sql`1`)
  );
}

/** Quantities per bucket and item title, orders not cancelled; the caller keeps the top five. */
export function reportItems(db: Db, filter: HistoryFilter, period: 'DAY' | 'WEEK') {
  const bucket = bucketOf(filter.timeZone, period);
  return db
    .select({
      start: sql<string>`to_char(${bucket}, 'YYYY-MM-DD')`,
      title: orderItems.title,
      quantity: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(historyWhere(filter), sql`${orders.orderStatus} <> 'CANCELLED'`))
    .groupBy(sql`1`, orderItems.title);
}

function bucketOf(timeZone: string, period: 'DAY' | 'WEEK') {
  const local = sql`(${orders.createdAt} at time zone ${timeZone})`;
  return period === 'DAY' ? sql`(${local})::date` : sql`(date_trunc('week', ${local}))::date`;
}

/** A review as the console shows it, with its author's name (join users on reviews.user_id). */
const REVIEW_WITH_USER = {
  id: reviews.id,
  orderId: reviews.orderId,
  restaurantId: reviews.restaurantId,
  userId: reviews.userId,
  rating: reviews.rating,
  description: reviews.description,
  createdAt: reviews.createdAt,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  repliedBy: reviews.repliedBy,
  userName: users.name,
};

export async function listRestaurantReviews(
  db: Db,
  restaurantId: string,
  page: { limit: number; offset: number },
) {
  const [rows, [total]] = await Promise.all([
    db
      .select(REVIEW_WITH_USER)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(eq(reviews.restaurantId, restaurantId))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(reviews).where(eq(reviews.restaurantId, restaurantId)),
  ]);
  return { rows, totalCount: total?.total ?? 0 };
}

export async function findReviewRestaurant(db: Db, reviewId: string) {
  const [row] = await db
    .select({ restaurantId: reviews.restaurantId, reply: reviews.reply })
    .from(reviews)
    .where(eq(reviews.id, reviewId));
  return row;
}

/** Sets the reply only when there is none yet, so two replies at once leave exactly one. */
export async function setReviewReply(
  db: Db,
  { reviewId, text, userId, now }: { reviewId: string; text: string; userId: string; now: Date },
) {
  const [row] = await db
    .update(reviews)
    .set({ reply: text, repliedAt: now, repliedBy: userId })
    .where(and(eq(reviews.id, reviewId), isNull(reviews.reply)))
    .returning({ id: reviews.id });
  return row !== undefined;
}

export async function findReviewWithUser(db: Db, reviewId: string) {
  const [row] = await db
    .select(REVIEW_WITH_USER)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, reviewId));
  return row;
}
