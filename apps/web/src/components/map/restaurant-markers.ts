import { pointToLatLng } from '@/lib/coordinates.ts';
import type { MapMarker } from './types.ts';

export type PlacedRestaurant = { _id: string; name: string; location: { coordinates: readonly number[] } };

/**
 * One restaurant marker per restaurant whose location is a valid point (others are left off the map
 * rather than drawn at 0,0). The marker id is the restaurant id, so a screen can find its card.
 */
export function restaurantMarkers<T extends PlacedRestaurant>(
  restaurants: readonly T[],
  onSelect?: (restaurant: T) => void,
): MapMarker[] {
  return restaurants.flatMap((restaurant) => {
    const position = pointToLatLng(restaurant.location.coordinates);
    if (!position) return [];
    return [
      {
        id: restaurant._id,
        position,
        label: restaurant.name,
        kind: 'restaurant' as const,
        onClick: onSelect && (() => onSelect(restaurant)),
      },
    ];
  });
}
