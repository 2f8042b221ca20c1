import type { Db } from '../../db/types.ts';
import type { RiderProfile } from '../../generated/graphql.ts';
import type { RiderRow } from '../tracking/tracking.repository.ts';
import { findActiveDeliveryRow } from './riders.repository.ts';
import { profileView } from './rider-views.ts';

/** The rider's own state and the delivery under way (the only order whose drop-off they see). */
export async function getRiderProfile({ db, rider }: { db: Db; rider: RiderRow }): Promise<RiderProfile> {
  return profileView(rider, await findActiveDeliveryRow(db, rider.id));
}
