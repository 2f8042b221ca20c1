import { notFound } from '../../errors.ts';
import type { CatalogCache } from '../catalog/catalog-cache-interface.ts';
import type { RestaurantKey } from './restaurant-input.ts';
import type { RestaurantRow } from '../catalog/catalog.repository.ts';

/**
 * One active restaurant by id or slug, from the process cache (no SQL once seen); its menu is
 * resolved field by field from the cached menu. Inactive (delisted) restaurants are not found.
 */
export async function getRestaurant({
  catalog,
  key,
}: {
  catalog: CatalogCache;
  key: RestaurantKey;
}): Promise<RestaurantRow> {
  const id = 'id' in key ? key.id : await catalog.restaurantIdBySlug(key.slug);
  const restaurant = id ? await catalog.restaurant(id) : null;
  if (!restaurant?.isActive || restaurant.status !== 'PUBLISHED') throw notFound('Restaurant not found');
  return restaurant;
}
