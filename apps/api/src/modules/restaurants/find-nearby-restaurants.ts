import type { Db } from '../../db/types.ts';
import type { Coordinates } from './restaurant-input.ts';
import { findRestaurantsNear, listOffersFor, listSectionsFor } from './restaurants.repository.ts';

/**
 * ordering-core §7 nearByRestaurants: the restaurants delivering to the point, nearest first, and the
 * offers and sections that contain them, each listing only those restaurants (empty ones dropped).
 * Nested restaurant fields are resolved through the request's batch loaders.
 */
export async function findNearbyRestaurants({ db, latitude, longitude }: { db: Db } & Coordinates) {
  const restaurants = await findRestaurantsNear(db, { latitude, longitude });
  const ids = restaurants.map((restaurant) => restaurant.id);
  const [offers, sections] = await Promise.all([listOffersFor(db, ids), listSectionsFor(db, ids)]);
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
