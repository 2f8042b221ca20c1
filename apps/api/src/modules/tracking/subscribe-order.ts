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
  const changes = mapEventStream<OrderChangedEvent, Order>(
    deps.pubsub,
    orderTopics.order(order.id),
    async (event) => (await readView(event)) ?? undefined,
    { orderId: order.id, userId: order.userId, kind: 'RESYNC' },
  );
  return startWithCurrent(deps.pubsub, changes, async () => {
    const view = await loadOrderView(deps.db, order.id);
    return view ? [view] : [];
  });
}

/**
 * subscriptionOrders: every change to any of the user's orders (the topic is per user). With
 * `current`, first the user's newest orders as they are now (the first page of `orders`), so a list
 * read before subscribing misses no change; without it (in-app notifications) only the changes.
 */
export async function subscribeUserOrders(
  deps: Deps,
  { userId, current = false }: { userId: string; current?: boolean },
): Promise<AsyncIterableIterator<Order>> {
  const readView = orderViewReader(deps.db);
  const changes = mapEventStream<OrderChangedEvent, Order>(
    deps.pubsub,
    orderTopics.userOrders(userId),
    async (event) => {
      const view = await readView(event);
      return view && view.user._id === userId ? view : undefined;
    },
  );
  if (!current) return changes;
  return startWithCurrent(deps.pubsub, changes, async () =>
    loadOrderViews(deps.db, await listUserOrderIds(deps.db, userId, { offset: 0, limit: ORDERS_PAGE_SIZE })),
  );
}
