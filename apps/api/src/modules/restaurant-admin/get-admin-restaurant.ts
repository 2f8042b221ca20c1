import type { RestaurantStatus } from '@food/domain';
import { notFound } from '../../errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Db } from '../../db/types.ts';
import { findRestaurant, listRestaurantsPage, type RestaurantRow } from './restaurant-admin.repository.ts';

export const restaurantNotFound = () => notFound('Restaurant not found.');

/** A restaurant id argument: a uuid, else NOT_FOUND as for an unknown one (never a database error). */
export function parseRestaurantId(value: string): string {
  const id = value.trim();
  if (!isUuid(id)) throw restaurantNotFound();
  return id;
}

export async function getAdminRestaurant(db: Db, { id }: { id: string }): Promise<RestaurantRow> {
  const row = await findRestaurant(db, parseRestaurantId(id));
  if (!row) throw restaurantNotFound();
  return row;
}

const DEFAULT_PAGE = 20;
const MAX_PAGE = 100;

/** One page of the back office's list with the total matching the filters. */
export async function listAdminRestaurants(
  db: Db,
  args: {
    search?: string | null;
    status?: RestaurantStatus | null;
    zone?: string | null;
    first?: number | null;
    offset?: number | null;
  },
) {
  const limit = Math.min(Math.max(args.first ?? DEFAULT_PAGE, 1), MAX_PAGE);
  const offset = Math.max(args.offset ?? 0, 0);
  const zone = args.zone?.trim() || null;
  // An unknown zone id matches nothing rather than failing the whole list.
  if (zone && !isUuid(zone)) return { items: [], totalCount: 0 };
  const search = args.search?.trim() || null;
  return listRestaurantsPage(db, { search, status: args.status ?? null, zoneId: zone }, { limit, offset });
}
