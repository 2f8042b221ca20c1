import type { Logger } from '../../adapters/logger.ts';
import type { PaypalGateway } from '../../adapters/payments/payment-gateway.ts';
import { PaymentProviderError } from '../../adapters/payments/payment-gateway.ts';
import type { Db } from '../../db/types.ts';
import type { UserRow } from '../auth/auth.repository.ts';
import { PaymentError, paymentMessages } from './payment-errors.ts';
import { insertPayment } from './payments.repository.ts';
import { findPayableOwnOrder, paymentRequestOf } from './start-payment.ts';

// accounts §2 "PayPal screen": the PayPal order the payer approves (the JS SDK's createOrder, or the
// demo page's approveUrl).

export const paypalReturnUrls = (origin: string, orderId: string) => ({
  returnUrl: `${origin}/paypal?id=${encodeURIComponent(orderId)}`,
  cancelUrl: `${origin}/paypal?id=${encodeURIComponent(orderId)}&cancelled=1`,
});

export async function startPaypalOrder({
  db,
  gateway,
  log,
  user,
  orderId,
  origin,
}: {
  db: Db;
  gateway: PaypalGateway;
  log: Logger;
  user: UserRow;
  orderId: string;
  origin: string;
}): Promise<{ id: string; approveUrl: string }> {
  const order = await findPayableOwnOrder(db, user, orderId, 'PAYPAL');
  let created;
  try {
    created = await gateway.createOrder({
      payment: paymentRequestOf(order),
      origin,
      ...paypalReturnUrls(origin, order.id),
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log.error({ err: error, orderId }, 'PayPal order could not be created');
    throw new PaymentError(502, paymentMessages.providerDown);
  }
  await insertPayment(db, {
    orderId: order.id,
    provider: gateway.provider,
    providerRef: created.id,
    amount: order.orderAmount,
    currency: order.currency,
  });
  return created;
}
