import { isActiveStatus } from '@food/domain';
import type { PubSub } from '../../adapters/pubsub/pubsub.ts';
import type { Db } from '../../db/types.ts';
import type { Order } from '../../generated/graphql.ts';
import { orderTopics, type OrderChangedEvent } from '../orders/order-events.ts';
import { ORDERS_PAGE_SIZE } from '../orders/get-orders.ts';
import { loadOrderView, loadOrderViews } from '../orders/order-view.ts';
import { listUserOrderIds } from '../orders/orders.repository.ts';
import { mapEventStream, startWithCurrent } from './event-stream.ts';
import { authorizeActor, loadOrder } from './order-transition.ts';
import { orderViewReader } from './shared-order-view.ts';

type Deps = { db: Db; pubsub: PubSub };

/**
 * subscriptionOrder: the order as it is when the subscription starts, then the current order after
 * every change, for its customer only (anyone else: NOT_FOUND at subscribe time, nothing delivered).
 * The first value covers what a screen read before subscribing may have missed. Events carry ids; the
 * view is read after each event, once for all of this process's subscribers of that event
 * (shared-order-view.ts). When events may have been lost (Redis came back after an outage) the order
 * is read and pushed again, so the client ends with the current state (docs/faults.md).
 */
export async function subscribeOrder(
  deps: Deps,
  { userId, orderId }: { userId: string; orderId: string },
): Promise<AsyncIterableIterator<Order>> {
  const order = await loadOrder(deps, orderId);
  authorizeActor({ role: 'CUSTOMER', userId }, order, 'CUSTOMER');
  const readView = orderViewReader(deps.db);
  const current = async () => {
    const view = await loadOrderView(deps.db, order.id);
    return view ? [view] : [];
  };
  const changes = mapEventStream<OrderChangedEvent, Order>({
    pubsub: deps.pubsub,
    topic: orderTopics.order(order.id),
    map: async (event) => (await readView(event)) ?? undefined,
    current,
  });
  return startWithCurrent(deps.pubsub, changes, current);
}

/**
 * subscriptionOrders: every change to any of the user's orders (the topic is per user). With
 * `current`, first the user's newest orders as they are now (the first page of `orders`), so a list
 * read before subscribing misses no change; without it (in-app notifications) only the changes.
 * When events may have been lost (docs/faults.md) it sends again, as they are now, the orders it has
 * sent and the user's active orders among the newest (every order with `current`): a client that
 * missed a change ends with the current state, and notifications are not flooded with old orders.
 */
export async function subscribeUserOrders(
  deps: Deps,
  { userId, current = false }: { userId: string; current?: boolean },
): Promise<AsyncIterableIterator<Order>> {
  const readView = orderViewReader(deps.db);
  const sent = new Set<string>();
  const remember = (views: Order[]) => {
    for (const view of views) sent.add(view._id);
    return views;
  };
  const newest = () => listUserOrderIds(deps.db, userId, { offset: 0, limit: ORDERS_PAGE_SIZE });
  const changes = mapEventStream<OrderChangedEvent, Order>({
    pubsub: deps.pubsub,
    topic: orderTopics.userOrders(userId),
    map: async (event) => {
      const view = await readView(event);
      if (!view || view.user._id !== userId) return undefined;
      sent.add(view._id);
      return view;
    },
    current: async () => {
      const views = await loadOrderViews(deps.db, [...new Set([...sent, ...(await newest())])]);
      return remember(
        views.filter((view) => current || sent.has(view._id) || isActiveStatus(view.orderStatus)),
      );
    },
  });
  if (!current) return changes;
  return startWithCurrent(deps.pubsub, changes, async () =>
    remember(await loadOrderViews(deps.db, await newest())),
  );
}
