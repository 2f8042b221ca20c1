import { DomainError } from '@food/domain';
import { GraphQLError } from 'graphql';

// Expected failures (STYLE.md 5): a GraphQLError whose extensions.code the client can branch on and
// whose message can be shown to the user as is. Anything else is masked by Yoga as "Unexpected error."

export type ErrorCode = 'BAD_USER_INPUT' | 'NOT_FOUND' | 'UNAUTHENTICATED' | 'FORBIDDEN';

export function userError(code: ErrorCode, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}

export const badUserInput = (message: string) => userError('BAD_USER_INPUT', message);
export const notFound = (message: string) => userError('NOT_FOUND', message);
export const forbidden = (message = 'You are not allowed to do that.') => userError('FORBIDDEN', message);
// ordering-core §4 "Favourites": the text the web shows for a signed-out visitor.
export const unauthenticated = () => userError('UNAUTHENTICATED', 'You are not logged in.');

/** Rule failures from packages/domain keep their code (the web maps it to a translated text). */
export function domainErrorToGraphQL(error: DomainError): GraphQLError {
  return new GraphQLError(error.message, { extensions: { code: error.code } });
}

export function isExpectedError(error: unknown): boolean {
  return error instanceof GraphQLError || error instanceof DomainError;
}
