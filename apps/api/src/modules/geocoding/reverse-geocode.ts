import type { GeocodeResult, Geocoder, LatLng } from '../../adapters/geocoding/geocoder.ts';
import type { Logger } from '../../adapters/logger.ts';
import { notFound } from '../../errors.ts';
import { callGeocoder } from './call-geocoder.ts';

/**
 * The address at a point (docs/product/api.md#places-and-maps: coordinates into a formatted address, language
 * en).
 */
export async function reverseGeocode({
  geocoder,
  log,
  point,
}: {
  geocoder: Geocoder;
  log: Logger;
  point: LatLng;
}): Promise<GeocodeResult> {
  const result = await callGeocoder(log, () => geocoder.reverse(point));
  if (!result) throw notFound('No address found for this location.');
  return result;
}
