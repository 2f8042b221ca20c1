import type { Geocoder, LatLng } from '../../adapters/geocoding/geocoder.ts';
import type { Logger } from '../../adapters/logger.ts';
import { callGeocoder } from './call-geocoder.ts';

/**
 * Place suggestions (docs/product/api.md#places-and-maps): best first, biased towards `near`; blank text
 * gives [].
 */
export async function suggestPlaces({
  geocoder,
  log,
  query,
  near,
  limit,
}: {
  geocoder: Geocoder;
  log: Logger;
  query: string;
  near: LatLng | null;
  limit: number;
}) {
  if (!query) return [];
  return callGeocoder(log, () => geocoder.suggest({ query, near, limit }));
}
