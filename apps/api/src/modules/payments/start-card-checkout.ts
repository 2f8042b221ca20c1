import type { CardGateway } from '../../adapters/payments/payment-gateway.ts';
import { PaymentProviderError } from '../../adapters/payments/payment-gateway.ts';
import type { Logger } from '../../adapters/logger.ts';
import type { Db } from '../../db/types.ts';
import type { UserRow } from '../auth/auth.repository.ts';
import { PaymentError, paymentMessages } from './payment-errors.ts';
import { insertPayment } from './payments.repository.ts';
import { findPayableOwnOrder, paymentRequestOf } from './start-payment.ts';

// accounts §2 "Card screen" / §7 GET stripe/create-checkout-session: a hosted checkout for the order.

export const stripeReturnUrls = (origin: string, orderId: string) => ({
  // {CHECKOUT_SESSION_ID} is filled in by Stripe (and by the demo page) on the way back.
  successUrl: `${origin}/stripe?id=${encodeURIComponent(orderId)}&session_id={CHECKOUT_SESSION_ID}`,
  cancelUrl: `${origin}/stripe?id=${encodeURIComponent(orderId)}&cancelled=1`,
});

export async function startCardCheckout({
  db,
  gateway,
  log,
  user,
  orderId,
  origin,
}: {
  db: Db;
  gateway: CardGateway;
  log: Logger;
  user: UserRow;
  orderId: string;
  origin: string;
}): Promise<{ url: string }> {
  const order = await findPayableOwnOrder(db, user, orderId, 'STRIPE');
  let session;
  try {
    session = await gateway.createCheckout({
      payment: paymentRequestOf(order),
      origin,
      ...stripeReturnUrls(origin, order.id),
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log.error({ err: error, orderId }, 'card checkout could not be created');
    throw new PaymentError(502, paymentMessages.providerDown);
  }
  await insertPayment(db, {
    orderId: order.id,
    provider: gateway.provider,
    providerRef: session.ref,
    amount: order.orderAmount,
    currency: order.currency,
  });
  return { url: session.url };
}
