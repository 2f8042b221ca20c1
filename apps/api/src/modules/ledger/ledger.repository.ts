import {
  haversineKm,
  percentToBasisPoints,
  type LedgerEvent,
  type OrderMoneyFacts,
  type VoucherFunder,
} from '@food/domain';
import { eq } from 'drizzle-orm';
import {
  configuration,
  couponRedemptions,
  coupons,
  ledgerEntries,
  ledgerTransactions,
  orders,
  restaurants,
} from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

// Writes of the ledger (docs/money.md). `Tx` is the transaction of the event that causes the entries,
// so they commit or roll back with it.
export type Tx = Pick<Db, 'select' | 'insert'>;

/**
 * Records one event once: its transaction row is keyed by `key`, so a second call for the same cause
 * (a replayed webhook, a retried refund, a step run twice) inserts nothing. True when recorded now.
 */
export async function insertLedgerEvent(
  tx: Tx,
  { key, event, currency, now }: { key: string; event: LedgerEvent; currency: string; now: Date },
): Promise<boolean> {
  const [row] = await tx
    .insert(ledgerTransactions)
    .values({ idempotencyKey: key, eventKind: event.kind, orderId: event.orderId, currency, createdAt: now })
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id });
  if (!row) return false;
  await tx.insert(ledgerEntries).values(
    event.lines.map((line) => ({
      transactionId: row.id,
      accountKind: line.account.kind,
      accountOwner: line.account.owner,
      amount: line.amount,
      currency,
      orderId: event.orderId,
      eventKind: event.kind,
      createdAt: now,
    })),
  );
  return true;
}

/** What splitting a delivered order needs, read inside the delivery's transaction. */
export async function loadOrderMoneyFacts(
  tx: Tx,
  orderId: string,
): Promise<{ facts: OrderMoneyFacts; currency: string; total: number } | null> {
  const [row] = await tx
    .select({
      restaurantId: orders.restaurantId,
      riderId: orders.riderId,
      isPickedUp: orders.isPickedUp,
      paymentMethod: orders.paymentMethod,
      currency: orders.currency,
      subtotal: orders.itemsSubtotal,
      discount: orders.discount,
      deliveryFee: orders.deliveryCharges,
      tax: orders.taxationAmount,
      tip: orders.tipping,
      total: orders.orderAmount,
      latitude: orders.deliveryLatitude,
      longitude: orders.deliveryLongitude,
      restaurantLatitude: restaurants.latitude,
      restaurantLongitude: restaurants.longitude,
      commissionRate: restaurants.commissionRate,
      fundedBy: coupons.fundedBy,
    })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .leftJoin(couponRedemptions, eq(couponRedemptions.orderId, orders.id))
    .leftJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) return null;
  const [settings] = await tx
    .select({
      defaultCommissionBp: configuration.defaultCommissionBp,
      perDelivery: configuration.riderFeePerDelivery,
      perKm: configuration.riderFeePerKm,
    })
    .from(configuration)
    .limit(1);
  const riderId = row.isPickedUp ? null : row.riderId;
  const located = row.latitude !== null && row.longitude !== null;
  const distanceKm =
    riderId !== null && located
      ? haversineKm(
          { latitude: row.restaurantLatitude, longitude: row.restaurantLongitude },
          { latitude: row.latitude!, longitude: row.longitude! },
        )
      : 0;
  const facts: OrderMoneyFacts = {
    orderId,
    restaurantId: row.restaurantId,
    riderId,
    paymentMethod: row.paymentMethod,
    subtotal: row.subtotal,
    discount: row.discount,
    // A discount without a redemption row (none today) is the platform's, as vouchers default to.
    voucherFundedBy: row.discount > 0 ? ((row.fundedBy as VoucherFunder | null) ?? 'PLATFORM') : null,
    deliveryFee: row.deliveryFee,
    tax: row.tax,
    tip: row.tip,
    commissionBp:
      row.commissionRate !== null
        ? percentToBasisPoints(row.commissionRate)
        : (settings?.defaultCommissionBp ?? 0),
    riderFee: { perDelivery: settings?.perDelivery ?? 0, perKm: settings?.perKm ?? 0 },
    distanceKm,
  };
  return { facts, currency: row.currency, total: row.total };
}
