import type { PubSub } from '../../adapters/pubsub/pubsub.ts';
import type { Db } from '../../db/types.ts';
import type { Order } from '../../generated/graphql.ts';
import { orderTopics, type OrderChangedEvent } from '../orders/order-events.ts';
import { mapEventStream } from '../tracking/event-stream.ts';
import { orderViewReader } from '../tracking/shared-order-view.ts';
import { isSentToRestaurant, restaurantOrderView } from './console-order-view.ts';
import { mergeStreams } from './merge-streams.ts';

/**
 * subscriptionConsoleOrders: the restaurant's inbox (an order it may now act on: COD placed, card or
 * PayPal paid; one topic for all restaurants, filtered here) merged with its own status-change topic.
 * Each event is read once per process (shared-order-view.ts); another restaurant's order and an
 * unpaid one are skipped. The caller was authorised for `restaurantId` before this runs.
 */
export function subscribeConsoleOrders(
  deps: { db: Db; pubsub: PubSub },
  { restaurantId }: { restaurantId: string },
): AsyncIterableIterator<Order> {
  const readView = orderViewReader(deps.db);
  const map = async (event: OrderChangedEvent) => {
    const view = await readView(event);
    if (!view || view.restaurant._id !== restaurantId || !isSentToRestaurant(view)) return undefined;
    return restaurantOrderView(view);
  };
  return mergeStreams([
    mapEventStream(deps.pubsub, orderTopics.restaurantInbox, map),
    mapEventStream(deps.pubsub, orderTopics.restaurantOrders(restaurantId), map),
  ]);
}
