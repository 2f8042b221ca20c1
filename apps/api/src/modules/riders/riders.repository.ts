import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { orderItems, orders, restaurants, riders, users } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { ON_DELIVERY_STATUSES } from '../tracking/tracking.repository.ts';

// Reads and the one write of the rider app. Order changes go through the tracking operations.

/** Where a rider collects an order: selected beside the order's own columns. */
const RESTAURANT_PLACE = {
  restaurantName: restaurants.name,
  restaurantAddress: restaurants.address,
  restaurantLatitude: restaurants.latitude,
  restaurantLongitude: restaurants.longitude,
};

export async function saveRiderOnline(db: Db, { riderId, online }: { riderId: string; online: boolean }) {
  await db.update(riders).set({ isOnline: online }).where(eq(riders.id, riderId));
}

/** Orders a rider could take inside a latitude/longitude box (the caller keeps those within reach). */
export async function listOfferRows(
  db: Db,
  box: { south: number; north: number; west: number; east: number },
  /** A rider's zone: only its restaurants' orders (null: any restaurant, as before zones). */
  zoneId: string | null = null,
) {
  return db
    .select({
      id: orders.id,
      orderId: orders.orderId,
      currency: orders.currency,
      deliveryCharges: orders.deliveryCharges,
      tipping: orders.tipping,
      preparationTime: orders.preparationTime,
      deliveryLatitude: orders.deliveryLatitude,
      deliveryLongitude: orders.deliveryLongitude,
      ...RESTAURANT_PLACE,
    })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(
      and(
        eq(orders.orderStatus, 'ACCEPTED'),
        eq(orders.isPickedUp, false),
        isNull(orders.riderId),
        gte(restaurants.latitude, box.south),
        lte(restaurants.latitude, box.north),
        gte(restaurants.longitude, box.west),
        lte(restaurants.longitude, box.east),
        zoneId === null ? undefined : eq(restaurants.zoneId, zoneId),
      ),
    )
    .orderBy(orders.acceptedAt)
    .limit(200);
}

export type OfferRow = Awaited<ReturnType<typeof listOfferRows>>[number];

/** The rider's delivery under way, with what the rider needs to ride it. */
export async function findActiveDeliveryRow(db: Db, riderId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      orderId: orders.orderId,
      orderStatus: orders.orderStatus,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      orderAmount: orders.orderAmount,
      currency: orders.currency,
      preparationTime: orders.preparationTime,
      deliveryAddress: orders.deliveryAddress,
      deliveryDetails: orders.deliveryDetails,
      deliveryLatitude: orders.deliveryLatitude,
      deliveryLongitude: orders.deliveryLongitude,
      ...RESTAURANT_PLACE,
      customerId: users.id,
      customerName: users.name,
      customerPhone: users.phone,
      itemCount: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
    })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.riderId, riderId), inArray(orders.orderStatus, [...ON_DELIVERY_STATUSES])))
    .orderBy(orders.assignedAt)
    .limit(1);
  return row;
}

export type ActiveDeliveryRow = NonNullable<Awaited<ReturnType<typeof findActiveDeliveryRow>>>;
