import type { CardGateway } from '../../adapters/payments/payment-gateway.ts';
import { startPayment, type StartPaymentInput } from './start-payment.ts';

// GET stripe/create-checkout-session (docs/product/api.md#payments): a hosted checkout for the order.

export const stripeReturnUrls = (origin: string, orderId: string) => ({
  // {CHECKOUT_SESSION_ID} is filled in by Stripe (and by the demo page) on the way back.
  successUrl: `${origin}/stripe?id=${encodeURIComponent(orderId)}&session_id={CHECKOUT_SESSION_ID}`,
  cancelUrl: `${origin}/stripe?id=${encodeURIComponent(orderId)}&cancelled=1`,
});

export async function startCardCheckout({
  gateway,
  ...input
}: StartPaymentInput & { gateway: CardGateway }): Promise<{ url: string }> {
  const session = await startPayment(input, {
    method: 'STRIPE',
    provider: gateway.provider,
    what: 'card checkout',
    create: (payment) =>
      gateway.createCheckout({
        payment,
        origin: input.origin,
        ...stripeReturnUrls(input.origin, payment.orderId),
      }),
    refOf: (created) => created.ref,
  });
  return { url: session.url };
}
