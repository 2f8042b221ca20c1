import { findFood, findOption, findVariation } from '../menu/find-in-menu.ts';
import type { AddonSelection, Menu } from '../menu/types.ts';
import { validateItemSelection } from '../menu/validate-item-selection.ts';
import { lineUnitPrice } from '../pricing/line-unit-price.ts';
import type { NewCartLine } from './types.ts';

export interface BuildCartLineOptions {
  menu: Menu;
  foodId: string;
  variationId: string;
  addons: readonly AddonSelection[];
  quantity: number;
  specialInstructions: string;
}

/**
 * A cart line priced and titled from the menu, or null when the choice is not valid on this menu
 * (validateItemSelection). The item dialog, reorder and revalidation all build lines here, so a line's
 * price always comes from the menu and never from whatever a client kept.
 */
export function buildCartLine(options: BuildCartLineOptions): NewCartLine | null {
  const { menu, foodId, variationId, addons, quantity, specialInstructions } = options;
  const food = findFood(menu, foodId);
  const variation = food && findVariation(food, variationId);
  if (!food || !variation) return null;
  if (validateItemSelection({ food, variationId, addons, menu, specialInstructions, quantity }).length > 0)
    return null;

  const chosen = addons
    .filter((group) => group.options.length > 0)
    .map((group) => ({ _id: group._id, options: [...group.options] }));
  const picked = chosen.flatMap((group) => group.options.map((id) => findOption(menu, id)));
  const optionsFound = picked.filter((option) => option !== undefined);
  return {
    foodId,
    variationId,
    quantity,
    addons: chosen,
    specialInstructions,
    // The variation is only offered when there is more than one, so only then is it
    // part of what the customer recognises as the item.
    title: food.variations.length > 1 ? `${food.title} (${variation.title})` : food.title,
    foodTitle: food.title,
    variationTitle: variation.title,
    optionTitles: optionsFound.map((option) => option.title),
    unitPrice: lineUnitPrice({
      variationPrice: variation.price,
      optionPrices: optionsFound.map((o) => o.price),
    }),
  };
}
