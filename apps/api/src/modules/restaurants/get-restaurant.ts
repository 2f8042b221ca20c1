import type { Db } from '../../db/types.ts';
import { notFound } from '../../errors.ts';
import type { RestaurantKey } from './restaurant-input.ts';
import { findRestaurant, type RestaurantRow } from './restaurants.repository.ts';

/** One active restaurant by id or slug; its menu is resolved field by field through the loaders. */
export async function getRestaurant({ db, key }: { db: Db; key: RestaurantKey }): Promise<RestaurantRow> {
  const restaurant = await findRestaurant(db, key);
  if (!restaurant) throw notFound('Restaurant not found');
  return restaurant;
}
