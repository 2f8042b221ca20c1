import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { type AnyVariables, type UseQueryArgs, type UseQueryResponse, useQuery } from 'urql';
import { documentText } from '@/lib/registered-documents.ts';

/** A generated document (codegen documentMode 'string'): a query string that carries its types. */
export type TypedDocument<Data, Variables> = DocumentTypeDecoration<Data, Variables> & { toString(): string };

type TypedQueryArgs<Data, Variables extends AnyVariables> = Omit<UseQueryArgs<Variables, Data>, 'query'> & {
  query: TypedDocument<Data, Variables>;
};

/**
 * urql's useQuery for generated string documents. urql treats a String object as a parsed document, so
 * the plain string is passed (sent by its registered hash) and the types come from the document.
 */
export function useTypedQuery<Data, Variables extends AnyVariables>(
  args: TypedQueryArgs<Data, Variables>,
): UseQueryResponse<Data, Variables> {
  const { query, ...rest } = args;
  return useQuery<Data, Variables>({ ...rest, query: documentText(query) } as UseQueryArgs<Variables, Data>);
}
