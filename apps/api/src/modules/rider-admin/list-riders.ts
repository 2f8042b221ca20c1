import type { AdminRider, RiderWorkStatus } from '../../generated/graphql.ts';
import type { Db } from '../../db/types.ts';
import { listRiderRows, type AdminRiderRow } from './rider-admin.repository.ts';

/** On a delivery wins over the switch: a rider with an ASSIGNED or PICKED order is at work. */
export function workStatusOf(row: Pick<AdminRiderRow, 'isOnline' | 'onDelivery'>): RiderWorkStatus {
  if (row.onDelivery) return 'ON_DELIVERY';
  return row.isOnline ? 'ONLINE' : 'OFFLINE';
}

export function adminRiderView(row: AdminRiderRow): AdminRider {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    status: workStatusOf(row),
    zoneId: row.zoneId,
    zoneTitle: row.zoneTitle,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    latitude: row.latitude,
    longitude: row.longitude,
    locationUpdatedAt: row.locationUpdatedAt?.toISOString() ?? null,
  };
}

/** adminRiders: by name, optionally one work status (docs/admin.md "Riders"). */
export async function listRiders({
  db,
  search,
  status,
}: {
  db: Db;
  search?: string | null;
  status?: RiderWorkStatus | null;
}): Promise<AdminRider[]> {
  const views = (await listRiderRows(db, search)).map(adminRiderView);
  return status ? views.filter((view) => view.status === status) : views;
}
