import { STATUS_CODES } from 'node:http';
import { AppError, ERROR_MESSAGES, type ErrorCode } from '@food/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isConnectionFailure } from '../lib/db-errors.ts';
import { httpStatusOf } from './http-status.ts';
import { sendServiceBusy } from './service-busy.ts';

export { httpStatusOf };

// What any REST answer says when something fails (docs/security.md "Input at the edge"): a 4xx with
// a code and a message of our own for a bad request, never the library's text (which names the
// framework and echoes the input); anything else a 500 that says nothing of the cause, which is logged
// with the request id. The status of each code comes from http-status.ts (docs/architecture.md
// "Errors"); GraphQL answers its own errors (src/graphql/error-policy.ts).

export type PublicError = { status: number; code: ErrorCode; message: string };

const FRAMEWORK_ANSWERS: Record<string, (limitKb: number) => { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: (limitKb) => ({
    code: 'PAYLOAD_TOO_LARGE',
    message: `The request body is larger than the limit of ${limitKb} KB.`,
  }),
  FST_ERR_CTP_INVALID_JSON_BODY: () => ({
    code: 'BAD_REQUEST',
    message: 'The request body is not valid JSON.',
  }),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => ({
    code: 'BAD_REQUEST',
    message: 'The request body is empty, but its content type says JSON.',
  }),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => ({
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This address does not accept a body of that content type.',
  }),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => ({
    code: 'BAD_REQUEST',
    message: 'The request body does not match its Content-Length.',
  }),
  FST_ERR_BAD_URL: () => ({
    code: 'BAD_REQUEST',
    message: 'The address holds a malformed percent-encoding.',
  }),
};

const INTERNAL: PublicError = {
  status: 500,
  code: 'INTERNAL_SERVER_ERROR',
  message: ERROR_MESSAGES.unexpected,
};

/** What the client may see of `error` (the body limit is the route's own, server.ts). */
export function publicErrorOf(error: FastifyError | Error, req: FastifyRequest): PublicError {
  if (error instanceof AppError)
    return { status: httpStatusOf(error.code), code: error.code, message: error.message };
  const status = (error as FastifyError).statusCode ?? 500;
  if (status < 400 || status >= 500) return INTERNAL;
  const known = FRAMEWORK_ANSWERS[(error as FastifyError).code ?? '']?.(
    Math.round(req.routeOptions.bodyLimit / 1024),
  );
  return { status, ...(known ?? { code: 'BAD_REQUEST', message: 'The request could not be understood.' }) };
}

/** Logs what the client is not told: server-side failures only (a bad request is the client's). */
export function logIfServerError(req: FastifyRequest, error: Error, answer: PublicError) {
  if (answer.status >= 500) req.log.error({ err: error }, 'request failed');
}

/**
 * The app's error handler: {statusCode, code, error, message}, e.g. 413 PAYLOAD_TOO_LARGE for a body
 * over the limit (server.ts), refused before it is parsed,
 * or 400 BAD_USER_INPUT (an AppError) for input the database cannot store (storable-input.ts), on /graphql and the REST routes alike.
 */
export function registerErrorAnswers(app: FastifyInstance) {
  app.setErrorHandler(sendErrorAnswer);
}

/** The JSON answer; also Fastify's `frameworkErrors` (a malformed address, before any route). */
export function sendErrorAnswer(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  // A lost database connection is worth retrying (docs/faults.md), unlike any other failure.
  if (isConnectionFailure(error)) return sendServiceBusy(reply, req.log, error);
  const answer = publicErrorOf(error, req);
  logIfServerError(req, error, answer);
  return reply.code(answer.status).send({
    statusCode: answer.status,
    code: answer.code,
    error: STATUS_CODES[answer.status],
    message: answer.message,
  });
}
