import {
  type AnyVariables,
  type SubscriptionHandler,
  type UseSubscriptionArgs,
  type UseSubscriptionResponse,
  useSubscription,
} from 'urql';
import { documentText } from '@/lib/registered-documents.ts';
import type { TypedDocument } from './use-typed-query.ts';

type TypedSubscriptionArgs<Data, Variables extends AnyVariables> = Omit<
  UseSubscriptionArgs<Variables, Data>,
  'query'
> & {
  query: TypedDocument<Data, Variables>;
};

/**
 * urql's useSubscription for generated string documents (over graphql-ws, see lib/graphql-client.ts).
 * `handler` folds each event into the result (urql's reducer); without it the latest event is kept.
 */
export function useTypedSubscription<Data, Variables extends AnyVariables, Result = Data>(
  args: TypedSubscriptionArgs<Data, Variables>,
  handler?: SubscriptionHandler<Data, Result>,
): UseSubscriptionResponse<Result, Variables> {
  const { query, ...rest } = args;
  return useSubscription<Data, Result, Variables>(
    { ...rest, query: documentText(query) } as UseSubscriptionArgs<Variables, Data>,
    handler,
  );
}
