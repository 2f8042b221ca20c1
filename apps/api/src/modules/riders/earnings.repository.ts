import { and, desc, eq, gte, inArray, sql, sum } from 'drizzle-orm';
import { ledgerEntries, orders, restaurants } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

// Reads of a rider's earnings (docs/rider-app.md#earnings): the deliveries from the orders, what they
// earned from the rider's own ledger account, never from the orders' figures.

/**
 * The rider's deliveries since `since`, newest first, each with the fee and tip its RIDER_PAYABLE
 * account was credited (credits are negative in the ledger; returned as positive minor units).
 */
export async function listRiderDeliveries(db: Db, { riderId, since }: { riderId: string; since: Date }) {
  const credited = (kind: 'RIDER_FEE' | 'TIP') =>
    sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.eventKind} = ${kind}), 0)`;
  const rows = await db
    .select({
      id: orders.id,
      orderId: orders.orderId,
      deliveredAt: orders.deliveredAt,
      restaurantName: restaurants.name,
      fee: credited('RIDER_FEE'),
      tip: credited('TIP'),
    })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .leftJoin(
      ledgerEntries,
      and(
        eq(ledgerEntries.orderId, orders.id),
        eq(ledgerEntries.accountKind, 'RIDER_PAYABLE'),
        eq(ledgerEntries.accountOwner, riderId),
        inArray(ledgerEntries.eventKind, ['RIDER_FEE', 'TIP']),
      ),
    )
    .where(
      and(
        eq(orders.riderId, riderId),
        eq(orders.isPickedUp, false),
        inArray(orders.orderStatus, ['DELIVERED', 'COMPLETED']),
        gte(orders.deliveredAt, since),
      ),
    )
    .groupBy(orders.id, restaurants.name)
    .orderBy(desc(orders.deliveredAt), desc(orders.id));
  // sums of integers come back as decimal strings; the amounts are whole minor units.
  return rows.map((row) => ({
    ...row,
    deliveredAt: row.deliveredAt!,
    fee: Number(row.fee),
    tip: Number(row.tip),
  }));
}

/** Cash the rider took at the door and has not handed in (their RIDER_CASH balance), in `currency`. */
export async function findRiderCashHeld(
  db: Db,
  { riderId, currency }: { riderId: string; currency: string },
) {
  const [row] = await db
    .select({ balance: sum(ledgerEntries.amount) })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.accountKind, 'RIDER_CASH'),
        eq(ledgerEntries.accountOwner, riderId),
        eq(ledgerEntries.currency, currency),
      ),
    );
  return Number(row?.balance ?? 0);
}
