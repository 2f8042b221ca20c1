import type { CombinedError } from 'urql';

/** The server's own message (first GraphQL error), else the network error's, without urql's prefixes. */
export function errorMessage(error: CombinedError | Error): string {
  if ('graphQLErrors' in error) {
    const first = error.graphQLErrors[0]?.message ?? error.networkError?.message;
    if (first) return first;
  }
  return error.message.replace(/^\[(GraphQL|Network)\]\s*/, '');
}
