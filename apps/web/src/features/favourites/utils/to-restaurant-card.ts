import type { RestaurantCardData } from '@/components/restaurant/restaurant-card.tsx';
import type { UserFavouriteQuery } from '@/gql/graphql.ts';

export type FavouriteRestaurant = UserFavouriteQuery['userFavourite'][number];

/** The shared card's data from a favourite (ordering-core §2 "Restaurant card"). */
export function toRestaurantCard(restaurant: FavouriteRestaurant): RestaurantCardData {
  return {
    _id: restaurant._id,
    name: restaurant.name,
    image: restaurant.image,
    slug: restaurant.slug,
    deliveryTime: restaurant.deliveryTime,
    rating: restaurant.rating,
    reviewCount: restaurant.reviewData.total,
    isOpen: restaurant.isOpen,
    categoryTitles: restaurant.categories.map((category) => category.title),
  };
}
