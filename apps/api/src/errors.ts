import { AppError, ERROR_MESSAGES, type AppErrorExtensions, type ErrorCode } from '@food/domain';

// Expected failures (docs/architecture.md "Errors"): each is an AppError from packages/domain, a code
// the client can branch on and a message it can show as is. These are short constructors for the
// common ones; graphql/error-policy.ts turns an AppError into a GraphQL error and http/error-answers.ts
// into an HTTP answer. Anything else is masked as "Unexpected error." and logged.

export type { ErrorCode } from '@food/domain';

export function userError(code: ErrorCode, message: string, extensions: AppErrorExtensions = {}) {
  return new AppError(code, message, extensions);
}

export const badUserInput = (message: string) => userError('BAD_USER_INPUT', message);
export const notFound = (message: string) => userError('NOT_FOUND', message);
export const forbidden = (message: string = ERROR_MESSAGES.notAllowed) => userError('FORBIDDEN', message);
// The text the web shows a signed-out visitor, e.g. for the favourite heart
// (docs/product/ordering.md#favourites).
export const unauthenticated = () => userError('UNAUTHENTICATED', ERROR_MESSAGES.notLoggedIn);
/** Too many attempts; the client counts down `retryAfter` seconds. */
export const rateLimited = (
  retryAfter: number,
  message = `Too many attempts. Try again in ${retryAfter} s.`,
) => userError('RATE_LIMITED', message, { retryAfter });

/**
 * The database connection was lost (a restart, a failover): the request may or may not have been
 * applied, and repeating it is safe (placeOrder has its idempotency key). docs/faults.md.
 */
export const SERVICE_BUSY_MESSAGE = ERROR_MESSAGES.serviceBusy;
export const serviceBusy = () => userError('SERVICE_UNAVAILABLE', SERVICE_BUSY_MESSAGE, { retryable: true });
