import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEMO_PROVIDER } from '../../adapters/payments/demo-gateway.ts';
import {
  approveDemoPayment,
  declineDemoPayment,
  isDemoPaymentOpen,
  loadDemoPayment,
} from '../../modules/payments/demo-payment.ts';
import { AppError } from '@food/domain';
import { httpStatusOf, logIfServerError, publicErrorOf, sendErrorAnswer } from '../error-answers.ts';
import { DEMO_PAY_CSP, renderDemoPayMessage, renderDemoPayPage } from './demo-pay-page.ts';
import { publicOrigin, type PaymentRouteDeps } from './payment-http.ts';

// The demo provider's hosted page: GET shows it, POST approve/decline answer it and redirect back.
// Only while a demo provider is in use; with real keys these addresses are 404.

type RefParams = { ref: string };

function htmlHeaders(reply: FastifyReply): FastifyReply {
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
  // The page holds a capability in its address; it must not leak through Referer to other sites.
  reply.header('referrer-policy', 'no-referrer');
  return reply.header('content-security-policy', DEMO_PAY_CSP);
}

export function registerDemoPayRoutes(app: FastifyInstance, deps: PaymentRouteDeps) {
  const isDemo =
    deps.gateways.card.provider === DEMO_PROVIDER || deps.gateways.paypal.provider === DEMO_PROVIDER;

  async function html(reply: FastifyReply, run: () => Promise<string>) {
    htmlHeaders(reply);
    try {
      if (!isDemo) throw new AppError('NOT_FOUND', 'Not found.');
      return reply.send(await run());
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return reply.code(httpStatusOf(error.code)).send(renderDemoPayMessage(error.message));
    }
  }

  const act =
    (action: typeof approveDemoPayment) =>
    async (req: FastifyRequest<{ Params: RefParams }>, reply: FastifyReply) => {
      if (!isDemo) return html(reply, async () => '');
      try {
        const next = await action({
          db: deps.db,
          pubsub: deps.pubsub,
          push: deps.push,
          gateways: deps.gateways,
          log: req.log,
          now: deps.now(),
          ref: req.params.ref,
          origin: publicOrigin(deps.config, req),
        });
        return reply.code(303).header('cache-control', 'no-store').redirect(next, 303);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return html(reply, async () => {
          throw error;
        });
      }
    };

  void app.register(async (scope) => {
    // A refused request (a null character in the address, …) or a failure is a page for a browser
    // (which asks for HTML), JSON for anyone else, with the same message (error-answers.ts).
    scope.setErrorHandler((error: FastifyError, req, reply) => {
      if (!(req.headers.accept ?? '').includes('text/html')) return sendErrorAnswer(error, req, reply);
      const answer = publicErrorOf(error, req);
      logIfServerError(req, error, answer);
      return htmlHeaders(reply).code(answer.status).send(renderDemoPayMessage(answer.message));
    });
    // The page's forms post an empty urlencoded body; it carries nothing the server reads.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, _body, done) => done(null, {}),
    );
    scope.get<{ Params: RefParams }>('/demo-pay/:ref', (req, reply) =>
      html(reply, async () => {
        const demo = await loadDemoPayment(deps.db, req.params.ref);
        return renderDemoPayPage(demo, { ref: req.params.ref, isOpen: isDemoPaymentOpen(demo) });
      }),
    );
    scope.post<{ Params: RefParams }>('/demo-pay/:ref/approve', act(approveDemoPayment));
    scope.post<{ Params: RefParams }>('/demo-pay/:ref/decline', act(declineDemoPayment));
  });
}
