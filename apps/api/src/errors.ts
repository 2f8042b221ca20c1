import { DomainError } from '@food/domain';
import { GraphQLError, type ASTNode } from 'graphql';

// Expected failures (STYLE.md 5): a GraphQLError whose extensions.code the client can branch on and
// whose message can be shown to the user as is. Anything else is masked by Yoga as "Unexpected error."

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  // extensions.retryAfter: whole seconds until the request may be repeated.
  | 'RATE_LIMITED'
  // Verification codes and reset tokens (DESIGN.md security changes).
  | 'INVALID_CODE'
  | 'CODE_EXPIRED'
  | 'CODE_ATTEMPTS_EXCEEDED'
  | 'INVALID_RESET_TOKEN'
  // A code could not be handed to the mail/SMS service; nothing was sent, try again.
  | 'DELIVERY_FAILED'
  // An external service (the geocoder) could not answer, or the database connection was lost
  // (extensions.retryable: true, docs/faults.md); try again later.
  | 'SERVICE_UNAVAILABLE'
  // A document over a depth, alias, directive, token or cost limit (docs/security.md); nothing ran.
  | 'QUERY_TOO_COMPLEX'
  // The operation spent its time budget; the root fields not yet started were skipped.
  | 'TIMEOUT';

export function userError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}) {
  return new GraphQLError(message, { extensions: { code, ...extensions } });
}

export const badUserInput = (message: string) => userError('BAD_USER_INPUT', message);
export const notFound = (message: string) => userError('NOT_FOUND', message);
export const forbidden = (message = 'You are not allowed to do that.') => userError('FORBIDDEN', message);
// ordering-core §4 "Favourites": the text the web shows for a signed-out visitor.
export const unauthenticated = () => userError('UNAUTHENTICATED', 'You are not logged in.');
/** Too many attempts; the client counts down `retryAfter` seconds. */
export const rateLimited = (
  retryAfter: number,
  message = `Too many attempts. Try again in ${retryAfter} s.`,
) => userError('RATE_LIMITED', message, { retryAfter });

/**
 * The database connection was lost (a restart, a failover): the request may or may not have been
 * applied, and repeating it is safe (placeOrder has its idempotency key). docs/faults.md.
 */
export const SERVICE_BUSY_MESSAGE = 'The service is briefly unavailable; try again.';
export const serviceBusy = () => userError('SERVICE_UNAVAILABLE', SERVICE_BUSY_MESSAGE, { retryable: true });

/** Rule failures from packages/domain keep their code (the web maps it to a translated text). */
export function domainErrorToGraphQL(error: DomainError): GraphQLError {
  return new GraphQLError(error.message, { extensions: { code: error.code } });
}

export function isExpectedError(error: unknown): boolean {
  return error instanceof GraphQLError || error instanceof DomainError;
}

/**
 * A request error (status 400, nothing ran) for input the database cannot store: a null character,
 * an unpaired surrogate, or a value nested absurdly deep (docs/security.md "Input at the edge").
 */
export const badRequestInput = (message: string, nodes?: ASTNode) =>
  new GraphQLError(message, { nodes, extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
