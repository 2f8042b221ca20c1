import { notFound } from '../../errors.ts';
import type { CatalogCache } from '../catalog/catalog-cache-interface.ts';
import type { RestaurantKey } from './restaurant-input.ts';
import type { RestaurantRow } from '../catalog/catalog.repository.ts';

/**
 * One active restaurant by id or slug, from the process cache (no SQL once seen); its menu is
 * resolved field by field from the cached menu. Inactive (delisted) restaurants are not found, nor are
 * DRAFT or UNPUBLISHED ones, except to the staff `isStaffOf` names (their console's menu tab reads
 * this query; docs/admin.md "Restaurants"): the session is read only for such a restaurant.
 */
export async function getRestaurant({
  catalog,
  key,
  isStaffOf,
}: {
  catalog: CatalogCache;
  key: RestaurantKey;
  isStaffOf?: (restaurantId: string) => Promise<boolean>;
}): Promise<RestaurantRow> {
  const id = 'id' in key ? key.id : await catalog.restaurantIdBySlug(key.slug);
  const restaurant = id ? await catalog.restaurant(id) : null;
  if (!restaurant?.isActive) throw notFound('Restaurant not found');
  if (restaurant.status !== 'PUBLISHED' && !(await isStaffOf?.(restaurant.id))) {
    throw notFound('Restaurant not found');
  }
  return restaurant;
}
