import { useEffect, useRef, useState } from 'react';
import { ConsoleOrderChangedDocument, ConsoleOrdersDocument, ConsoleSummaryDocument } from '@/gql/graphql.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { useTypedSubscription } from '@/hooks/use-typed-subscription.ts';
import { mergeOrder, type ConsoleOrder } from '../utils/board.ts';

const BOARD_REREAD_MS = 20_000;

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
  // An order placed between the list's read and the subscription's start sends no event to this
  // board; re-reading now and then (and when the tab comes back) bounds how long it can stay unseen.
  useEffect(() => {
    const reread = () => reexecute({ requestPolicy: 'network-only' });
    const timer = window.setInterval(reread, BOARD_REREAD_MS);
    const onVisible = () => document.visibilityState === 'visible' && reread();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [reexecute]);
  const [orders, setOrders] = useState<ConsoleOrder[]>([]);
  const seen = useRef(new Set<string>());
  const notify = useRef(onNewOrder);
  notify.current = onNewOrder;

  useEffect(() => {
    if (!data) return;
    // A waiting order first seen on a re-read (not the first read) is as new as one from the subscription.
    const firstRead = seen.current.size === 0;
    data.consoleOrders.forEach((order) => {
      if (!firstRead && !seen.current.has(order._id) && order.orderStatus === 'PENDING')
        notify.current(order);
      seen.current.add(order._id);
    });
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
