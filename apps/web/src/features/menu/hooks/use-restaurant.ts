import { toMinor } from '@food/domain';
import { useMemo } from 'react';
import { RestaurantDocument, type RestaurantQuery } from '@/gql/graphql.ts';
import { type Currency, useCurrency } from '@/hooks/use-currency.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { type DisplayPrice, displayPrice } from '../utils/display-price.ts';
import { isNotFoundError } from '../utils/is-not-found-error.ts';

export type MenuFood = {
  _id: string;
  title: string;
  image: string | null;
  description: string;
  price: DisplayPrice | null;
};
export type MenuCategory = { _id: string; title: string; foods: MenuFood[] };
export type RestaurantDetail = {
  _id: string;
  name: string;
  image: string;
  address: string;
  deliveryTime: number;
  minimumOrderMinor: number;
  rating: number;
  reviewCount: number;
  isOpen: boolean;
  categories: MenuCategory[];
};

// Amounts arrive as Float major units; they become integer minor units here, at the edge.
function toDetail(restaurant: RestaurantQuery['restaurant'], currency: string): RestaurantDetail {
  const minor = (major: number) => toMinor(major, currency);
  return {
    _id: restaurant._id,
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

/** One restaurant and its menu (network-only), with prices in the platform currency. */
export function useRestaurant(slug: string): {
  restaurant: RestaurantDetail | undefined;
  currency: Currency;
  fetching: boolean;
  error: Error | undefined;
  notFound: boolean;
  retry: () => void;
} {
  const [{ data, fetching, error }, reexecute] = useTypedQuery({
    query: RestaurantDocument,
    variables: { slug },
    requestPolicy: 'network-only',
  });
  const { currency, ready } = useCurrency();
  const restaurant = useMemo(
    () => (data && ready ? toDetail(data.restaurant, currency.currency) : undefined),
    [data, ready, currency.currency],
  );
  return {
    restaurant,
    currency,
    fetching: fetching || !ready,
    error,
    notFound: isNotFoundError(error),
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
