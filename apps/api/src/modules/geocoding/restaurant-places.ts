import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { RestaurantPlaces } from '../../adapters/geocoding/gazetteer-geocoder.ts';
import { restaurants } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

// The restaurants' own addresses as places for the built-in gazetteer (docs/product/screens.md#addresses
// location search): typing a restaurant's name or street finds it.

const MAX_CANDIDATES = 100;

const columns = {
  id: restaurants.id,
  name: restaurants.name,
  address: restaurants.address,
  latitude: restaurants.latitude,
  longitude: restaurants.longitude,
};

export function restaurantPlaces(db: Db): RestaurantPlaces {
  return {
    search(word) {
      // `word` is normalized text (letters and digits only), so it holds no LIKE wildcards.
      const pattern = `%${word}%`;
      return db
        .select(columns)
        .from(restaurants)
        .where(
          and(
            eq(restaurants.isActive, true),
            eq(restaurants.status, 'PUBLISHED'),
            or(ilike(restaurants.name, pattern), ilike(restaurants.address, pattern)),
          ),
        )
        .orderBy(asc(restaurants.name), asc(restaurants.id))
        .limit(MAX_CANDIDATES);
    },
    async find(id) {
      const [row] = await db
        .select(columns)
        .from(restaurants)
        .where(
          and(eq(restaurants.id, id), eq(restaurants.isActive, true), eq(restaurants.status, 'PUBLISHED')),
        )
        .limit(1);
      return row ?? null;
    },
  };
}
