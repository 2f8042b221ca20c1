import type { PubSub } from '../../adapters/pubsub/pubsub.ts';
import type { RiderOffersChange } from '../../generated/graphql.ts';
import { orderTopics, type RiderOffersEvent } from '../orders/order-events.ts';
import { mapEventStream } from '../tracking/event-stream.ts';

/**
 * subscriptionRiderOffers: a nudge per offer that appeared or went away. It carries only the order id;
 * the app reads riderOffers again, which applies the caller's own rules (online, within reach). After
 * a pub/sub outage a nudge is sent anyway (resync), so no offer stays on screen after it was taken.
 */
export function subscribeRiderOffers(deps: { pubsub: PubSub }): AsyncIterableIterator<RiderOffersChange> {
  return mapEventStream<RiderOffersEvent, RiderOffersChange>({
    pubsub: deps.pubsub,
    topic: orderTopics.riderOffers,
    map: async (event) => ({ orderId: event.orderId }),
    current: async () => [{ orderId: '' }],
  });
}
