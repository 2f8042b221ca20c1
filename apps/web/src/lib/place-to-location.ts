import { CURRENT_LOCATION_ID, type CurrentLocation, DEFAULT_LOCATION } from './current-location.ts';

/**
 * A chosen place (a suggestion, a point confirmed in the bar or the device position) becomes the current
 * location without creating an address (the home search and the bar, docs/product/screens.md#addresses).
 * Without an address text (the lookup failed) it reads "Current location", translated when shown.
 * Its own module, not in current-location.ts: only the home page and the bar's panel need it, so it
 * stays out of the entry chunk.
 */
export function placeToLocation(place: {
  latitude: number;
  longitude: number;
  address: string;
}): CurrentLocation {
  const address = place.address.trim();
  return {
    _id: CURRENT_LOCATION_ID,
    label: DEFAULT_LOCATION.label,
    latitude: place.latitude,
    longitude: place.longitude,
    deliveryAddress: address === '' ? DEFAULT_LOCATION.label : address,
    details: '',
  };
}
