import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';

// Signed Stripe webhook deliveries for the tests, built the way Stripe signs them.

const stripe = new Stripe('sk_test_unused');

export type SessionFields = {
  id: string;
  amount_total: number;
  currency: string;
  payment_status?: string;
  /** The PaymentIntent a refund names (Stripe sets it once the session is paid). */
  payment_intent?: string | null;
  orderId: string;
};

export type WebhookDelivery = { eventId: string; type?: string; session: SessionFields };

/** A sender of checkout.session.* events to `app`'s /stripe/webhook, signed with `defaultSecret`. */
export function stripeWebhookSender(app: () => FastifyInstance, defaultSecret: string) {
  return (
    { eventId, type = 'checkout.session.completed', session }: WebhookDelivery,
    secret = defaultSecret,
  ) => {
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      type,
      data: {
        object: {
          id: session.id,
          object: 'checkout.session',
          amount_total: session.amount_total,
          currency: session.currency,
          payment_status: session.payment_status ?? 'paid',
          payment_intent: session.payment_intent ?? null,
          client_reference_id: session.orderId,
          metadata: { orderId: session.orderId },
        },
      },
    });
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
    return app().inject({
      method: 'POST',
      url: '/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  };
}

/** Any event (`object` its data.object) signed with `secret` and posted to `app`'s /stripe/webhook. */
export function sendSignedStripeEvent(
  app: FastifyInstance,
  { id, type, object, secret }: { id: string; type: string; object: Record<string, unknown>; secret: string },
) {
  const payload = JSON.stringify({ id, object: 'event', type, data: { object } });
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return app.inject({
    method: 'POST',
    url: '/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}
