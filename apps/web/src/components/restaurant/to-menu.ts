import { type Menu, toMinor } from '@food/domain';
import type { RestaurantMenuFieldsFragment } from '@/gql/graphql.ts';

/**
 * The domain's menu (minor units), which item customisation, cart revalidation and checkout repricing
 * work from. Amounts arrive as Float major units; they become integer minor units here, at the edge.
 */
export function toMenu(restaurant: RestaurantMenuFieldsFragment, currency: string): Menu {
  const minor = (major: number) => toMinor(major, currency);
  return {
    categories: restaurant.categories.map((category) => ({
      _id: category._id,
      title: category.title,
      foods: category.foods.map((food) => ({
        _id: food._id,
        title: food.title,
        description: food.description,
        image: food.image,
        isOutOfStock: food.isOutOfStock,
        variations: food.variations.map((variation) => ({
          _id: variation._id,
          title: variation.title,
          price: minor(variation.price),
          discounted: variation.discounted === null ? null : minor(variation.discounted),
          addons: [...variation.addons],
        })),
      })),
    })),
    addons: restaurant.addons.map((addon) => ({ ...addon, options: [...addon.options] })),
    options: restaurant.options.map((option) => ({ ...option, price: minor(option.price) })),
  };
}
