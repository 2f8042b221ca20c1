import type { Logger } from '../../adapters/logger.ts';
import type { PaymentGateways } from '../../adapters/payments/payment-gateway.ts';
import type { PubSub } from '../../adapters/pubsub/pubsub.ts';
import type { PushSender } from '../../adapters/push/push-sender.ts';
import type { Db } from '../../db/types.ts';
import { notifyRestaurantStaff } from '../orders/notify-restaurant-staff.ts';
import { recordPaymentCaptured } from '../ledger/record-ledger-events.ts';
import { publishOrderChanged } from '../orders/order-events.ts';
import {
  claimDuplicatePayment,
  findPayableOrder,
  findPaymentByRef,
  markOrderRowFailed,
  markOrderRowPaid,
  moveAttempt,
  recordEventOnce,
  type PaymentRow,
} from './payments.repository.ts';
import { refundCancelledOrder, refundClaimedPayments } from './refund-payment.ts';

// The one way a provider's verdict reaches an order (Stripe webhook, PayPal capture, demo page).
// One transaction each; idempotent: a redelivered event, a second capture or a double click changes
// nothing and announces nothing the second time. Every status moves only along packages/domain's
// payment transitions (docs/payments.md "States").

export type PaymentVerdict = {
  db: Db;
  pubsub: PubSub;
  /** Web Push to the restaurant's staff when a paid order reaches it (absent: none). */
  push?: PushSender;
  gateways: PaymentGateways;
  log: Logger;
  now: Date;
  provider: string;
  providerRef: string;
  /** The provider's event id when it has one (webhooks): de-duplicated in payment_events. */
  eventId?: string;
};

export type PaidOutcome =
  | 'PAID'
  | 'REFUNDED'
  | 'REFUND_PENDING'
  | 'ALREADY_PAID'
  | 'DUPLICATE_PAYMENT'
  | 'DUPLICATE_EVENT'
  | 'MISMATCH'
  | 'NOT_FOUND';

/**
 * The provider says `amount` of `currency` was paid for `orderId`. Marks the order PAID only when that
 * matches the order's own total and currency; then the restaurant may start on it. An order that was
 * cancelled meanwhile is refunded straight away instead (outcome REFUNDED or REFUND_PENDING), and so is
 * a second payment of an order another attempt already paid (outcome DUPLICATE_PAYMENT; the order stays
 * paid by the first).
 */
export async function recordPaymentSucceeded(
  options: PaymentVerdict & {
    orderId: string;
    amount: number;
    currency: string;
    /** What a refund would name: Stripe PaymentIntent, PayPal capture id, demo capture. */
    captureRef: string | null;
  },
): Promise<PaidOutcome> {
  const { db, pubsub, log, now, provider, providerRef, eventId, orderId, amount, currency, captureRef } =
    options;
  const result = await db.transaction(async (tx) => {
    if (eventId && !(await recordEventOnce(tx, provider, eventId)))
      return { outcome: 'DUPLICATE_EVENT' as const };
    const order = await findPayableOrder(tx, orderId);
    const payment = await findPaymentByRef(tx, provider, providerRef);
    if (!order || !payment || payment.orderId !== order.id) return { outcome: 'NOT_FOUND' as const };
    if (amount !== order.orderAmount || currency.toUpperCase() !== order.currency.toUpperCase()) {
      await moveAttempt(tx, payment.id, 'MISMATCH', now);
      return { outcome: 'MISMATCH' as const, order };
    }
    // Already paid (or refunded): a second verdict for the same attempt changes nothing.
    const captured = await moveAttempt(tx, payment.id, 'PAID', now, { captureRef });
    if (!captured) return { outcome: 'ALREADY_PAID' as const };
    // The money was taken whatever becomes of it next (kept, or refunded as late or duplicate).
    await recordPaymentCaptured(tx, { payment: captured, now });
    const changed = await markOrderRowPaid(tx, order.id);
    // The order as it is after this UPDATE (a cancel that committed meanwhile shows here).
    if (changed) return { outcome: 'PAID' as const, changed, cancelled: changed.orderStatus === 'CANCELLED' };
    // Another attempt paid the order first (two payment pages, two webhooks at once): this money was
    // taken twice and goes back. Claimed in this transaction, so exactly one caller ever sends it.
    const duplicate = await claimDuplicatePayment(tx, payment.id, order.id, now);
    return { outcome: 'DUPLICATE_PAYMENT' as const, ...duplicate };
  });
  if (result.outcome === 'MISMATCH') {
    log.warn(
      { orderId, provider, providerRef, amount, currency, expected: result.order.orderAmount },
      'payment amount or currency does not match the order; not marked paid',
    );
  }
  if (result.outcome === 'DUPLICATE_PAYMENT') return refundDuplicate(options, result);
  if (result.outcome !== 'PAID') return result.outcome;
  const { cancelled } = result;
  // A card/PayPal order reaches the restaurant once paid (order-events.ts), unless it was cancelled.
  await publishOrderChanged(
    pubsub,
    { orderId, userId: result.changed.userId, kind: 'PAID' },
    { toRestaurant: !cancelled },
  );
  if (!cancelled) await notifyRestaurantStaff(options, orderId);
  if (!cancelled) return result.outcome;
  // The customer cancelled while the payment was open: this money goes straight back.
  const refund = await refundCancelledOrder(options, orderId);
  return refund === 'NOTHING_TO_REFUND' ? result.outcome : refund;
}

/** Sends back a payment the order did not need; a cancelled order answers as any late payment. */
async function refundDuplicate(
  options: PaymentVerdict & { orderId: string },
  duplicate: { claimed: PaymentRow | null; cancelled: boolean; userId: string },
): Promise<PaidOutcome> {
  const { orderId, log } = options;
  const { claimed, userId } = duplicate;
  log.warn({ orderId, paymentId: claimed?.id }, 'order paid twice; refunding the second payment');
  const refund = await refundClaimedPayments(options, { orderId, userId, claimed: claimed ? [claimed] : [] });
  if (duplicate.cancelled && refund !== 'NOTHING_TO_REFUND') return refund;
  return 'DUPLICATE_PAYMENT';
}

export type FailedOutcome = 'FAILED' | 'UNCHANGED' | 'DUPLICATE_EVENT' | 'NOT_FOUND';

/**
 * The provider says this attempt failed (declined, expired). The order stays unpaid and may be retried
 * with a new session; a paid order is never marked failed.
 */
export async function recordPaymentFailed(
  options: PaymentVerdict & { orderId: string },
): Promise<FailedOutcome> {
  const { db, pubsub, now, provider, providerRef, eventId, orderId } = options;
  const result = await db.transaction(async (tx) => {
    if (eventId && !(await recordEventOnce(tx, provider, eventId)))
      return { outcome: 'DUPLICATE_EVENT' as const };
    const payment = await findPaymentByRef(tx, provider, providerRef);
    if (!payment || payment.orderId !== orderId) return { outcome: 'NOT_FOUND' as const };
    if (!(await moveAttempt(tx, payment.id, 'FAILED', now))) return { outcome: 'UNCHANGED' as const };
    const changed = await markOrderRowFailed(tx, orderId);
    return changed ? { outcome: 'FAILED' as const, changed } : { outcome: 'UNCHANGED' as const };
  });
  if (result.outcome === 'FAILED') {
    await publishOrderChanged(pubsub, { orderId, userId: result.changed.userId, kind: 'PAYMENT_FAILED' });
  }
  return result.outcome;
}
