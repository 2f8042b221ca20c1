import { type AnyVariables, type UseMutationResponse, useMutation } from 'urql';
import { documentText } from '@/lib/registered-documents.ts';
import type { TypedDocument } from './use-typed-query.ts';

/** urql's useMutation for generated string documents (see useTypedQuery: the plain string is passed). */
export function useTypedMutation<Data, Variables extends AnyVariables>(
  document: TypedDocument<Data, Variables>,
): UseMutationResponse<Data, Variables> {
  return useMutation<Data, Variables>(documentText(document));
}
