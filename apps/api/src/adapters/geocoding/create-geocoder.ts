import type { Config } from '../../config.ts';
import { createGazetteerGeocoder, type RestaurantPlaces } from './gazetteer-geocoder.ts';
import type { Geocoder } from './geocoder.ts';
import { createNominatimGeocoder } from './nominatim-geocoder.ts';

/** The built-in gazetteer (offline), or the Nominatim-compatible service at GEOCODER_URL. */
export function createGeocoder({
  config,
  restaurants,
}: {
  config: Pick<Config, 'geocoderUrl'>;
  restaurants?: RestaurantPlaces;
}): Geocoder {
  if (config.geocoderUrl) return createNominatimGeocoder({ baseUrl: config.geocoderUrl });
  return createGazetteerGeocoder({ restaurants });
}
