// Expected API failures carry a code (BAD_USER_INPUT, UNAUTHENTICATED, RATE_LIMITED with retryAfter
// seconds, INVALID_CODE, CODE_EXPIRED, FORBIDDEN, …) and the spec's message (STYLE.md 5).
import type { CombinedError } from 'urql';

export type ApiError = {
  code: string | null;
  /** The server's own message; null for a network failure, which screens word themselves. */
  message: string | null;
  /** Seconds to wait before trying again (RATE_LIMITED). */
  retryAfter: number | null;
};

type ErrorLike = Pick<CombinedError, 'graphQLErrors' | 'networkError'>;

export function apiError(error: ErrorLike): ApiError {
  const first = error.graphQLErrors[0];
  if (!first) return { code: null, message: null, retryAfter: null };
  const code = first.extensions?.code;
  const retryAfter = Number(first.extensions?.retryAfter);
  return {
    code: typeof code === 'string' ? code : null,
    message: first.message || null,
    retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? Math.ceil(retryAfter) : null,
  };
}
