import type { Logger } from '../../adapters/logger.ts';
import type { PaymentGateways } from '../../adapters/payments/payment-gateway.ts';
import type { PubSub } from '../../adapters/pubsub/pubsub.ts';
import type { PushSender } from '../../adapters/push/push-sender.ts';
import {
  verifyStripeEvent,
  type StripeCheckoutSession,
  type StripeEvent,
} from '../../adapters/payments/stripe-gateway.ts';
import type { Db } from '../../db/types.ts';
import { isUuid } from '../../lib/ids.ts';
import { AppError } from '@food/domain';
import { recordPaymentFailed, recordPaymentSucceeded } from './record-payment.ts';

// POST /stripe/webhook: Stripe tells us how a Checkout Session ended. Only a correctly signed event is
// believed; the amount and currency are checked against the order; events are de-duplicated by id.

export type WebhookResult = { received: true; outcome: string };

export async function handleStripeWebhook({
  db,
  pubsub,
  push,
  gateways,
  log,
  now,
  secret,
  rawBody,
  signature,
  transfers,
}: {
  db: Db;
  pubsub: PubSub;
  /** Web Push to the restaurant's staff when a paid order reaches it (absent: none). */
  push?: PushSender;
  gateways: PaymentGateways;
  log: Logger;
  now: Date;
  secret: string;
  rawBody: Buffer;
  signature: string | undefined;
  /** Handles transfer.* events (Connect payouts); absent: they are ignored. */
  transfers?: (event: StripeEvent) => Promise<string>;
}): Promise<WebhookResult> {
  let event: StripeEvent;
  try {
    if (!signature) throw new Error('missing Stripe-Signature header');
    event = verifyStripeEvent({ rawBody, signature, secret });
  } catch (error) {
    log.warn({ err: error }, 'Stripe webhook rejected: bad signature');
    throw new AppError('BAD_REQUEST', 'Invalid Stripe signature.');
  }
  const outcome = await applyEvent({ db, pubsub, push, gateways, log, now, event, transfers });
  log.info({ eventId: event.id, type: event.type, outcome }, 'Stripe webhook handled');
  return { received: true, outcome };
}

async function applyEvent({
  db,
  pubsub,
  push,
  gateways,
  log,
  now,
  event,
  transfers,
}: {
  db: Db;
  pubsub: PubSub;
  /** Web Push to the restaurant's staff when a paid order reaches it (absent: none). */
  push?: PushSender;
  gateways: PaymentGateways;
  log: Logger;
  now: Date;
  event: StripeEvent;
  transfers?: (event: StripeEvent) => Promise<string>;
}): Promise<string> {
  // Connect payouts' transfers share this endpoint and secret (docs/money.md#stripe-connect-payouts);
  // the route hands them to the payouts module, which comes after this one.
  if (event.type.startsWith('transfer.')) return transfers ? transfers(event) : 'IGNORED';
  // Other event types are acknowledged and ignored (Stripe retries anything not answered 2xx).
  if (!event.type.startsWith('checkout.session.')) return 'IGNORED';
  const session = event.data.object as StripeCheckoutSession;
  const orderId = session.metadata?.orderId ?? session.client_reference_id ?? '';
  if (!isUuid(orderId)) return 'NOT_OURS';
  const verdict = {
    db,
    pubsub,
    push,
    gateways,
    log,
    now,
    provider: 'stripe',
    providerRef: session.id,
    eventId: event.id,
    orderId,
  };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      // "completed" with payment_status unpaid is a delayed method still pending: wait for async_*.
      if (session.payment_status !== 'paid') return 'AWAITING_PAYMENT';
      return recordPaymentSucceeded({
        ...verdict,
        amount: session.amount_total ?? -1,
        currency: session.currency ?? '',
        // A refund names the PaymentIntent (expanded or not).
        captureRef:
          typeof session.payment_intent === 'string'
            ? session.payment_intent
            : (session.payment_intent?.id ?? null),
      });
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed':
      return recordPaymentFailed(verdict);
    default:
      return 'IGNORED';
  }
}
