import type { CombinedError } from 'urql';
import { hasErrorCode } from '@/lib/api-error.ts';

/** An unknown slug: the API answers with a NOT_FOUND error (docs/architecture.md "Errors"). */
export function isNotFoundError(error: Pick<CombinedError, 'graphQLErrors'> | undefined): boolean {
  return hasErrorCode(error, 'NOT_FOUND');
}
