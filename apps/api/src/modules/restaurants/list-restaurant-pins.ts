import type { CatalogCache } from '../catalog/catalog-cache-interface.ts';
import type { Coordinates } from './restaurant-input.ts';
import { listedRows } from './find-nearby-restaurants.ts';
import type { NearbyRow } from './restaurants.repository.ts';

/**
 * Pins per answer: every restaurant of a city of a few hundred, and a bounded answer (and map) for a
 * city of thousands, where the count still tells the real total (docs/maps.md "Home map").
 */
export const MAX_PINS = 300;

/**
 * nearByRestaurantPins: the restaurants delivering to the point as map pins, nearest first (then by
 * id), at most MAX_PINS, and how many deliver there in all. Both come from the position index and the
 * cached rows, so a warm request runs no SQL (docs/api-performance.md "Nearby in memory").
 */
export async function listRestaurantPins({
  catalog,
  query,
}: {
  catalog: CatalogCache;
  query: Coordinates;
}): Promise<{ totalCount: number; pins: NearbyRow[] }> {
  const index = await catalog.positions();
  const hits = index.page(query, { limit: MAX_PINS, after: null });
  const pins = await listedRows(catalog, hits);
  return { totalCount: index.count(query), pins };
}
