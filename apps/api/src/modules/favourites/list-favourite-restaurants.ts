import type { CoordinatesInput } from '@food/domain';
import type { Db } from '../../db/types.ts';
import type { UserRow } from '../auth/auth.repository.ts';
import { findRestaurantsByIds } from '../restaurants/find-restaurants-by-ids.ts';
import { listFavouriteIdsNewestFirst } from './favourites.repository.ts';

/**
 * ordering-core §7 UserFavourite: the user's favourite restaurants, newest first, as full Restaurants
 * (fields resolve through the restaurants module); `distance` is filled when a location is given.
 */
export async function listFavouriteRestaurants({
  db,
  user,
  origin,
}: {
  db: Db;
  user: UserRow;
  origin: CoordinatesInput | null;
}) {
  const ids = await listFavouriteIdsNewestFirst(db, user.id);
  return findRestaurantsByIds({ db, ids, origin });
}
