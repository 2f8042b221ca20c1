import { isFoodAvailableAt, zonedClock, type FoodHours } from '@food/domain';
import { groupBy } from '../../lib/group-by.ts';
import type { Db } from '../../db/types.ts';
import * as repo from './catalog.repository.ts';
import type { AddonRow, CategoryRow, FoodRow, OptionRow, VariationRow } from './catalog.repository.ts';

export type VariationNode = VariationRow & { addonIds: string[] };
export type FoodNode = FoodRow & { variations: VariationNode[] };
export type AddonNode = AddonRow & { optionIds: string[] };

/**
 * One restaurant's whole menu as the API serves it, assembled once per change: categories in
 * order, active foods per category with their variations, the add-on groups and options, plus
 * indexes by id for pricing an order (placeOrder reads the same object).
 */
export type Menu = {
  categories: CategoryRow[];
  foodsByCategory: Map<string, FoodNode[]>;
  foods: Map<string, FoodNode>;
  addons: AddonNode[];
  addonsById: Map<string, AddonNode>;
  options: OptionRow[];
  optionsById: Map<string, OptionRow>;
};

/** Menus of a batch of restaurants: seven statements whatever the batch size. */
export async function loadMenus(db: Db, restaurantIds: readonly string[]): Promise<Menu[]> {
  const ids = [...restaurantIds];
  const [categoryRows, foodRows, variationRows, variationLinks, addonRows, optionLinks, optionRows] =
    await Promise.all([
      repo.listCategories(db, ids),
      repo.listActiveFoodsOf(db, ids),
      repo.listVariationsOf(db, ids),
      repo.listVariationAddonLinksOf(db, ids),
      repo.listAddons(db, ids),
      repo.listAddonOptionLinksOf(db, ids),
      repo.listOptions(db, ids),
    ]);
  const addonIdsByVariation = groupBy(variationLinks, (link) => link.variationId);
  const optionIdsByAddon = groupBy(optionLinks, (link) => link.addonId);
  const variationsByFood = groupBy(
    variationRows.map(({ variation }) => ({
      ...variation,
      addonIds: (addonIdsByVariation.get(variation.id) ?? []).map((link) => link.addonId),
    })),
    (variation) => variation.foodId,
  );
  // A hidden category's dishes can neither be seen nor ordered (placeOrder reads `foods`).
  const visibleCategoryIds = new Set(categoryRows.map((category) => category.id));
  const foodNodes = foodRows
    .filter((food) => visibleCategoryIds.has(food.categoryId))
    .map((food) => ({ ...food, variations: variationsByFood.get(food.id) ?? [] }));
  const addonNodes = addonRows.map((addon) => ({
    ...addon,
    optionIds: (optionIdsByAddon.get(addon.id) ?? []).map((link) => link.optionId),
  }));
  const byRestaurant = {
    categories: groupBy(categoryRows, (row) => row.restaurantId),
    foods: groupBy(foodNodes, (row) => row.restaurantId),
    addons: groupBy(addonNodes, (row) => row.restaurantId),
    options: groupBy(optionRows, (row) => row.restaurantId),
  };
  return ids.map((id) => {
    const foods = byRestaurant.foods.get(id) ?? [];
    const addons = byRestaurant.addons.get(id) ?? [];
    const options = byRestaurant.options.get(id) ?? [];
    return {
      categories: byRestaurant.categories.get(id) ?? [],
      foodsByCategory: groupBy(foods, (food) => food.categoryId),
      foods: new Map(foods.map((food) => [food.id, food])),
      addons,
      addonsById: new Map(addons.map((addon) => [addon.id, addon])),
      options,
      optionsById: new Map(options.map((option) => [option.id, option])),
    };
  });
}

// The last answer per list: a cached menu's category is asked again and again within the same minute
// (every menu request), and the answer depends only on the list, the day and the minute of the day.
const availableAtMinute = new WeakMap<
  readonly FoodHours[],
  { day: string; minute: number; available: readonly FoodHours[] }
>();

/**
 * The dishes of a list that can be shown and ordered at `at`, by their own hours in the restaurant's zone.
 * The list returned may be shared with other callers at the same minute: read it, never change it.
 */
export function foodsAvailableAt<T extends FoodHours>(foods: readonly T[], timeZone: string, at: Date): T[] {
  const clock = zonedClock(at, timeZone);
  const last = availableAtMinute.get(foods);
  if (last && last.day === clock.day && last.minute === clock.minuteOfDay) return last.available as T[];
  const available = foods.filter((food) => isFoodAvailableAt(food, clock));
  availableAtMinute.set(foods, { day: clock.day, minute: clock.minuteOfDay, available });
  return available;
}
