import type { CombinedError } from 'urql';

/** An unknown slug: the API answers with a NOT_FOUND error (or at least a "not found" message). */
export function isNotFoundError(error: Pick<CombinedError, 'graphQLErrors'> | undefined): boolean {
  if (!error) return false;
  return error.graphQLErrors.some(
    (e) => e.extensions?.code === 'NOT_FOUND' || /not\s*found/i.test(e.message),
  );
}
