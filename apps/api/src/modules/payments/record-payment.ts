import type { Logger } from '../../adapters/logger.ts';
import type { PaymentGateways } from '../../adapters/payments/payment-gateway.ts';
import type { PubSub } from '../../adapters/pubsub/pubsub.ts';
import type { Db } from '../../db/types.ts';
import { publishOrderChanged } from '../orders/order-events.ts';
import {
  findPayableOrder,
  findPaymentByRef,
  markOrderRowFailed,
  markOrderRowPaid,
  moveAttempt,
  recordEventOnce,
} from './payments.repository.ts';
import { refundCancelledOrder } from './refund-payment.ts';

// The one way a provider's verdict reaches an order (Stripe webhook, PayPal capture, demo page).
// One transaction each; idempotent: a redelivered event, a second capture or a double click changes
// nothing and announces nothing the second time. Every status moves only along packages/domain's
// payment transitions (docs/payments.md "States").

export type PaymentVerdict = {
  db: Db;
  pubsub: PubSub;
  gateways: PaymentGateways;
  log: Logger;
  now: Date;
  provider: string;
  providerRef: string;
  /** The provider's event id when it has one (webhooks): de-duplicated in payment_events. */
  eventId?: string;
};

export type PaidOutcome =
  'PAID' | 'REFUNDED' | 'REFUND_PENDING' | 'ALREADY_PAID' | 'DUPLICATE_EVENT' | 'MISMATCH' | 'NOT_FOUND';

/**
 * The provider says `amount` of `currency` was paid for `orderId`. Marks the order PAID only when that
 * matches the order's own total and currency; then the restaurant may start on it. An order that was
 * cancelled meanwhile is refunded straight away instead (outcome REFUNDED or REFUND_PENDING).
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
    if (!(await moveAttempt(tx, payment.id, 'PAID', now, { captureRef })))
      return { outcome: 'ALREADY_PAID' as const };
    const changed = await markOrderRowPaid(tx, order.id);
    // The order as it is after this UPDATE (a cancel that committed meanwhile shows here).
    const cancelled = (changed?.orderStatus ?? order.orderStatus) === 'CANCELLED';
    return changed
      ? { outcome: 'PAID' as const, changed, cancelled }
      : { outcome: 'ALREADY_PAID' as const, cancelled };
  });
  if (result.outcome === 'MISMATCH') {
    log.warn(
      { orderId, provider, providerRef, amount, currency, expected: result.order.orderAmount },
      'payment amount or currency does not match the order; not marked paid',
    );
  }
  if (result.outcome !== 'PAID' && result.outcome !== 'ALREADY_PAID') return result.outcome;
  const { cancelled } = result;
  if (result.outcome === 'PAID') {
    // A card/PayPal order reaches the restaurant once paid (order-events.ts), unless it was cancelled.
    await publishOrderChanged(
      pubsub,
      { orderId, userId: result.changed.userId, kind: 'PAID' },
      { toRestaurant: !cancelled },
    );
  }
  if (!cancelled) return result.outcome;
  // The customer cancelled while the payment was open (or an order already refunded was paid again):
  // this money goes straight back.
  const refund = await refundCancelledOrder(options, orderId);
  return refund === 'NOTHING_TO_REFUND' ? result.outcome : refund;
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
