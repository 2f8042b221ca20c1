import { AppError } from '@food/domain';
import type { Db } from '../../db/types.ts';
import { findRiderById, riderHasActiveDelivery, type RiderRow } from '../tracking/tracking.repository.ts';
import { saveRiderOnline } from './riders.repository.ts';

/**
 * The rider app's switch. Going offline during a delivery is refused: the customer follows the rider's
 * position until the door, and an offline rider would be handed back to the demo dispatcher.
 */
export async function setRiderOnline({
  db,
  rider,
  online,
}: {
  db: Db;
  rider: RiderRow;
  online: boolean;
}): Promise<RiderRow> {
  // Suspended by operator staff (docs/admin.md "Riders"): no going online until reactivated.
  if (online && rider.suspendedAt) {
    throw new AppError('FORBIDDEN', 'Your rider account is suspended. Contact the operator to ride again.');
  }
  if (!online && (await riderHasActiveDelivery(db, rider.id))) {
    throw new AppError('RIDER_BUSY', 'Finish your current delivery before going offline.');
  }
  await saveRiderOnline(db, { riderId: rider.id, online });
  return (await findRiderById(db, rider.id)) ?? rider;
}
