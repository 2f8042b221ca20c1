// Builds one restaurant's menu (categories, foods, variations, add-on groups and options) from its
// cuisine template, deterministically from the given random stream.
import type {
  addonOptions,
  addons,
  categories,
  foods,
  options,
  variationAddons,
  variations,
} from '../schema/index.ts';
import { MENUS_SAVOURY, SIZES, type AddonTemplate, type CuisineTemplate } from './menu-data.ts';
import { MENUS_MORE } from './menu-data-more.ts';
import { menuPrice, type Rng } from './random.ts';
import type { Cuisine } from './restaurants-data.ts';

export const MENUS: Record<Cuisine, CuisineTemplate> = { ...MENUS_SAVOURY, ...MENUS_MORE };

export type MenuRows = {
  categories: (typeof categories.$inferInsert)[];
  foods: (typeof foods.$inferInsert)[];
  variations: (typeof variations.$inferInsert)[];
  addons: (typeof addons.$inferInsert)[];
  options: (typeof options.$inferInsert)[];
  addonOptions: (typeof addonOptions.$inferInsert)[];
  variationAddons: (typeof variationAddons.$inferInsert)[];
};

export function emptyMenuRows(): MenuRows {
  return {
    categories: [],
    foods: [],
    variations: [],
    addons: [],
    options: [],
    addonOptions: [],
    variationAddons: [],
  };
}

export type MenuSummary = { foodTitles: string[]; hasDiscounts: boolean };

type Ctx = { rng: Rng; newId: () => string; restaurantId: string; cuisine: Cuisine; rich: boolean };

/** Appends the restaurant's menu to `rows`; returns what reviews and offers need to know. */
export function buildMenu(ctx: Ctx, rows: MenuRows): MenuSummary {
  const { rng, newId, restaurantId } = ctx;
  const template = MENUS[ctx.cuisine];
  const groupIds = new Map<string, string>();
  const optionIds = new Map<string, string>();
  const foodTitles: string[] = [];
  let hasDiscounts = false;

  const groupTemplate = (key: string): AddonTemplate => {
    const found = template.addons.find((a) => a.key === key);
    if (!found) throw new Error(`Menu template for ${ctx.cuisine} has no add-on group "${key}"`);
    return found;
  };

  // Add-on groups are created on first use so a restaurant only lists groups its foods offer.
  const groupId = (key: string): string => {
    const existing = groupIds.get(key);
    if (existing) return existing;
    const group = groupTemplate(key);
    const id = newId();
    groupIds.set(key, id);
    rows.addons.push({
      id,
      restaurantId,
      title: group.title,
      description: group.description,
      quantityMinimum: group.min,
      quantityMaximum: group.max,
    });
    group.options.forEach(([title, price], position) => {
      // Options are restaurant-wide; the same option (e.g. "Jalapeños" at the same price) is shared.
      const optionKey = `${title}|${price}`;
      let optionId = optionIds.get(optionKey);
      if (!optionId) {
        optionId = newId();
        optionIds.set(optionKey, optionId);
        rows.options.push({ id: optionId, restaurantId, title, description: '', price });
      }
      rows.addonOptions.push({ addonId: id, optionId, position });
    });
    return id;
  };

  const all = template.categories;
  const [first, ...rest] = all;
  if (!first) throw new Error(`Menu template for ${ctx.cuisine} has no categories`);
  const categoryCount = ctx.rich ? Math.min(6, all.length) : rng.int(3, Math.min(6, all.length));
  // The first category (the cuisine's signature dishes) always leads the menu.
  const chosen = [first, ...rng.sample(rest, categoryCount - 1)];
  const priceFactor = rng.float(0.88, 1.18);

  chosen.forEach((category, categoryPosition) => {
    const categoryId = newId();
    rows.categories.push({ id: categoryId, restaurantId, title: category.title, position: categoryPosition });
    const pool = category.foods;
    const foodCount = ctx.rich ? Math.min(8, pool.length) : rng.int(3, Math.min(8, pool.length));
    const picked =
      categoryPosition === 0
        ? [pool[0]!, ...rng.sample(pool.slice(1), foodCount - 1)]
        : rng.sample(pool, foodCount);

    picked.forEach(([title, description, kind, basePrice, sizesOverride, addonsOverride], foodPosition) => {
      const foodId = newId();
      foodTitles.push(title);
      rows.foods.push({
        id: foodId,
        restaurantId,
        categoryId,
        title,
        description,
        image: `/images/foods/${kind}.svg`,
        position: foodPosition,
      });
      const discounted = rng.chance(0.15);
      hasDiscounts ||= discounted;
      const addonKeys = addonsOverride ?? category.addons ?? [];
      SIZES[sizesOverride ?? category.sizes].forEach(([sizeTitle, factor], variationPosition) => {
        const fullPrice = menuPrice(basePrice * priceFactor * factor);
        const promoPrice = menuPrice(fullPrice * 0.8);
        const onPromotion = discounted && promoPrice < fullPrice;
        const variationId = newId();
        rows.variations.push({
          id: variationId,
          foodId,
          title: sizeTitle,
          price: onPromotion ? promoPrice : fullPrice,
          discounted: onPromotion ? fullPrice : null,
          position: variationPosition,
        });
        addonKeys.forEach((key, position) => {
          rows.variationAddons.push({ variationId, addonId: groupId(key), position });
        });
      });
    });
  });

  return { foodTitles, hasDiscounts };
}
