import type { Db } from '../../db/types.ts';
import { notFound } from '../../errors.ts';
import type { UserRow } from '../auth/auth.repository.ts';
import { getProfile } from '../auth/get-profile.ts';
import { findRestaurantsByIds } from '../restaurants/find-restaurants-by-ids.ts';
import { deleteFavourite, insertFavourite } from './favourites.repository.ts';

/**
 * The heart (docs/product/ordering.md#favourites) adds the restaurant, or removes it when it is already a
 * favourite, for the signed-in user only; the answer is the updated profile. Removing works even for a
 * restaurant that has since been delisted; adding needs an active one.
 */
export async function toggleFavourite({
  db,
  user,
  restaurantId,
  now,
}: {
  db: Db;
  user: UserRow;
  restaurantId: string;
  now: Date;
}) {
  const wasFavourite = await deleteFavourite(db, user.id, restaurantId);
  if (!wasFavourite) {
    const [restaurant] = await findRestaurantsByIds({ db, ids: [restaurantId] });
    if (!restaurant) throw notFound('Restaurant not found');
    await insertFavourite(db, { userId: user.id, restaurantId, createdAt: now });
  }
  return getProfile({ db, user });
}
