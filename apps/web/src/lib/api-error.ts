// Expected API failures carry a code from the schema's `enum ErrorCode` (BAD_USER_INPUT,
// UNAUTHENTICATED, RATE_LIMITED with retryAfter seconds, INVALID_CODE, …) and a message that can be
// shown as is (docs/architecture.md "Errors"). Screens branch on the code, never on the message.
import { isErrorCode, isValidationReason } from '@food/domain';
import type { CombinedError } from 'urql';
import type { ErrorCode, ValidationReason } from '@/gql/graphql.ts';

export type { ErrorCode, ValidationReason } from '@/gql/graphql.ts';

export type ApiError = {
  /** null for a network failure or a code this client does not know. */
  code: ErrorCode | null;
  /** The server's own message; null for a network failure, which screens word themselves. */
  message: string | null;
  /** Seconds to wait before trying again (RATE_LIMITED). */
  retryAfter: number | null;
  /** The validation rule that failed (BAD_USER_INPUT, INVALID_CODE), which screens translate by. */
  reason: ValidationReason | null;
};

type ErrorLike = Pick<CombinedError, 'graphQLErrors' | 'networkError'>;

/** The code of one GraphQL error, if it is one of the schema's. */
export function errorCodeOf(error: { extensions?: Record<string, unknown> }): ErrorCode | null {
  const code = error.extensions?.['code'];
  return isErrorCode(code) ? code : null;
}

/** Whether any of the answer's errors has this code. */
export function hasErrorCode(
  error: Pick<CombinedError, 'graphQLErrors'> | undefined,
  code: ErrorCode,
): boolean {
  return error?.graphQLErrors.some((e) => errorCodeOf(e) === code) ?? false;
}

/**
 * An answer refusing a document of an earlier build (lib/new-version.ts): a hash the server no longer
 * knows, or one it no longer answers.
 */
export function isOutdatedClient(error: Pick<CombinedError, 'graphQLErrors'> | undefined): boolean {
  return hasErrorCode(error, 'DOCUMENT_NOT_REGISTERED') || hasErrorCode(error, 'DOCUMENT_OUTDATED');
}

export function apiError(error: ErrorLike): ApiError {
  const first = error.graphQLErrors[0];
  if (!first) return { code: null, message: null, retryAfter: null, reason: null };
  const retryAfter = Number(first.extensions?.['retryAfter']);
  const reason = first.extensions?.['reason'];
  return {
    code: errorCodeOf(first),
    message: first.message || null,
    retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? Math.ceil(retryAfter) : null,
    reason: isValidationReason(reason) ? reason : null,
  };
}
