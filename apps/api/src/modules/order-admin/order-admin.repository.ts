import type { OrderStatus } from '@food/domain';
import { and, asc, count, desc, eq, gte, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { orderEvents, orders, payments, restaurants, riders, users, zones } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

// Queries of the orders back office (docs/admin.md "Orders"). Reads only: changes go through the
// tracking module's guarded updates.

export type AdminOrderFilters = {
  search?: string;
  status?: OrderStatus;
  restaurantId?: string;
  from?: Date;
  to?: Date;
  needsRider?: boolean;
};

/** `%…%` for ILIKE with the user's own % and _ taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * An accepted delivery order without a rider since before `cutoff` (now minus the alert minutes).
 * Computed in SQL so the list can sort and filter on it.
 */
function needsRiderSql(cutoff: Date): SQL<boolean> {
  return sql<boolean>`(${orders.orderStatus} = 'ACCEPTED' and not ${orders.isPickedUp} and ${orders.riderId} is null and ${orders.acceptedAt} <= ${cutoff.toISOString()}::timestamptz)`;
}

function where(filters: AdminOrderFilters, cutoff: Date): SQL | undefined {
  const term = filters.search?.trim();
  return and(
    term
      ? or(
          ilike(orders.orderId, contains(term)),
          ilike(users.name, contains(term)),
          ilike(users.email, contains(term)),
          ilike(restaurants.name, contains(term)),
        )
      : undefined,
    filters.status ? eq(orders.orderStatus, filters.status) : undefined,
    filters.restaurantId ? eq(orders.restaurantId, filters.restaurantId) : undefined,
    filters.from ? gte(orders.createdAt, filters.from) : undefined,
    filters.to ? lt(orders.createdAt, filters.to) : undefined,
    filters.needsRider ? needsRiderSql(cutoff) : undefined,
  );
}

/** One page of matching orders (flagged ones first, then newest) and how many match in all. */
export async function listAdminOrders(
  db: Db,
  {
    filters,
    cutoff,
    limit,
    offset,
  }: { filters: AdminOrderFilters; cutoff: Date; limit: number; offset: number },
) {
  const needsRider = needsRiderSql(cutoff);
  const condition = where(filters, cutoff);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderId: orders.orderId,
        orderStatus: orders.orderStatus,
        paymentMethod: orders.paymentMethod,
        paymentStatus: orders.paymentStatus,
        isPickedUp: orders.isPickedUp,
        orderAmount: orders.orderAmount,
        currency: orders.currency,
        createdAt: orders.createdAt,
        restaurantId: orders.restaurantId,
        restaurantName: restaurants.name,
        customerName: users.name,
        customerEmail: users.email,
        riderName: riders.name,
        needsRider,
      })
      .from(orders)
      .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(riders, eq(riders.id, orders.riderId))
      .where(condition)
      .orderBy(desc(needsRider), desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(orders)
      .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(condition),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The order with its restaurant, customer and rider (null when unknown). */
export async function findAdminOrder(db: Db, id: string, cutoff: Date) {
  const [row] = await db
    .select({
      order: orders,
      restaurantName: restaurants.name,
      customer: { id: users.id, name: users.name, email: users.email, phone: users.phone },
      rider: { id: riders.id, name: riders.name, isOnline: riders.isOnline },
      riderZone: zones.title,
      needsRider: needsRiderSql(cutoff),
    })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(riders, eq(riders.id, orders.riderId))
    .leftJoin(zones, eq(zones.id, riders.zoneId))
    .where(eq(orders.id, id))
    .limit(1);
  return row;
}

const actors = alias(users, 'actors');

/** The order's history, oldest first, with each actor's name. */
export function findOrderHistory(db: Db, orderId: string) {
  return db
    .select({
      status: orderEvents.status,
      at: orderEvents.at,
      actorRole: orderEvents.actorRole,
      actorName: actors.name,
      note: orderEvents.note,
    })
    .from(orderEvents)
    .leftJoin(actors, eq(actors.id, orderEvents.actorId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
}

export function findOrderPayments(db: Db, orderId: string) {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt));
}

/** Riders one may assign by hand: online and not suspended, by name. */
export function listAssignableRiders(db: Db) {
  return db
    .select({ id: riders.id, name: riders.name, isOnline: riders.isOnline, zoneName: zones.title })
    .from(riders)
    .leftJoin(zones, eq(zones.id, riders.zoneId))
    .where(and(eq(riders.isOnline, true), isNull(riders.suspendedAt)))
    .orderBy(asc(riders.name), asc(riders.id));
}

export async function findRiderForAssignment(db: Db, riderId: string) {
  const [row] = await db
    .select({ id: riders.id, name: riders.name, suspendedAt: riders.suspendedAt })
    .from(riders)
    .where(eq(riders.id, riderId))
    .limit(1);
  return row;
}
