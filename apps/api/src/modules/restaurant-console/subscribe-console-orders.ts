import type { PubSub } from '../../adapters/pubsub/pubsub.ts';
import type { Db } from '../../db/types.ts';
import type { Order } from '../../generated/graphql.ts';
import { orderTopics, type OrderChangedEvent } from '../orders/order-events.ts';
import { mapEventStream, startWithCurrent } from '../tracking/event-stream.ts';
import { orderViewReader } from '../tracking/shared-order-view.ts';
import { isSentToRestaurant } from './console-order-view.ts';
import { listConsoleOrders } from './list-console-orders.ts';
import { mergeStreams } from './merge-streams.ts';

/**
 * subscriptionConsoleOrders: the restaurant's inbox (an order it may now act on: COD placed, card or
 * PayPal paid; one topic for all restaurants, filtered here) merged with its own status-change topic.
 * Each event is read once per process (shared-order-view.ts); another restaurant's order and an
 * unpaid one are skipped. The caller was authorised for `restaurantId` before this runs. When events
 * may have been lost, or a read failed while the database was away, today's board is sent again as it
 * is (docs/faults.md).
 */
export async function subscribeConsoleOrders(
  deps: { db: Db; pubsub: PubSub },
  {
    restaurantId,
    timeZone,
    now,
    current = false,
  }: {
    restaurantId: string;
    timeZone: string;
    now: Date;
    /** Start with today's board (listConsoleOrders), read once the stream is live. */
    current?: boolean;
  },
): Promise<AsyncIterableIterator<Order>> {
  const readView = orderViewReader(deps.db);
  const map = async (event: OrderChangedEvent) => {
    const view = await readView(event);
    if (!view || view.restaurant._id !== restaurantId || !isSentToRestaurant(view)) return undefined;
    return view;
  };
  const board = () => listConsoleOrders({ db: deps.db, restaurantId, timeZone, now });
  const changes = mergeStreams([
    mapEventStream({ pubsub: deps.pubsub, topic: orderTopics.restaurantInbox, map }),
    // The board is read again on the restaurant's own topic only: one read per resync is enough.
    mapEventStream({
      pubsub: deps.pubsub,
      topic: orderTopics.restaurantOrders(restaurantId),
      map,
      current: board,
    }),
  ]);
  if (!current) return changes;
  return startWithCurrent(deps.pubsub, changes, board);
}
