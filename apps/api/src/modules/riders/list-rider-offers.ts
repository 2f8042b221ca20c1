import { haversineKm } from '@food/domain';
import type { Db } from '../../db/types.ts';
import type { RiderOffer } from '../../generated/graphql.ts';
import { OFFER_RADIUS_KM } from '../tracking/assign-order.ts';
import type { RiderRow } from '../tracking/tracking.repository.ts';
import { listOfferRows } from './riders.repository.ts';
import { offerView } from './rider-views.ts';

const KM_PER_DEGREE = 111.32;

/**
 * Offers for one rider (docs/rider-app.md "Offers"): only while online (and not suspended) and once a
 * position is known; restaurants within OFFER_RADIUS_KM of that position (and in the rider's zone, if
 * any), nearest first. A box narrows the rows in SQL,
 * the exact distance decides.
 */
export async function listRiderOffers({ db, rider }: { db: Db; rider: RiderRow }): Promise<RiderOffer[]> {
  if (!rider.isOnline || rider.suspendedAt || rider.latitude === null || rider.longitude === null) return [];
  const from = { latitude: rider.latitude, longitude: rider.longitude };
  const latSpan = OFFER_RADIUS_KM / KM_PER_DEGREE;
  const lngSpan =
    OFFER_RADIUS_KM / (KM_PER_DEGREE * Math.max(0.01, Math.cos((from.latitude * Math.PI) / 180)));
  const rows = await listOfferRows(
    db,
    {
      south: from.latitude - latSpan,
      north: from.latitude + latSpan,
      west: from.longitude - lngSpan,
      east: from.longitude + lngSpan,
    },
    rider.zoneId,
  );
  return rows
    .filter(
      (row) =>
        haversineKm(from, { latitude: row.restaurantLatitude, longitude: row.restaurantLongitude }) <=
        OFFER_RADIUS_KM,
    )
    .map((row) => offerView(row, from))
    .sort((a, b) => a.distanceToRestaurant - b.distanceToRestaurant);
}
