import { toRestaurantCardData } from '@/components/restaurant/to-restaurant-card-data.ts';
import type { PickupRestaurantsQuery } from '@/gql/graphql.ts';

export type PickupRestaurant = PickupRestaurantsQuery['nearByRestaurants']['restaurants'][number];

/** The list item that holds a restaurant's card; a marker finds its card through this id. */
export function pickupCardId(restaurantId: string): string {
  return `pickup-card-${restaurantId}`;
}

export const toCard = toRestaurantCardData;

type Coordinates = { latitude: number | null; longitude: number | null };

/** "Search area" with the same centre as the last search re-runs it instead of doing nothing. */
export function isSameArea(a: Coordinates | null, b: Coordinates | null): boolean {
  return a !== null && b !== null && a.latitude === b.latitude && a.longitude === b.longitude;
}
