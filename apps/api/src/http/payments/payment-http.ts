import { isConnectionFailure } from '../../lib/db-errors.ts';
import { httpStatusOf } from '../error-answers.ts';
import { sendServiceBusy } from '../service-busy.ts';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { Logger } from '../../adapters/logger.ts';
import type { PaymentGateways } from '../../adapters/payments/payment-gateway.ts';
import type { PushSender } from '../../adapters/push/push-sender.ts';
import type { PubSub } from '../../adapters/pubsub/pubsub.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/types.ts';
import { isUuid } from '../../lib/ids.ts';
import type { UserRow } from '../../modules/auth/auth.repository.ts';
import { authenticate } from '../../modules/auth/authenticate.ts';
import { AppError, ERROR_MESSAGES } from '@food/domain';
import { paymentMessages } from '../../modules/payments/payment-errors.ts';

// What the payment routes share: dependencies, the caller, the public origin and the JSON error shape
// {error: true, code, message}: the code from ERROR_CODES and the HTTP status GraphQL would give it
// (docs/payments.md; the screens show `message`).

export type PaymentRouteDeps = {
  db: Db;
  config: Config;
  pubsub: PubSub;
  push: PushSender;
  gateways: PaymentGateways;
  now: () => Date;
};

/**
 * Deliberate change (docs/product/changes-from-upstream.md#payment-endpoints): every route acting for a
 * customer needs the bearer token, and the order must be the caller's (404 otherwise, never revealing it
 * exists).
 */
export async function requireCustomer(deps: PaymentRouteDeps, req: FastifyRequest): Promise<UserRow> {
  const user = await authenticate({
    db: deps.db,
    secret: deps.config.jwtSecret,
    authorization: req.headers.authorization,
    now: deps.now(),
  });
  if (!user) throw new AppError('UNAUTHENTICATED', paymentMessages.unauthenticated);
  return user;
}

/** The order _id from ?id=, or 400. */
export function orderIdFrom(req: FastifyRequest): string {
  const id = (req.query as Record<string, unknown> | undefined)?.id;
  if (typeof id !== 'string' || !isUuid(id.trim()))
    throw new AppError('BAD_USER_INPUT', paymentMessages.invalidId);
  return id.trim().toLowerCase();
}

/** Where the browser comes back to: PUBLIC_URL, else this request's own origin. */
export function publicOrigin(config: Config, req: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  return `${req.protocol}://${req.host}`;
}

/**
 * Runs a JSON handler; expected failures become {error: true, code, message} with their code's status,
 * never a 500 stack.
 */
export async function answerJson(
  reply: FastifyReply,
  log: Logger,
  run: () => Promise<unknown>,
): Promise<FastifyReply> {
  reply.header('cache-control', 'no-store');
  try {
    return reply.send(await run());
  } catch (error) {
    if (error instanceof AppError) {
      const { code, message, extensions } = error;
      return reply.code(httpStatusOf(code)).send({ error: true, ...extensions, code, message });
    }
    if (isConnectionFailure(error)) return sendServiceBusy(reply, log, error);
    log.error({ err: error }, 'payment route failed');
    return reply
      .code(httpStatusOf('INTERNAL_SERVER_ERROR'))
      .send({ error: true, code: 'INTERNAL_SERVER_ERROR', message: ERROR_MESSAGES.unexpected });
  }
}

/**
 * A customer's JSON route on one of their orders (?id=): the bearer token is checked first, then the
 * id, and `run` answers through answerJson.
 */
export function customerOrderRoute(
  deps: PaymentRouteDeps,
  run: (call: { req: FastifyRequest; user: UserRow; orderId: string }) => Promise<unknown>,
): RouteHandlerMethod {
  return (req, reply) =>
    answerJson(reply, req.log, async () => {
      const user = await requireCustomer(deps, req);
      return run({ req, user, orderId: orderIdFrom(req) });
    });
}

/** What a payment start needs from the request (the gateway is the route's own). */
export function startPaymentInput(
  deps: PaymentRouteDeps,
  { req, user, orderId }: { req: FastifyRequest; user: UserRow; orderId: string },
) {
  return { db: deps.db, log: req.log, user, orderId, origin: publicOrigin(deps.config, req) };
}
