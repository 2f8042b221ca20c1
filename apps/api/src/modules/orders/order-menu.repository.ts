import { and, asc, eq, inArray } from 'drizzle-orm';
import { addonOptions, addons, foods, options, variationAddons, variations } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { isUuid } from '../../lib/ids.ts';

// The slice of one restaurant's menu an order refers to, read from the database only (the client's
// prices are never used). Every query is scoped to the restaurant, so an id from another menu is
// simply not found. Three statements for any number of lines.

export async function findOrderedFoods(db: Db, restaurantId: string, foodIds: string[]) {
  const ids = [...new Set(foodIds.filter(isUuid))];
  if (ids.length === 0) return [];
  return db
    .select({
      foodId: foods.id,
      foodTitle: foods.title,
      description: foods.description,
      image: foods.image,
      variationId: variations.id,
      variationTitle: variations.title,
      price: variations.price,
      discounted: variations.discounted,
    })
    .from(foods)
    .innerJoin(variations, eq(variations.foodId, foods.id))
    .where(and(inArray(foods.id, ids), eq(foods.restaurantId, restaurantId), eq(foods.isActive, true)))
    .orderBy(asc(variations.position), asc(variations.id));
}

/** The add-on groups offered with the variations, as (variation, group) pairs. */
export async function findVariationAddonGroups(db: Db, restaurantId: string, variationIds: string[]) {
  if (variationIds.length === 0) return [];
  return db
    .select({
      variationId: variationAddons.variationId,
      addonId: addons.id,
      title: addons.title,
      description: addons.description,
      quantityMinimum: addons.quantityMinimum,
      quantityMaximum: addons.quantityMaximum,
    })
    .from(variationAddons)
    .innerJoin(addons, eq(addons.id, variationAddons.addonId))
    .where(and(inArray(variationAddons.variationId, variationIds), eq(addons.restaurantId, restaurantId)))
    .orderBy(asc(variationAddons.position), asc(addons.id));
}

export async function findAddonGroupOptions(db: Db, restaurantId: string, addonIds: string[]) {
  if (addonIds.length === 0) return [];
  return db
    .select({
      addonId: addonOptions.addonId,
      optionId: options.id,
      title: options.title,
      description: options.description,
      price: options.price,
    })
    .from(addonOptions)
    .innerJoin(options, eq(options.id, addonOptions.optionId))
    .where(and(inArray(addonOptions.addonId, addonIds), eq(options.restaurantId, restaurantId)))
    .orderBy(asc(addonOptions.position), asc(options.id));
}
