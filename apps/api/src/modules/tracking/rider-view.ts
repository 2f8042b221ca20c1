import type { Rider } from '../../generated/graphql.ts';
import { toPoint } from '../../lib/point.ts';
import type { RiderRow } from './tracking.repository.ts';

export function riderView(rider: Pick<RiderRow, 'id' | 'name' | 'latitude' | 'longitude'>): Rider {
  return {
    _id: rider.id,
    name: rider.name,
    location:
      rider.latitude !== null && rider.longitude !== null
        ? toPoint({ latitude: rider.latitude, longitude: rider.longitude })
        : null,
  };
}
