import { useEffect, useRef, useState } from 'react';
import { ConsoleOrderChangedDocument, ConsoleOrdersDocument, ConsoleSummaryDocument } from '@/gql/graphql.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { useTypedSubscription } from '@/hooks/use-typed-subscription.ts';
import { mergeOrder, type ConsoleOrder } from '../utils/board.ts';

/**
 * The board of one restaurant: the list read once, then kept live by subscriptionConsoleOrders (new
 * orders and every status change arrive whole). `onNewOrder` is told of an order it had not seen that
 * waits for the restaurant. Today's figures are read again after each change.
 */
export function useBoard(restaurant: string, onNewOrder: (order: ConsoleOrder) => void) {
  const variables = { restaurant };
  const [{ data, error, fetching }, reexecute] = useTypedQuery({
    query: ConsoleOrdersDocument,
    variables,
    requestPolicy: 'network-only',
  });
  const [summary, refreshSummary] = useTypedQuery({
    query: ConsoleSummaryDocument,
    variables,
    requestPolicy: 'network-only',
  });
  const [{ data: live }] = useTypedSubscription({ query: ConsoleOrderChangedDocument, variables });
  const [orders, setOrders] = useState<ConsoleOrder[]>([]);
  const seen = useRef(new Set<string>());
  const notify = useRef(onNewOrder);
  notify.current = onNewOrder;

  useEffect(() => {
    if (!data) return;
    data.consoleOrders.forEach((order) => seen.current.add(order._id));
    setOrders(data.consoleOrders);
  }, [data]);

  useEffect(() => {
    const order = live?.subscriptionConsoleOrders;
    if (!order) return;
    setOrders((list) => mergeOrder(list, order));
    if (!seen.current.has(order._id) && order.orderStatus === 'PENDING') notify.current(order);
    seen.current.add(order._id);
    refreshSummary({ requestPolicy: 'network-only' });
  }, [live, refreshSummary]);

  const update = (order: Pick<ConsoleOrder, '_id' | 'orderStatus'>) => {
    setOrders((list) =>
      list.map((o) => (o._id === order._id ? { ...o, orderStatus: order.orderStatus } : o)),
    );
    refreshSummary({ requestPolicy: 'network-only' });
  };

  return {
    orders,
    loading: fetching && !data,
    error,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
    summary: summary.data?.consoleSummary,
    update,
  };
}
