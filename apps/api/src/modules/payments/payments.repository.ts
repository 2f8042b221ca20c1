import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { orders, paymentEvents, payments, restaurants, users } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

// Queries of the payments module. `Tx` accepts a transaction as well as the database.
type Tx = Pick<Db, 'select' | 'insert' | 'update'>;

export type PayableOrder = {
  id: string;
  orderNumber: string;
  userId: string;
  paymentMethod: string;
  paymentStatus: string;
  orderStatus: string;
  orderAmount: number;
  currency: string;
  restaurantName: string;
  customerEmail: string | null;
};

export async function findPayableOrder(db: Tx, id: string): Promise<PayableOrder | null> {
  const [row] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderId,
      userId: orders.userId,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      orderStatus: orders.orderStatus,
      orderAmount: orders.orderAmount,
      currency: orders.currency,
      restaurantName: restaurants.name,
      customerEmail: users.email,
    })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id))
    .limit(1);
  return row ? { ...row, customerEmail: row.customerEmail || null } : null;
}

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(
  db: Tx,
  values: { orderId: string; provider: string; providerRef: string; amount: number; currency: string },
): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function findPaymentByRef(db: Tx, provider: string, providerRef: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

export async function setPaymentStatus(db: Tx, id: string, status: string, now: Date) {
  await db.update(payments).set({ status, updatedAt: now }).where(eq(payments.id, id));
}

/** Records a provider event id; false when it was recorded before (a redelivered webhook). */
export async function recordEventOnce(db: Tx, provider: string, eventId: string): Promise<boolean> {
  const inserted = await db
    .insert(paymentEvents)
    .values({ provider, eventId })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

/**
 * PENDING/FAILED → PAID with paidAmount = orderAmount. Conditional, so of two concurrent confirmations
 * only one sees a row come back (and only that one announces the payment).
 */
export async function markOrderRowPaid(db: Tx, orderId: string) {
  const [row] = await db
    .update(orders)
    .set({ paymentStatus: 'PAID', paidAmount: sql`${orders.orderAmount}` })
    .where(
      and(eq(orders.id, orderId), ne(orders.paymentStatus, 'PAID'), ne(orders.paymentStatus, 'REFUNDED')),
    )
    .returning({ userId: orders.userId, orderStatus: orders.orderStatus });
  return row ?? null;
}

/** PENDING → FAILED only: a paid (or refunded) order is never marked failed afterwards. */
export async function markOrderRowFailed(db: Tx, orderId: string) {
  const [row] = await db
    .update(orders)
    .set({ paymentStatus: 'FAILED' })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'PENDING')))
    .returning({ userId: orders.userId });
  return row ?? null;
}

/** A new attempt after a failed one: FAILED → PENDING (never touches a paid order). */
export async function reopenFailedPayment(db: Tx, orderId: string) {
  await db
    .update(orders)
    .set({ paymentStatus: 'PENDING' })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'FAILED')));
}
