import { assertNever } from '@food/domain';
import type { Logger } from '../../adapters/logger.ts';
import type { PaymentGateways } from '../../adapters/payments/payment-gateway.ts';
import { PaymentProviderError } from '../../adapters/payments/payment-gateway.ts';
import type { PubSub } from '../../adapters/pubsub/pubsub.ts';
import type { PushSender } from '../../adapters/push/push-sender.ts';
import type { Db } from '../../db/types.ts';
import type { UserRow } from '../auth/auth.repository.ts';
import { AppError } from '@food/domain';
import { paymentMessages } from './payment-errors.ts';
import { findPaymentByRef } from './payments.repository.ts';
import { recordPaymentFailed, recordPaymentSucceeded } from './record-payment.ts';
import { findOwnOrder } from './start-payment.ts';

// GET paypal/paypal-transaction-complete → {error: false, message} once the order is paid; every failure
// is an AppError, answered {error: true, code, message} with its HTTP status (docs/payments.md). The
// screen stays busy until this answers and shows `message` on error. The server captures and checks the
// payment itself: the browser's paymentDetails only name the PayPal order, never the outcome.

export type CompletionResult = { error: false; message: string };

/** paymentDetails: the provider's JSON; only its order id is used ({"id"} or the SDK's {"orderID"}). */
export function parsePaymentDetails(raw: unknown): string {
  if (typeof raw !== 'string' || raw.trim() === '')
    throw new AppError('BAD_USER_INPUT', paymentMessages.badDetails);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new AppError('BAD_USER_INPUT', paymentMessages.badDetails);
  }
  const details = (parsed ?? {}) as { id?: unknown; orderID?: unknown };
  const id = typeof details.id === 'string' ? details.id : details.orderID;
  if (typeof id !== 'string' || id.trim() === '' || id.length > 200) {
    throw new AppError('BAD_USER_INPUT', paymentMessages.badDetails);
  }
  return id.trim();
}

export async function completePaypalPayment({
  db,
  pubsub,
  push,
  gateways,
  log,
  now,
  user,
  orderId,
  providerOrderId,
}: {
  db: Db;
  pubsub: PubSub;
  /** Web Push to the restaurant's staff when a paid order reaches it (absent: none). */
  push?: PushSender;
  gateways: PaymentGateways;
  log: Logger;
  now: Date;
  user: UserRow;
  orderId: string;
  providerOrderId: string;
}): Promise<CompletionResult> {
  const order = await findOwnOrder(db, user, orderId);
  if (order.paymentMethod !== 'PAYPAL') throw new AppError('WRONG_PAYMENT_METHOD', paymentMessages.notPaypal);
  if (order.paymentStatus === 'PAID') return { error: false, message: paymentMessages.alreadyCompleted };
  // Cancelled while the payer was on PayPal: nothing is captured, so no money moves at all.
  if (order.orderStatus === 'CANCELLED') throw new AppError('ORDER_CANCELLED', paymentMessages.cancelled);
  const gateway = gateways.paypal;
  const payment = await findPaymentByRef(db, gateway.provider, providerOrderId);
  if (!payment || payment.orderId !== order.id)
    throw new AppError('NOT_FOUND', paymentMessages.paymentMissing);

  let capture;
  try {
    capture = await gateway.captureOrder(providerOrderId);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log.error({ err: error, orderId }, 'PayPal capture failed');
    throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', paymentMessages.providerDown);
  }
  const verdict = {
    db,
    pubsub,
    push,
    gateways,
    log,
    now,
    provider: gateway.provider,
    providerRef: providerOrderId,
    orderId,
  };
  if (capture.status !== 'COMPLETED' || capture.customId !== order.id) {
    log.warn({ orderId, providerOrderId, detail: capture.detail }, 'PayPal capture not completed');
    await recordPaymentFailed(verdict);
    throw new AppError('PAYMENT_NOT_COMPLETED', paymentMessages.notCompleted);
  }
  const outcome = await recordPaymentSucceeded({
    ...verdict,
    amount: capture.amount ?? -1,
    currency: capture.currency ?? '',
    captureRef: capture.captureId,
  });
  switch (outcome) {
    case 'PAID':
      return { error: false, message: paymentMessages.completed };
    case 'ALREADY_PAID':
    case 'DUPLICATE_EVENT':
      return { error: false, message: paymentMessages.alreadyCompleted };
    // Another attempt paid the order first (a race of two captures): this capture went back at once.
    case 'DUPLICATE_PAYMENT':
      return { error: false, message: paymentMessages.duplicateRefunded };
    // Cancelled between the check above and the capture: the capture was refunded at once.
    case 'REFUNDED':
    case 'REFUND_PENDING':
      throw new AppError('ORDER_CANCELLED', paymentMessages.cancelled);
    case 'MISMATCH':
      throw new AppError('PAYMENT_MISMATCH', paymentMessages.mismatch);
    case 'NOT_FOUND':
      throw new AppError('NOT_FOUND', paymentMessages.paymentMissing);
    default:
      return assertNever(outcome);
  }
}
