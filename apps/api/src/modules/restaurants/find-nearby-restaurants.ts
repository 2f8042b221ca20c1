import type { CatalogCache } from '../catalog/catalog-cache.ts';
import type { Coordinates } from './restaurant-input.ts';

/**
 * ordering-core §7 nearByRestaurants: the restaurants delivering to the point, nearest first, and the
 * offers and sections that contain them, each listing only those restaurants (empty ones dropped).
 * Answered from the process caches (docs/api-performance.md "Nearby without SQL"); nested
 * restaurant fields too.
 */
export async function findNearbyRestaurants({
  catalog,
  latitude,
  longitude,
}: { catalog: CatalogCache } & Coordinates) {
  const restaurants = await catalog.restaurantsNear({ latitude, longitude });
  const { offers, sections } = await catalog.groupingsOf(restaurants.map((restaurant) => restaurant.id));
  return {
    restaurants,
    offers: offers.map((offer) => ({
      _id: offer.id,
      name: offer.name,
      tag: offer.tag,
      restaurants: offer.restaurantIds,
    })),
    sections: sections.map((section) => ({
      _id: section.id,
      name: section.name,
      restaurants: section.restaurantIds,
    })),
  };
}
