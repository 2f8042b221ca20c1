import {
  attemptStatusesBefore,
  paymentStatusesBefore,
  type OrderStatus,
  type PaymentAttemptStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@food/domain';
import { and, asc, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { orders, paymentEvents, payments, restaurants, users } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

// Queries of the payments module. `Tx` accepts a transaction as well as the database.
type Tx = Pick<Db, 'select' | 'insert' | 'update'>;

export type PayableOrder = {
  id: string;
  orderNumber: string;
  userId: string;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  orderStatus: OrderStatus;
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
  return row
    ? { ...row, paymentMethod: row.paymentMethod as PaymentMethod, customerEmail: row.customerEmail || null }
    : null;
}

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(
  db: Tx,
  {
    now,
    ...values
  }: {
    orderId: string;
    provider: string;
    providerRef: string;
    amount: number;
    currency: string;
    /** When the attempt started; absent: the database's clock. */
    now?: Date;
  },
): Promise<PaymentRow> {
  const at = now ? { createdAt: now, updatedAt: now } : {};
  const [row] = await db
    .insert(payments)
    .values({ ...values, ...at })
    .returning();
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

/**
 * Moves one attempt to `to`, only from a status packages/domain allows before it (a guarded UPDATE:
 * of two concurrent verdicts one wins). Returns the row as it is now, or null when it was elsewhere.
 */
export async function moveAttempt(
  db: Tx,
  id: string,
  to: PaymentAttemptStatus,
  now: Date,
  changes: Pick<Partial<PaymentRow>, 'captureRef' | 'refundRef'> = {},
): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({ ...changes, status: to, updatedAt: now })
    .where(and(eq(payments.id, id), inArray(payments.status, attemptStatusesBefore(to))))
    .returning();
  return row ?? null;
}

/** The same for the order's paymentStatus; `changes` ride along in the same UPDATE. */
async function moveOrderPayment(
  db: Tx,
  orderId: string,
  to: PaymentStatus,
  changes: PgUpdateSetSource<typeof orders> = {},
) {
  const [row] = await db
    .update(orders)
    .set({ ...changes, paymentStatus: to })
    .where(and(eq(orders.id, orderId), inArray(orders.paymentStatus, paymentStatusesBefore(to))))
    .returning({ userId: orders.userId, orderStatus: orders.orderStatus });
  return row ?? null;
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
 * PENDING/FAILED → PAID with paidAmount = orderAmount. Guarded, so of two concurrent confirmations
 * only one sees a row come back (and only that one announces the payment). An order cancelled before
 * it was paid keeps paidAmount 0: that payment never placed it for the restaurant, it only goes back
 * (docs/payments.md "Refunds"); the check and the write are one statement, so a cancel that committed
 * first is always seen.
 */
export const markOrderRowPaid = (db: Tx, orderId: string) =>
  moveOrderPayment(db, orderId, 'PAID', {
    paidAmount: sql`case when ${orders.orderStatus} = 'CANCELLED' then ${orders.paidAmount} else ${orders.orderAmount} end`,
  });

/** PENDING → FAILED only: a paid (or refunded) order is never marked failed afterwards. */
export const markOrderRowFailed = (db: Tx, orderId: string) => moveOrderPayment(db, orderId, 'FAILED');

/** A new attempt after a failed one: FAILED → PENDING (never touches a paid order). */
export async function reopenFailedPayment(db: Tx, orderId: string) {
  await moveOrderPayment(db, orderId, 'PENDING');
}

// Refunds (docs/payments.md "Refunds"). A cancelled order's money goes back in two steps: a claim
// (PAID → REFUND_PENDING on the order and its paid attempts, one transaction, so exactly one caller
// wins it), then the provider call per claimed attempt (REFUND_PENDING → REFUNDED).

/**
 * Claims the refund of a CANCELLED order: the paid attempts it moved (none when there was nothing to
 * claim, or another caller claimed it first) and the customer to tell.
 */
export async function claimOrderRefund(db: Tx, orderId: string, now: Date) {
  const [order] = await db
    .select({ orderStatus: orders.orderStatus, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  const claimed: PaymentRow[] = [];
  if (order?.orderStatus !== 'CANCELLED') return { userId: order?.userId ?? '', claimed };
  const paid = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'PAID')));
  for (const { id } of paid) {
    const row = await moveAttempt(db, id, 'REFUND_PENDING', now);
    if (row) claimed.push(row);
  }
  // The order follows its attempts: pending only while one of them is actually being refunded.
  if (claimed.length > 0) await moveOrderPayment(db, orderId, 'REFUND_PENDING');
  return { userId: order.userId, claimed };
}

/**
 * Claims the refund of one attempt that was paid after its order had been paid by another (a second
 * checkout of the same order): PAID → REFUND_PENDING, guarded, inside the transaction that recorded
 * it, so the money is owed back from the moment it is recorded and only this caller sends it. Also
 * says whether the order is cancelled and whose it is.
 */
export async function claimDuplicatePayment(db: Tx, paymentId: string, orderId: string, now: Date) {
  const claimed = await moveAttempt(db, paymentId, 'REFUND_PENDING', now);
  const [order] = await db
    .select({ orderStatus: orders.orderStatus, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return { claimed, cancelled: order?.orderStatus === 'CANCELLED', userId: order?.userId ?? '' };
}

/** REFUND_PENDING → REFUNDED for the order once none of its attempts is still being refunded. */
export async function settleOrderRefund(db: Tx, orderId: string) {
  const [open] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'REFUND_PENDING')))
    .limit(1);
  return open ? null : moveOrderPayment(db, orderId, 'REFUNDED');
}

/**
 * What the refund sweep picks up, oldest first: attempts whose refund was claimed before `claimedBefore`
 * and is still pending (the provider failed, or the process stopped mid-way); paid attempts of
 * cancelled orders never claimed; refunded attempts whose order was not settled (the process stopped
 * between two steps).
 */
export async function listRefundsDue(
  db: Tx,
  { claimedBefore, limit }: { claimedBefore: Date; limit: number },
) {
  return db
    .select({
      paymentId: payments.id,
      orderId: payments.orderId,
      userId: orders.userId,
      status: payments.status,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      or(
        and(eq(payments.status, 'REFUND_PENDING'), lt(payments.updatedAt, claimedBefore)),
        and(eq(payments.status, 'PAID'), eq(orders.orderStatus, 'CANCELLED')),
        and(eq(payments.status, 'REFUNDED'), eq(orders.paymentStatus, 'REFUND_PENDING')),
      ),
    )
    .orderBy(asc(payments.updatedAt))
    .limit(limit);
}

/**
 * Takes a stale pending refund for one more provider call: bumps updated_at only if it is still stale,
 * so of two sweeps (two instances) only one retries it now.
 */
export async function takePendingRefund(db: Tx, id: string, claimedBefore: Date, now: Date) {
  const [row] = await db
    .update(payments)
    .set({ updatedAt: now })
    .where(
      and(eq(payments.id, id), eq(payments.status, 'REFUND_PENDING'), lt(payments.updatedAt, claimedBefore)),
    )
    .returning();
  return row ?? null;
}
