import type { Rider } from '../../generated/graphql.ts';
import { toPoint } from '../../lib/point.ts';
import type { riders } from '../../db/schema/index.ts';

type RiderRow = typeof riders.$inferSelect;

/** A rider as GraphQL shows it (Rider, and Order.rider). */
export function riderView(
  rider: Pick<RiderRow, 'id' | 'name' | 'latitude' | 'longitude'>,
): Omit<Rider, '__typename'> {
  return {
    _id: rider.id,
    name: rider.name,
    location:
      rider.latitude !== null && rider.longitude !== null
        ? toPoint({ latitude: rider.latitude, longitude: rider.longitude })
        : null,
  };
}
