import type Stripe from 'stripe';
import { lazyRequire } from '../../lib/lazy-require.ts';
import type { CardGateway } from './payment-gateway.ts';
import { PaymentProviderError, requireCaptureRef } from './payment-gateway.ts';

// Stripe Checkout (docs/payments.md: the browser is sent to the provider's hosted page).
// STRIPE_API_URL points the client elsewhere (tests run a local fake Stripe).

// Loaded when Stripe keys are configured and the gateway is made, not at every start.
const loadStripe = lazyRequire<typeof Stripe>('stripe');

export function createStripeClient({ secretKey, apiUrl }: { secretKey: string; apiUrl: string | undefined }) {
  const target = apiUrl ? new URL(apiUrl) : undefined;
  const StripeClient = loadStripe();
  return new StripeClient(secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (target.protocol === 'http:' ? 80 : 443),
          protocol: target.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

export function createStripeCardGateway({ stripe }: { stripe: Stripe }): CardGateway {
  return {
    provider: 'stripe',
    // Refunds API on the PaymentIntent the webhook reported. The Idempotency-Key is the payment's
    // own id, so a retry after a lost answer gets Stripe's first refund back instead of a second one.
    async refund(request) {
      const paymentIntent = requireCaptureRef(request);
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: paymentIntent, amount: request.amount },
          { idempotencyKey: `refund-${request.paymentId}` },
        );
        return { refundRef: refund.id };
      } catch (error) {
        // Refunded before (by a retry past Stripe's idempotency window, or in the dashboard).
        if (error instanceof loadStripe().errors.StripeError && error.code === 'charge_already_refunded') {
          return { refundRef: `already-refunded:${paymentIntent}` };
        }
        throw new PaymentProviderError(`Stripe refund failed: ${(error as Error).message}`);
      }
    },
    async createCheckout({ payment, successUrl, cancelUrl }) {
      try {
        const session = await stripe.checkout.sessions.create({
          mode: 'payment',
          // One line for the whole order: the amount is the server's total, in the currency's minor
          // units (packages/domain money: 1 for zero-decimal currencies), never a client figure.
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: payment.currency.toLowerCase(),
                unit_amount: payment.amount,
                product_data: { name: `${payment.restaurantName} · ${payment.orderNumber}` },
              },
            },
          ],
          client_reference_id: payment.orderId,
          metadata: { orderId: payment.orderId },
          payment_intent_data: { metadata: { orderId: payment.orderId } },
          ...(payment.customerEmail ? { customer_email: payment.customerEmail } : {}),
          success_url: successUrl,
          cancel_url: cancelUrl,
        });
        if (!session.url) throw new PaymentProviderError('Stripe returned a session without a URL');
        return { ref: session.id, url: session.url };
      } catch (error) {
        if (error instanceof PaymentProviderError) throw error;
        throw new PaymentProviderError(`Stripe checkout session failed: ${(error as Error).message}`);
      }
    },
  };
}

/** The webhook's event after checking the Stripe-Signature header; throws on a bad signature. */
export function verifyStripeEvent({
  rawBody,
  signature,
  secret,
}: {
  rawBody: Buffer;
  signature: string;
  secret: string;
}): Stripe.Event {
  return loadStripe().webhooks.constructEvent(rawBody, signature, secret);
}

export type StripeEvent = Stripe.Event;
export type StripeCheckoutSession = Stripe.Checkout.Session;
