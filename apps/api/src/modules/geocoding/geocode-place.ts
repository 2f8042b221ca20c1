import type { GeocodeResult, Geocoder } from '../../adapters/geocoding/geocoder.ts';
import type { Logger } from '../../adapters/logger.ts';
import { notFound } from '../../errors.ts';
import { callGeocoder } from './call-geocoder.ts';
import type { GeocodeTarget } from './geocoding-input.ts';

/** Coordinates for a suggestion's placeId or for free address text; NOT_FOUND when nothing matches. */
export async function geocodePlace({
  geocoder,
  log,
  target,
}: {
  geocoder: Geocoder;
  log: Logger;
  target: GeocodeTarget;
}): Promise<GeocodeResult> {
  const result = await callGeocoder(log, () =>
    'placeId' in target
      ? geocoder.lookup(target.placeId)
      : geocoder.search({ address: target.address, near: null }),
  );
  if (!result) throw notFound('placeId' in target ? 'Place not found.' : 'No place matches this address.');
  return result;
}
