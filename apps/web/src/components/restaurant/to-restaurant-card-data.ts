import type { RestaurantCardData } from './restaurant-card.tsx';

/** The card fields every restaurant query selects (list, pick-up, favourites). */
export type RestaurantCardSource = Omit<RestaurantCardData, 'reviewCount' | 'categoryTitles'> & {
  reviewData: { total: number };
  categories: readonly { title: string }[];
};

/** The shared card's data from any restaurant query result (docs/product/screens.md#restaurant-list). */
export function toRestaurantCardData<T extends RestaurantCardSource>(restaurant: T): RestaurantCardData {
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
