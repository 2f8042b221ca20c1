import type { Config } from '../../config.ts';
import type { Db } from '../../db/types.ts';
import { createDemoCardGateway, createDemoPaypalGateway } from './demo-gateway.ts';
import type { PaymentGateways } from './payment-gateway.ts';
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
