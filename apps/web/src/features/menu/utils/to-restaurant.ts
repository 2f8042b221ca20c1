import { toMinor } from '@food/domain';
import type { RestaurantQuery } from '@/gql/graphql.ts';
import { type DisplayPrice, displayPrice } from './display-price.ts';

export type MenuFood = {
  _id: string;
  title: string;
  image: string | null;
  description: string;
  price: DisplayPrice | null;
  /** Marked out of stock by the restaurant: listed, not orderable. */
  isOutOfStock: boolean;
};
export type MenuCategory = { _id: string; title: string; foods: MenuFood[] };
export type RestaurantDetail = {
  _id: string;
  slug: string;
  name: string;
  image: string;
  address: string;
  deliveryTime: number;
  minimumOrderMinor: number;
  rating: number;
  reviewCount: number;
  /**
   * Server-evaluated: available and inside today's hours
   * (docs/product/changes-from-upstream.md#opening-hours).
   */
  isOpen: boolean;
  categories: MenuCategory[];
};

type ApiRestaurant = RestaurantQuery['restaurant'];

// Amounts arrive as Float major units; they become integer minor units here, at the edge.

/** What the page shows: the header and the food cards. */
export function toRestaurantDetail(restaurant: ApiRestaurant, currency: string): RestaurantDetail {
  const minor = (major: number) => toMinor(major, currency);
  return {
    _id: restaurant._id,
    slug: restaurant.slug,
    name: restaurant.name,
    image: restaurant.image,
    address: restaurant.address,
    deliveryTime: restaurant.deliveryTime,
    minimumOrderMinor: minor(restaurant.minimumOrder),
    rating: restaurant.rating,
    reviewCount: restaurant.reviewData.total,
    isOpen: restaurant.isOpen,
    categories: restaurant.categories
      .filter((category) => category.foods.length > 0)
      .map((category) => ({
        _id: category._id,
        title: category.title,
        foods: category.foods.map((food) => ({
          _id: food._id,
          title: food.title,
          image: food.image,
          description: food.description,
          isOutOfStock: food.isOutOfStock,
          price: displayPrice(
            food.variations.map((v) => ({
              priceMinor: minor(v.price),
              discountedMinor: v.discounted === null ? null : minor(v.discounted),
            })),
          ),
        })),
      })),
  };
}
