import type { PubSub } from '../../adapters/pubsub/pubsub.ts';
import type { Db } from '../../db/types.ts';
import type { Order } from '../../generated/graphql.ts';
import { loadOrderView } from '../orders/order-view.ts';
import { orderTopics, type OrderChangedEvent } from '../orders/order-events.ts';
import { mapEventStream } from './event-stream.ts';
import { authorizeActor, loadOrder } from './order-transition.ts';

type Deps = { db: Db; pubsub: PubSub };

/**
 * subscriptionOrder: the current order after every change, for its customer only (anyone else:
 * NOT_FOUND at subscribe time, nothing delivered). Events carry ids; the view is read fresh.
 */
export async function subscribeOrder(
  deps: Deps,
  { userId, orderId }: { userId: string; orderId: string },
): Promise<AsyncIterableIterator<Order>> {
  const order = await loadOrder(deps, orderId);
  authorizeActor({ role: 'CUSTOMER', userId }, order, 'CUSTOMER');
  return mapEventStream<OrderChangedEvent, Order>(deps.pubsub, orderTopics.order(order.id), async () => {
    return (await loadOrderView(deps.db, order.id)) ?? undefined;
  });
}

/** subscriptionOrders: every change to any of the user's orders (the topic is per user). */
export function subscribeUserOrders(
  deps: Deps,
  { userId }: { userId: string },
): AsyncIterableIterator<Order> {
  return mapEventStream<OrderChangedEvent, Order>(
    deps.pubsub,
    orderTopics.userOrders(userId),
    async (event) => {
      const view = await loadOrderView(deps.db, event.orderId);
      return view && view.user._id === userId ? view : undefined;
    },
  );
}
