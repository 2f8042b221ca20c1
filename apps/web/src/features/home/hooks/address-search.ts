// Home address search rules (ordering-core §2 "/"): Find restaurants (button or Enter) only goes to the
// list when a location is set. Typed text is not a location until a place is chosen for it, so editing
// the field away from the stored location's text unsets it.
import { CURRENT_LOCATION_ID, type CurrentLocation, DEFAULT_LOCATION } from '@/lib/current-location.ts';

export function locationForText(
  text: string,
  stored: CurrentLocation | null,
  storedText: string,
): CurrentLocation | null {
  const typed = text.trim();
  return stored && typed !== '' && typed === storedText.trim() ? stored : null;
}

/**
 * A chosen place (a suggestion or the device position) becomes the current location. Without an
 * address (the lookup failed) it reads "Current location", translated when shown.
 */
export function placeLocation(place: {
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
