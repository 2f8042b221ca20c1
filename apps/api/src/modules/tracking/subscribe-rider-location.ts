import type { PubSub } from '../../adapters/pubsub/pubsub.ts';
import type { Db } from '../../db/types.ts';
import type { Rider } from '../../generated/graphql.ts';
import { orderTopics, type RiderLocationEvent } from '../orders/order-events.ts';
import { END_STREAM, mapEventStream } from './event-stream.ts';
import { canSeeRider, findVisibleRider, RIDER_NOT_FOUND } from './find-rider.ts';
import { findRiderById } from './tracking.repository.ts';
import { notFound } from '../../errors.ts';
import { riderView } from '../orders/rider-view.ts';

/**
 * subscriptionRiderLocation: positions of a rider on one of the viewer's active orders (or the
 * viewer's own). Checked at subscribe time and again per update, so the stream ends once the last
 * such order is delivered or cancelled. When positions may have been lost (docs/faults.md) the last
 * stored one is sent.
 */
export async function subscribeRiderLocation(
  deps: { db: Db; pubsub: PubSub },
  { userId, riderId }: { userId: string; riderId: string },
): Promise<AsyncIterableIterator<Rider>> {
  const rider = await findVisibleRider(deps.db, { userId, riderId });
  if (!(await canSeeRider(deps.db, { userId, rider, activeOnly: true }))) throw notFound(RIDER_NOT_FOUND);
  const visible = () => canSeeRider(deps.db, { userId, rider, activeOnly: true });
  return mapEventStream<RiderLocationEvent, Rider>({
    pubsub: deps.pubsub,
    topic: orderTopics.riderLocation(rider.id),
    map: async (event) => {
      if (!(await visible())) return END_STREAM;
      return riderView({ ...rider, latitude: event.latitude, longitude: event.longitude });
    },
    current: async () => {
      if (!(await visible())) return END_STREAM;
      const stored = await findRiderById(deps.db, rider.id);
      return stored ? [riderView(stored)] : [];
    },
  });
}
