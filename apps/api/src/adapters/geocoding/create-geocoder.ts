import type { Config } from '../../config.ts';
import type { RestaurantPlaces } from './gazetteer-geocoder.ts';
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
  // The gazetteer (its places, roads and the world's cities) is loaded by the first search, so a
  // server with GEOCODER_URL never loads it and one without does not pay for it at start-up.
  let gazetteer: Promise<Geocoder> | undefined;
  const load = () =>
    (gazetteer ??= import('./gazetteer-geocoder.ts').then((module) =>
      module.createGazetteerGeocoder({ restaurants }),
    ));
  return {
    suggest: async (options) => (await load()).suggest(options),
    lookup: async (placeId) => (await load()).lookup(placeId),
    search: async (options) => (await load()).search(options),
    reverse: async (point) => (await load()).reverse(point),
  };
}
