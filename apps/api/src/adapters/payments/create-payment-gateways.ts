import type { Config } from '../../config.ts';
import type { Db } from '../../db/types.ts';
import {
  createDemoCardGateway,
  createDemoPaypalGateway,
  DEMO_PROVIDER,
  demoRefunder,
} from './demo-gateway.ts';
import type { PaymentGateways, PaymentRefunder } from './payment-gateway.ts';
import { createPaypalGateway } from './paypal-gateway.ts';
import { createStripeCardGateway, createStripeClient } from './stripe-gateway.ts';

/**
 * The one place that picks the payment providers from the environment: Stripe Checkout when
 * STRIPE_SECRET_KEY is set, PayPal when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are; otherwise the
 * built-in demo page (no keys, no network, no money moves).
 */
export function createPaymentGateways({
  config,
  db,
}: {
  config: Pick<
    Config,
    'stripeSecretKey' | 'stripeApiUrl' | 'paypalClientId' | 'paypalClientSecret' | 'paypalApiUrl'
  >;
  db: Db;
}): PaymentGateways {
  return {
    card: config.stripeSecretKey
      ? createStripeCardGateway({
          stripe: createStripeClient({ secretKey: config.stripeSecretKey, apiUrl: config.stripeApiUrl }),
        })
      : createDemoCardGateway(),
    paypal:
      config.paypalClientId && config.paypalClientSecret
        ? createPaypalGateway({
            clientId: config.paypalClientId,
            clientSecret: config.paypalClientSecret,
            apiUrl: config.paypalApiUrl,
          })
        : createDemoPaypalGateway({ db }),
  };
}

/**
 * Who refunds a payment taken by `provider`: the configured gateway of that provider, or the demo
 * refunder for a demo payment. Null when that provider is no longer configured (the refund then waits,
 * visible as REFUND_PENDING, until it is).
 */
export function refunderFor(gateways: PaymentGateways, provider: string): PaymentRefunder | null {
  if (gateways.card.provider === provider) return gateways.card;
  if (gateways.paypal.provider === provider) return gateways.paypal;
  return provider === DEMO_PROVIDER ? demoRefunder : null;
}
