import type { PaypalGateway } from '../../adapters/payments/payment-gateway.ts';
import { startPayment, type StartPaymentInput } from './start-payment.ts';

// The PayPal order (docs/product/screens.md#payment-screens): the payer approves (the JS SDK's createOrder,
// or the demo page's approveUrl).

export const paypalReturnUrls = (origin: string, orderId: string) => ({
  returnUrl: `${origin}/paypal?id=${encodeURIComponent(orderId)}`,
  cancelUrl: `${origin}/paypal?id=${encodeURIComponent(orderId)}&cancelled=1`,
});

export function startPaypalOrder({
  gateway,
  ...input
}: StartPaymentInput & { gateway: PaypalGateway }): Promise<{ id: string; approveUrl: string }> {
  return startPayment(input, {
    method: 'PAYPAL',
    provider: gateway.provider,
    what: 'PayPal order',
    create: (payment) =>
      gateway.createOrder({
        payment,
        origin: input.origin,
        ...paypalReturnUrls(input.origin, payment.orderId),
      }),
    refOf: (created) => created.id,
  });
}
