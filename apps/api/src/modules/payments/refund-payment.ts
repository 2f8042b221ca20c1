import type { Logger } from '../../adapters/logger.ts';
import { refunderFor } from '../../adapters/payments/create-payment-gateways.ts';
import { PaymentProviderError, type PaymentGateways } from '../../adapters/payments/payment-gateway.ts';
import type { PubSub } from '../../adapters/pubsub/pubsub.ts';
import type { Db } from '../../db/types.ts';
import { createPeriodicTask, type PeriodicTask } from '../../lib/periodic-task.ts';
import { recordPaymentRefunded } from '../ledger/record-ledger-events.ts';
import { publishOrderChanged } from '../orders/order-events.ts';
import {
  claimOrderRefund,
  listRefundsDue,
  moveAttempt,
  settleOrderRefund,
  takePendingRefund,
  type PaymentRow,
} from './payments.repository.ts';

// Money taken for an order that ends CANCELLED goes back (docs/payments.md "Refunds"). Whoever moves
// the order or its payment last (the cancel, the decline, a payment completing afterwards) calls
// refundCancelledOrder; the claim inside lets exactly one of them refund. A provider failure leaves
// the attempt REFUND_PENDING, logged, for retryDueRefunds (run on start and periodically) to retry.

export type RefundDeps = {
  db: Db;
  pubsub: PubSub;
  gateways: PaymentGateways;
  log: Logger;
  now: Date;
};

export type RefundOutcome = 'NOTHING_TO_REFUND' | 'REFUNDED' | 'REFUND_PENDING';

/** One claimed attempt to its provider; true once the provider took the refund. */
async function sendRefund({ db, gateways, log, now }: RefundDeps, payment: PaymentRow): Promise<boolean> {
  const refunder = refunderFor(gateways, payment.provider);
  const context = { orderId: payment.orderId, paymentId: payment.id, provider: payment.provider };
  if (!refunder) {
    log.error(context, 'refund pending: its payment provider is not configured');
    return false;
  }
  let refundRef: string;
  try {
    ({ refundRef } = await refunder.refund({
      paymentId: payment.id,
      captureRef: payment.captureRef,
      amount: payment.amount,
      currency: payment.currency,
    }));
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log.error({ ...context, err: error }, 'refund pending: the provider did not take it; it will be retried');
    return false;
  }
  // The attempt's REFUNDED and the ledger's refund commit together (docs/money.md#events).
  await db.transaction(async (tx) => {
    const refunded = await moveAttempt(tx, payment.id, 'REFUNDED', now, { refundRef });
    if (refunded) await recordPaymentRefunded(tx, { payment: refunded, now });
  });
  log.info({ ...context, refundRef, amount: payment.amount }, 'payment refunded');
  return true;
}

/** The order is REFUNDED once none of its attempts is pending; its customer hears either way. */
async function finishOrderRefund(deps: RefundDeps, orderId: string, userId: string) {
  await settleOrderRefund(deps.db, orderId);
  await publishOrderChanged(deps.pubsub, { orderId, userId, kind: 'REFUND' });
}

/**
 * Refunds a CANCELLED order's paid attempts, once: a second call (double cancel, replayed webhook)
 * finds nothing left to claim. Safe to call for any order: one that is not cancelled, or was never
 * paid, is left alone.
 */
export async function refundCancelledOrder(deps: RefundDeps, orderId: string): Promise<RefundOutcome> {
  const { userId, claimed } = await deps.db.transaction((tx) => claimOrderRefund(tx, orderId, deps.now));
  return refundClaimedPayments(deps, { orderId, userId, claimed });
}

/**
 * Sends attempts whose refund this caller claimed (PAID → REFUND_PENDING, a guarded UPDATE that only
 * one caller wins) to their providers, then settles the order and tells its customer.
 */
export async function refundClaimedPayments(
  deps: RefundDeps,
  { orderId, userId, claimed }: { orderId: string; userId: string; claimed: PaymentRow[] },
): Promise<RefundOutcome> {
  if (claimed.length === 0) return 'NOTHING_TO_REFUND';
  let allSent = true;
  for (const payment of claimed) allSent = (await sendRefund(deps, payment)) && allSent;
  await finishOrderRefund(deps, orderId, userId);
  return allSent ? 'REFUNDED' : 'REFUND_PENDING';
}

/** How the sweep retries (docs/payments.md "When a refund fails"). */
export const REFUND_RETRY = {
  /** How often the sweep runs (and once at start). */
  everyMs: 5 * 60_000,
  /** A pending refund is retried only this long after its last attempt (never one still in flight). */
  staleAfterMs: 60_000,
  /** At most this many payments per sweep; the rest wait for the next one. */
  batch: 50,
};

export type SweepResult = { refunded: number; pending: number };

/**
 * One bounded pass over the refunds owed: pending ones whose last attempt is older than `staleAfterMs`
 * are sent again (same idempotency key, so the provider refunds at most once), paid attempts of
 * cancelled orders are claimed and sent, and orders whose attempts are all refunded are settled.
 */
export async function retryDueRefunds(
  deps: RefundDeps,
  { staleAfterMs = REFUND_RETRY.staleAfterMs, limit = REFUND_RETRY.batch } = {},
): Promise<SweepResult> {
  const claimedBefore = new Date(deps.now.getTime() - staleAfterMs);
  const result: SweepResult = { refunded: 0, pending: 0 };
  const count = (sent: boolean) => (sent ? result.refunded++ : result.pending++);
  for (const due of await listRefundsDue(deps.db, { claimedBefore, limit })) {
    if (due.status === 'PAID') {
      const outcome = await refundCancelledOrder(deps, due.orderId);
      if (outcome !== 'NOTHING_TO_REFUND') count(outcome === 'REFUNDED');
      continue;
    }
    if (due.status === 'REFUND_PENDING') {
      const payment = await takePendingRefund(deps.db, due.paymentId, claimedBefore, deps.now);
      if (!payment) continue;
      const sent = await sendRefund(deps, payment);
      count(sent);
      if (!sent) continue;
    }
    await finishOrderRefund(deps, due.orderId, due.userId);
  }
  return result;
}

/** Runs retryDueRefunds on start and every `everyMs`; a failing pass is logged and tried again. */
export function createRefundSweeper({
  deps,
  everyMs = REFUND_RETRY.everyMs,
}: {
  deps: () => RefundDeps;
  everyMs?: number;
}): PeriodicTask {
  let current = deps();
  return createPeriodicTask({
    everyMs,
    async run() {
      current = deps();
      const result = await retryDueRefunds(current);
      if (result.refunded + result.pending > 0) current.log.info(result, 'refund sweep');
    },
    onError: (error) =>
      current.log.error({ err: error }, 'refund sweep failed; trying again on the next one'),
  });
}
