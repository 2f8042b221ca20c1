import type { FastifyInstance } from 'fastify';
import { registerDemoPayRoutes } from './demo-pay-routes.ts';
import type { PaymentRouteDeps } from './payment-http.ts';
import { registerPaypalRoutes } from './paypal-routes.ts';
import { registerStripeRoutes } from './stripe-routes.ts';

/** The REST payment endpoints (docs/product/api.md#payments), plus the demo provider's hosted page. */
export function registerPaymentRoutes(app: FastifyInstance, deps: PaymentRouteDeps) {
  registerStripeRoutes(app, deps);
  registerPaypalRoutes(app, deps);
  registerDemoPayRoutes(app, deps);
}

export type { PaymentRouteDeps };
