import type { Logger } from '../../adapters/logger.ts';
import { DEMO_APPROVED, DEMO_PROVIDER, demoCaptureRef } from '../../adapters/payments/demo-gateway.ts';
import type { PaymentGateways } from '../../adapters/payments/payment-gateway.ts';
import type { PubSub } from '../../adapters/pubsub/pubsub.ts';
import type { PushSender } from '../../adapters/push/push-sender.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '@food/domain';
import {
  findPayableOrder,
  findPaymentByRef,
  moveAttempt,
  type PayableOrder,
  type PaymentRow,
} from './payments.repository.ts';
import { recordPaymentFailed, recordPaymentSucceeded } from './record-payment.ts';
import { stripeReturnUrls } from './start-card-checkout.ts';
import { paypalReturnUrls } from './start-paypal-order.ts';

// The demo provider's hosted page (adapters/payments/demo-gateway.ts). Approving a card payment is the
// provider confirming it, through the same recordPaymentSucceeded the Stripe webhook uses. Approving a
// PayPal payment only marks it approved; the capture happens when the web calls the completion endpoint,
// as with PayPal itself.

export type DemoPayment = { payment: PaymentRow; order: PayableOrder; kind: 'card' | 'paypal' };

export async function loadDemoPayment(db: Db, ref: string): Promise<DemoPayment> {
  const payment = ref.length <= 100 ? await findPaymentByRef(db, DEMO_PROVIDER, ref) : null;
  const order = payment ? await findPayableOrder(db, payment.orderId) : null;
  if (!payment || !order) throw new AppError('NOT_FOUND', 'This payment link is not valid.');
  return { payment, order, kind: order.paymentMethod === 'PAYPAL' ? 'paypal' : 'card' };
}

/** Whether the page may still be answered (a finished payment shows its result instead). */
export const isDemoPaymentOpen = ({ payment }: DemoPayment) => payment.status === 'PENDING';

type DemoAction = {
  db: Db;
  pubsub: PubSub;
  /** Web Push to the restaurant's staff when a paid order reaches it (absent: none). */
  push?: PushSender;
  gateways: PaymentGateways;
  log: Logger;
  now: Date;
  ref: string;
  origin: string;
};

/** Approve: returns where the browser goes next. */
export async function approveDemoPayment(action: DemoAction): Promise<string> {
  const { db, now, ref, origin } = action;
  const demo = await loadDemoPayment(db, ref);
  const { payment, order } = demo;
  if (demo.kind === 'paypal') {
    if (payment.status === 'PENDING') await moveAttempt(db, payment.id, DEMO_APPROVED, now);
    if (payment.status === 'FAILED') return paypalReturnUrls(origin, order.id).cancelUrl;
    return `${paypalReturnUrls(origin, order.id).returnUrl}&token=${encodeURIComponent(ref)}`;
  }
  const urls = stripeReturnUrls(origin, order.id);
  if (payment.status === 'FAILED') return urls.cancelUrl;
  if (payment.status === 'PENDING') {
    await recordPaymentSucceeded({
      ...action,
      provider: DEMO_PROVIDER,
      providerRef: ref,
      orderId: order.id,
      amount: payment.amount,
      currency: payment.currency,
      captureRef: demoCaptureRef(payment.id),
    });
  }
  return urls.successUrl.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(ref));
}

/** Decline: the attempt fails (the order stays unpaid and can be retried). */
export async function declineDemoPayment(action: DemoAction): Promise<string> {
  const { db, ref, origin } = action;
  const demo = await loadDemoPayment(db, ref);
  const { payment, order } = demo;
  if (payment.status === 'PENDING' || payment.status === DEMO_APPROVED) {
    await recordPaymentFailed({
      ...action,
      provider: DEMO_PROVIDER,
      providerRef: ref,
      orderId: order.id,
    });
  }
  if (demo.kind === 'paypal') return paypalReturnUrls(origin, order.id).cancelUrl;
  const urls = stripeReturnUrls(origin, order.id);
  return payment.status === 'PAID'
    ? urls.successUrl.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(ref))
    : urls.cancelUrl;
}
