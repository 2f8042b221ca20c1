import { useEffect, useState } from 'react';
import { type OrderDetailFieldsFragment, OrderChangedDocument, OrderDocument } from '@/gql/graphql.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { useTypedSubscription } from '@/hooks/use-typed-subscription.ts';
import { useResync } from './use-resync.ts';

export type OrderDetail = OrderDetailFieldsFragment;

/**
 * One order (docs/product/api.md#tracking) kept live by subscriptionOrder: status, rider and completionTime
 * changes arrive as the whole order. `replace` takes the order a mutation returned (cancel, review).
 */
export function useLiveOrder(id: string) {
  const [{ data, fetching, error }, reexecute] = useTypedQuery({
    query: OrderDocument,
    variables: { id },
    requestPolicy: 'network-only',
  });
  const [{ data: live }] = useTypedSubscription({ query: OrderChangedDocument, variables: { id } });
  const [latest, setLatest] = useState<OrderDetail | null>(null);

  // The newest copy wins, whichever way it came (query, subscription event or mutation result).
  useEffect(() => {
    if (data) setLatest(data.order);
  }, [data]);
  useEffect(() => {
    if (live) setLatest(live.subscriptionOrder);
  }, [live]);

  const retry = () => reexecute({ requestPolicy: 'network-only' });
  useResync(retry);

  const order = latest?._id === id ? latest : (data?.order ?? null);
  return { order, fetching, error: order ? undefined : error, replace: setLatest, retry };
}
