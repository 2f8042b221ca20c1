import type { Db } from '../../db/types.ts';
import { notFound } from '../../errors.ts';
import type { Rider } from '../../generated/graphql.ts';
import { isUuid } from '../../lib/ids.ts';
import { riderView } from '../orders/rider-view.ts';
import { customerHasOrderWithRider, findRiderById, type RiderRow } from './tracking.repository.ts';

export const RIDER_NOT_FOUND = 'Rider not found.';

/**
 * Whether `userId` may see the rider: the rider themself, or the customer of an order the rider is
 * on. Where a position is concerned (`activeOnly`), only while that order is not finished — a
 * customer does not follow a rider after the delivery.
 */
export async function canSeeRider(
  db: Db,
  { userId, rider, activeOnly }: { userId: string; rider: RiderRow; activeOnly: boolean },
): Promise<boolean> {
  if (rider.userId === userId) return true;
  return customerHasOrderWithRider(db, { userId, riderId: rider.id, activeOnly });
}

/** The rider, or NOT_FOUND for a malformed id, an unknown rider or one the user may not see. */
export async function findVisibleRider(
  db: Db,
  { userId, riderId }: { userId: string; riderId: string },
): Promise<RiderRow> {
  const id = riderId.trim();
  const rider = isUuid(id) ? await findRiderById(db, id) : undefined;
  if (!rider || !(await canSeeRider(db, { userId, rider, activeOnly: false })))
    throw notFound(RIDER_NOT_FOUND);
  return rider;
}

/**
 * rider(id): name always (for any of the customer's orders with that rider); the last position only
 * while one of those orders is active, or for the rider themself.
 */
export async function findRider(
  db: Db,
  { userId, riderId }: { userId: string; riderId: string },
): Promise<Rider> {
  const rider = await findVisibleRider(db, { userId, riderId });
  const showLocation = await canSeeRider(db, { userId, rider, activeOnly: true });
  return riderView(showLocation ? rider : { ...rider, latitude: null, longitude: null });
}
