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
  // The subscription starts with the board as it is (current: true), so an order placed after the
  // list's read but before the subscription went live still arrives; no timer re-reads the list.
  // Every event is kept (its first orders come in a burst), and they are folded in, in arrival order,
  // once the list's first read is in (docs/restaurant-console.md#the-board).
  const [{ data: live }] = useTypedSubscription(
    { query: ConsoleOrderChangedDocument, variables },
    (events: ConsoleOrder[] = [], event) => [...events, event.subscriptionConsoleOrders],
  );
  const [orders, setOrders] = useState<ConsoleOrder[]>([]);
  // Every order the board has seen, with the status it last had.
  const statuses = useRef(new Map<string, string>());
  const applied = useRef(0);
  const notify = useRef(onNewOrder);
  notify.current = onNewOrder;

  useEffect(() => {
    if (!data) return;
    // A waiting order first seen on a re-read (not the first read) is as new as one from the subscription.
    const firstRead = statuses.current.size === 0;
    data.consoleOrders.forEach((order) => {
      if (!firstRead && !statuses.current.has(order._id) && order.orderStatus === 'PENDING')
        notify.current(order);
      statuses.current.set(order._id, order.orderStatus);
    });
    setOrders(data.consoleOrders);
  }, [data]);

  useEffect(() => {
    const events = live ?? [];
    if (!data || events.length <= applied.current) return;
    const fresh = events.slice(applied.current);
    applied.current = events.length;
    let figuresChanged = false;
    for (const order of fresh) {
      const isNew = !statuses.current.has(order._id);
      if (isNew && order.orderStatus === 'PENDING') notify.current(order);
      // Orders the board already shows as they are (the subscription's first burst) change no figure.
      if (isNew || statuses.current.get(order._id) !== order.orderStatus) figuresChanged = true;
      statuses.current.set(order._id, order.orderStatus);
    }
    setOrders((list) => fresh.reduce(mergeOrder, list));
    if (figuresChanged) refreshSummary({ requestPolicy: 'network-only' });
  }, [live, data, refreshSummary]);

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
