import type { CoordinatesInput } from '@food/domain';
import type { Db } from '../../db/types.ts';
import { badUserInput } from '../../errors.ts';
import type { UserRow } from '../auth/auth.repository.ts';
import { findRestaurantsByIds } from '../restaurants/find-restaurants-by-ids.ts';
import { listFavouriteIdsNewestFirst } from './favourites.repository.ts';

/**
 * userFavourite (docs/product/api.md#addresses-and-favourites): one page of the user's favourite restaurants,
 * newest first, as full Restaurants (fields resolve through the restaurants module); `distance` is filled
 * when a location is given. `after` is the id of the previous page's last restaurant.
 */
export async function listFavouriteRestaurants({
  db,
  user,
  origin,
  first,
  after,
}: {
  db: Db;
  user: UserRow;
  origin: CoordinatesInput | null;
  first: number;
  after: string | null;
}) {
  const ids = await listFavouriteIdsNewestFirst(db, user.id, { limit: first, after });
  if (ids === null) throw badUserInput('after must be the id of a restaurant in your favourites.');
  return findRestaurantsByIds({ db, ids, origin });
}
