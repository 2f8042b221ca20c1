import type { Geocoder } from '../../adapters/geocoding/geocoder.ts';
import { createGeocoder } from '../../adapters/geocoding/create-geocoder.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/types.ts';
import { restaurantPlaces } from './restaurant-places.ts';

/** The server's geocoder: GEOCODER_URL's service, or the gazetteer with the restaurants' addresses. */
export function createServerGeocoder({
  config,
  db,
}: {
  config: Pick<Config, 'geocoderUrl'>;
  db: Db;
}): Geocoder {
  return createGeocoder({ config, restaurants: restaurantPlaces(db) });
}
