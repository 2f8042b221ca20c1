import type { FastifyInstance } from 'fastify';
import { AppError } from '@food/domain';
import { handleStripeWebhook } from '../../modules/payments/handle-stripe-webhook.ts';
import { handleTransferEvent } from '../../modules/payouts/handle-transfer-event.ts';
import { startCardCheckout } from '../../modules/payments/start-card-checkout.ts';
import { answerJson, customerOrderRoute, startPaymentInput, type PaymentRouteDeps } from './payment-http.ts';

// docs/product/api.md#payments: GET /stripe/create-checkout-session?id=&platform=web → {url}; POST
// /stripe/webhook.

export function registerStripeRoutes(app: FastifyInstance, deps: PaymentRouteDeps) {
  app.get(
    '/stripe/create-checkout-session',
    customerOrderRoute(deps, (call) =>
      startCardCheckout({ ...startPaymentInput(deps, call), gateway: deps.gateways.card }),
    ),
  );

  // Signature checking needs the exact bytes Stripe signed, so this scope keeps the body raw.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post('/stripe/webhook', (req, reply) =>
      answerJson(reply, req.log, async () => {
        const secret = deps.config.stripeWebhookSecret;
        if (!secret) throw new AppError('NOT_FOUND', 'Stripe webhooks are not configured.');
        const signature = req.headers['stripe-signature'];
        return handleStripeWebhook({
          db: deps.db,
          pubsub: deps.pubsub,
          push: deps.push,
          gateways: deps.gateways,
          log: req.log,
          now: deps.now(),
          secret,
          rawBody: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
          signature: typeof signature === 'string' ? signature : undefined,
          transfers: (event) => handleTransferEvent({ db: deps.db, now: deps.now(), log: req.log, event }),
        });
      }),
    );
  });
}
