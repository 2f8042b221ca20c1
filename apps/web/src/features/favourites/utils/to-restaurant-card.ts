import { toRestaurantCardData } from '@/components/restaurant/to-restaurant-card-data.ts';
import type { UserFavouriteQuery } from '@/gql/graphql.ts';

export type FavouriteRestaurant = UserFavouriteQuery['userFavourite'][number];

/** The shared card's data from a favourite (docs/product/screens.md#restaurant-list). */
export const toRestaurantCard = toRestaurantCardData;
