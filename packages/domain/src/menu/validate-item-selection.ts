import { validateAddonGroup } from './addon-rules.ts';
import { findAddon, findOption, findVariation } from './find-in-menu.ts';
import { QUANTITY_MIN, SPECIAL_INSTRUCTIONS_MAX } from './limits.ts';
import type { AddonSelection, Menu, MenuFood, MenuVariation } from './types.ts';

export type ItemSelectionProblem = { message: string } & (
  | { code: 'UNKNOWN_VARIATION'; variationId: string }
  | { code: 'UNKNOWN_ADDON'; addonId: string }
  | { code: 'DUPLICATE_ADDON'; addonId: string }
  | { code: 'UNKNOWN_OPTION'; addonId: string; optionId: string }
  | { code: 'OPTION_NOT_IN_GROUP'; addonId: string; optionId: string }
  | { code: 'DUPLICATE_OPTION'; addonId: string; optionId: string }
  | { code: 'ADDON_COUNT'; addonId: string; reason: 'TOO_FEW' | 'TOO_MANY'; count: number }
  | { code: 'INSTRUCTIONS_TOO_LONG'; length: number }
  | { code: 'INVALID_QUANTITY'; quantity: number }
  | { code: 'OUT_OF_STOCK'; foodId: string; optionId?: string }
);

export interface ValidateItemSelectionOptions {
  food: MenuFood;
  variationId: string;
  addons: readonly AddonSelection[];
  menu: Menu;
  specialInstructions: string;
  quantity: number;
}

/**
 * Every reason a customised item may not go into the cart or an order
 * (docs/product/validation.md#add-on-groups, docs/product/validation.md#item-dialog). The dialog uses it to
 * grey the button; the API runs the same check on each order line, so a hand-made request cannot pick an
 * option from another group or skip a required one. An empty list means the selection is valid.
 */
export function validateItemSelection(options: ValidateItemSelectionOptions): ItemSelectionProblem[] {
  const { food, variationId, addons, menu, specialInstructions, quantity } = options;
  const problems: ItemSelectionProblem[] = [];
  if (!Number.isSafeInteger(quantity) || quantity < QUANTITY_MIN) {
    problems.push({
      code: 'INVALID_QUANTITY',
      quantity,
      message: `Quantity must be at least ${QUANTITY_MIN}`,
    });
  }
  // UTF-16 length, the unit the dialog's maxLength counts, so the web and the API agree exactly.
  if (specialInstructions.length > SPECIAL_INSTRUCTIONS_MAX) {
    problems.push({
      code: 'INSTRUCTIONS_TOO_LONG',
      length: specialInstructions.length,
      message: `Special instructions can be at most ${SPECIAL_INSTRUCTIONS_MAX} characters`,
    });
  }
  if (food.isOutOfStock) {
    problems.push({ code: 'OUT_OF_STOCK', foodId: food._id, message: `${food.title} is out of stock` });
  }
  const variation = findVariation(food, variationId);
  if (!variation) {
    problems.push({
      code: 'UNKNOWN_VARIATION',
      variationId,
      message: `${food.title}: this choice is no longer available`,
    });
    return problems;
  }
  problems.push(
    ...checkChosenGroups(menu, food, variation, addons),
    ...checkGroupCounts(menu, variation, addons),
  );
  return problems;
}

function checkChosenGroups(
  menu: Menu,
  food: MenuFood,
  variation: MenuVariation,
  addons: readonly AddonSelection[],
): ItemSelectionProblem[] {
  const problems: ItemSelectionProblem[] = [];
  const seenGroups = new Set<string>();
  for (const group of addons) {
    const addonId = group._id;
    if (seenGroups.has(addonId)) {
      problems.push({ code: 'DUPLICATE_ADDON', addonId, message: 'An add-on group was chosen twice' });
      continue;
    }
    seenGroups.add(addonId);
    // A group that exists but is not offered with this variation is as unknown as a deleted one.
    const addon = variation.addons.includes(addonId) ? findAddon(menu, addonId) : undefined;
    if (!addon) {
      problems.push({ code: 'UNKNOWN_ADDON', addonId, message: 'An add-on is no longer available' });
      continue;
    }
    const seenOptions = new Set<string>();
    for (const optionId of group.options) {
      if (seenOptions.has(optionId)) {
        problems.push({
          code: 'DUPLICATE_OPTION',
          addonId,
          optionId,
          message: `${addon.title}: an option was chosen twice`,
        });
      } else if (!findOption(menu, optionId)) {
        problems.push({
          code: 'UNKNOWN_OPTION',
          addonId,
          optionId,
          message: `${addon.title}: an option is no longer available`,
        });
      } else if (findOption(menu, optionId)!.isOutOfStock) {
        problems.push({
          code: 'OUT_OF_STOCK',
          foodId: food._id,
          optionId,
          message: `${addon.title}: ${findOption(menu, optionId)!.title} is out of stock`,
        });
      } else if (!addon.options.includes(optionId)) {
        problems.push({
          code: 'OPTION_NOT_IN_GROUP',
          addonId,
          optionId,
          message: `${addon.title}: that option does not belong here`,
        });
      }
      seenOptions.add(optionId);
    }
  }
  return problems;
}

function checkGroupCounts(
  menu: Menu,
  variation: MenuVariation,
  addons: readonly AddonSelection[],
): ItemSelectionProblem[] {
  const problems: ItemSelectionProblem[] = [];
  for (const addonId of variation.addons) {
    const addon = findAddon(menu, addonId);
    // A variation pointing at a deleted group is a menu-data problem the customer cannot fix; skip it.
    if (!addon) continue;
    const chosen = addons.find((group) => group._id === addonId);
    const count = new Set(chosen?.options ?? []).size;
    const check = validateAddonGroup(addon, count);
    if (!check.ok) {
      const bound =
        check.reason === 'TOO_FEW' ? `at least ${addon.quantityMinimum}` : `at most ${addon.quantityMaximum}`;
      problems.push({
        code: 'ADDON_COUNT',
        addonId,
        reason: check.reason,
        count,
        message: `${addon.title}: choose ${bound}`,
      });
    }
  }
  return problems;
}
