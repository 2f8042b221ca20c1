import { useEffect, useRef, useState } from 'react';
import { type OrderCardFieldsFragment, OrdersChangedDocument, OrdersDocument } from '@/gql/graphql.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { useTypedSubscription } from '@/hooks/use-typed-subscription.ts';
import { mergeOrders, nextOffset } from '../utils/orders-list.ts';
import { useResync } from './use-resync.ts';

export type OrderCardData = OrderCardFieldsFragment;

// The API returns 10 orders per page (orders schema); a shorter page is the last one.
const PAGE_SIZE = 10;

/**
 * The customer's orders (orders, network-only; docs/product/api.md#orders) page by page, with live changes
 * from subscriptionOrders folded in, so a status change moves a card between the tabs without a reload.
 */
export function useOrdersList() {
  const [offset, setOffset] = useState(0);
  const [loaded, setLoaded] = useState<{ orders: OrderCardData[]; hasMore: boolean }>({
    orders: [],
    hasMore: false,
  });
  const [{ data, fetching, error }, reexecute] = useTypedQuery({
    query: OrdersDocument,
    variables: { offset },
    requestPolicy: 'network-only',
  });
  useEffect(() => {
    if (!data) return;
    setLoaded((current) => ({
      orders: mergeOrders(current.orders, data.orders),
      hasMore: data.orders.length >= PAGE_SIZE,
    }));
  }, [data]);

  // Every event is kept (not only the latest), so two quick changes are never collapsed into one;
  // each is folded in once, in arrival order, like a fresh page: whichever came last wins.
  const [{ data: live }] = useTypedSubscription(
    { query: OrdersChangedDocument },
    (events: OrderCardData[] = [], event) => [...events, event.subscriptionOrders],
  );
  const applied = useRef(0);
  useEffect(() => {
    const events = live ?? [];
    if (events.length <= applied.current) return;
    const fresh = events.slice(applied.current);
    applied.current = events.length;
    setLoaded((current) => ({ ...current, orders: mergeOrders(current.orders, fresh) }));
  }, [live]);

  const retry = () => reexecute({ requestPolicy: 'network-only' });
  useResync(retry);
  const orders = loaded.orders;

  return {
    orders,
    /** True until the first page has arrived. */
    initialLoading: !data && fetching && loaded.orders.length === 0,
    loadingMore: fetching && offset > 0,
    error,
    hasMore: loaded.hasMore,
    loadMore: () => setOffset(nextOffset(loaded.orders.length)),
    retry,
  };
}
