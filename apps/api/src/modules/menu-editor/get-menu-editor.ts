import { toMajor, toMajorOrNull } from '../../lib/money.ts';
import type { Db } from '../../db/types.ts';
import type { EditableMenu } from '../../generated/graphql.ts';
import { groupBy } from '../../lib/group-by.ts';
import { loadMenuRows } from './menu-editor.repository.ts';

/** The whole menu as the editor shows it (hidden and inactive included), prices in major units. */
export async function getMenuEditor({
  db,
  restaurantId,
  currency,
}: {
  db: Db;
  restaurantId: string;
  currency: string;
}): Promise<EditableMenu> {
  const rows = await loadMenuRows(db, restaurantId);
  const linksByVariation = groupBy(rows.variationLinks, (link) => link.variationId);
  const variationsByFood = groupBy(rows.variationRows, (variation) => variation.foodId);
  const foodsByCategory = groupBy(rows.foodRows, (food) => food.categoryId);
  const optionsByAddon = groupBy(rows.optionLinks, (link) => link.addonId);
  return {
    restaurant: restaurantId,
    categories: rows.categoryRows.map((category) => ({
      _id: category.id,
      title: category.title,
      isHidden: category.isHidden,
      foods: (foodsByCategory.get(category.id) ?? []).map((food) => ({
        _id: food.id,
        category: food.categoryId,
        title: food.title,
        description: food.description,
        image: food.image,
        isActive: food.isActive,
        isOutOfStock: food.isOutOfStock,
        availableDays: food.availableDays,
        availableFrom: food.availableFrom,
        availableTo: food.availableTo,
        variations: (variationsByFood.get(food.id) ?? []).map((variation) => ({
          _id: variation.id,
          title: variation.title,
          price: toMajor(variation.price, currency),
          discounted: toMajorOrNull(variation.discounted, currency),
          addonGroups: (linksByVariation.get(variation.id) ?? []).map((link) => link.addonId),
        })),
      })),
    })),
    addonGroups: rows.addonRows.map((addon) => ({
      _id: addon.id,
      title: addon.title,
      description: addon.description,
      quantityMinimum: addon.quantityMinimum,
      quantityMaximum: addon.quantityMaximum,
      options: (optionsByAddon.get(addon.id) ?? []).map(({ option }) => ({
        _id: option.id,
        title: option.title,
        price: toMajor(option.price, currency),
        isOutOfStock: option.isOutOfStock,
      })),
    })),
  };
}
