import type { FastifyInstance } from 'fastify';
import {
  completePaypalPayment,
  parsePaymentDetails,
} from '../../modules/payments/complete-paypal-payment.ts';
import { startPaypalOrder } from '../../modules/payments/start-paypal-order.ts';
import {
  answerJson,
  orderIdFrom,
  publicOrigin,
  requireCustomer,
  type PaymentRouteDeps,
} from './payment-http.ts';

// accounts §7: GET /paypal/create-order?id= → {id, approveUrl};
// GET /paypal/paypal-transaction-complete?id=&paymentDetails= → {error, message}.

export function registerPaypalRoutes(app: FastifyInstance, deps: PaymentRouteDeps) {
  app.get('/paypal/create-order', (req, reply) =>
    answerJson(reply, req.log, async () => {
      const user = await requireCustomer(deps, req);
      return startPaypalOrder({
        db: deps.db,
        gateway: deps.gateways.paypal,
        log: req.log,
        user,
        orderId: orderIdFrom(req),
        origin: publicOrigin(deps.config, req),
      });
    }),
  );

  app.get('/paypal/paypal-transaction-complete', (req, reply) =>
    answerJson(reply, req.log, async () => {
      const user = await requireCustomer(deps, req);
      const orderId = orderIdFrom(req);
      const providerOrderId = parsePaymentDetails((req.query as Record<string, unknown>).paymentDetails);
      return completePaypalPayment({
        db: deps.db,
        pubsub: deps.pubsub,
        gateway: deps.gateways.paypal,
        log: req.log,
        now: deps.now(),
        user,
        orderId,
        providerOrderId,
      });
    }),
  );
}
