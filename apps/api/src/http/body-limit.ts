import type { FastifyError, FastifyInstance } from 'fastify';
import { isConnectionFailure } from '../lib/db-errors.ts';
import { sendServiceBusy } from './service-busy.ts';

/**
 * A body over Fastify's bodyLimit (server.ts) is refused before it is parsed, on /graphql and on the
 * REST routes alike, with a 413 whose JSON names the limit (docs/security.md "Request size").
 * A lost database connection is a retryable 503 (docs/faults.md). Every other error keeps Fastify's
 * own answer.
 */
export function registerBodyLimitAnswer(app: FastifyInstance, limitBytes: number) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isConnectionFailure(error)) return sendServiceBusy(reply, request.log, error);
    if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
    return reply.code(413).send({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      error: 'Payload Too Large',
      message: `The request body is larger than the limit of ${Math.round(limitBytes / 1024)} KB.`,
    });
  });
}
