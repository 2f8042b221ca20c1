import type { Db } from '../../db/types.ts';
import type { Coordinates } from './restaurant-input.ts';
import { listActiveRestaurantsByIds, type RestaurantParent } from './restaurants.repository.ts';

/**
 * Active restaurants in the order of `ids` (valid uuids), for other modules' lists (favourites): the
 * Restaurant type's fields then resolve through this module's loaders. With an origin, `distance` is
 * filled. Ids of restaurants that are delisted or gone are skipped.
 */
export async function findRestaurantsByIds({
  db,
  ids,
  origin = null,
}: {
  db: Db;
  ids: readonly string[];
  origin?: Coordinates | null;
}): Promise<RestaurantParent[]> {
  const byId = new Map((await listActiveRestaurantsByIds(db, ids, origin)).map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
