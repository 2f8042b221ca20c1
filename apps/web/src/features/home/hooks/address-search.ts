// Home address search rules (ordering-core §2 "/"): Find restaurants (button or Enter) only goes to the
// list when a location is set. Typed text is not a location until a place is chosen for it, so editing
// the field away from the stored location's text unsets it.
import { CURRENT_LOCATION_ID, type CurrentLocation } from '@/lib/current-location.ts';

export function locationForText(
  text: string,
  stored: CurrentLocation | null,
  storedText: string,
): CurrentLocation | null {
  const typed = text.trim();
  return stored && typed !== '' && typed === storedText.trim() ? stored : null;
}

/** A browser geolocation fix becomes the "Current location" (no address text until geocoding). */
export function deviceLocation(coords: { latitude: number; longitude: number }): CurrentLocation {
  return {
    _id: CURRENT_LOCATION_ID,
    label: 'Current location',
    latitude: coords.latitude,
    longitude: coords.longitude,
    deliveryAddress: 'Current location',
    details: '',
  };
}
