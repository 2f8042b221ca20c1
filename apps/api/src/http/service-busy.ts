import type { FastifyReply } from 'fastify';
import type { Logger } from '../adapters/logger.ts';
import { SERVICE_BUSY_MESSAGE } from '../errors.ts';
import { httpStatusOf } from './http-status.ts';

/**
 * A REST answer while the database is unreachable (docs/faults.md): 503 with Retry-After, and the
 * same code, message and `retryable` flag as GraphQL's SERVICE_UNAVAILABLE.
 */
export function sendServiceBusy(reply: FastifyReply, log: Pick<Logger, 'warn'>, error: unknown) {
  log.warn({ err: error }, 'Database unreachable; answered 503 (retryable)');
  return reply
    .code(httpStatusOf('SERVICE_UNAVAILABLE'))
    .header('retry-after', '1')
    .header('cache-control', 'no-store')
    .send({ error: true, code: 'SERVICE_UNAVAILABLE', retryable: true, message: SERVICE_BUSY_MESSAGE });
}
