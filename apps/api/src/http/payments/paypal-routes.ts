import type { FastifyInstance } from 'fastify';
import {
  completePaypalPayment,
  parsePaymentDetails,
} from '../../modules/payments/complete-paypal-payment.ts';
import { startPaypalOrder } from '../../modules/payments/start-paypal-order.ts';
import { customerOrderRoute, startPaymentInput, type PaymentRouteDeps } from './payment-http.ts';

// docs/product/api.md#payments: GET /paypal/create-order?id= → {id, approveUrl};
// GET /paypal/paypal-transaction-complete?id=&paymentDetails= → {error, message}.

export function registerPaypalRoutes(app: FastifyInstance, deps: PaymentRouteDeps) {
  app.get(
    '/paypal/create-order',
    customerOrderRoute(deps, (call) =>
      startPaypalOrder({ ...startPaymentInput(deps, call), gateway: deps.gateways.paypal }),
    ),
  );

  app.get(
    '/paypal/paypal-transaction-complete',
    customerOrderRoute(deps, ({ req, user, orderId }) => {
      const providerOrderId = parsePaymentDetails((req.query as Record<string, unknown>).paymentDetails);
      return completePaypalPayment({
        db: deps.db,
        pubsub: deps.pubsub,
        push: deps.push,
        gateways: deps.gateways,
        log: req.log,
        now: deps.now(),
        user,
        orderId,
        providerOrderId,
      });
    }),
  );
}
