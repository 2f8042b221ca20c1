import {
  type AddonGroupCheck,
  type AddonSelection,
  type Menu,
  type MenuAddon,
  type MenuFood,
  type MenuOption,
  type MenuVariation,
  QUANTITY_MIN,
  SPECIAL_INSTRUCTIONS_MAX,
  findAddon,
  findOption,
  findVariation,
  isAddonOptional,
  lineUnitPrice,
  toggleAddonOption,
  validateAddonGroup,
  validateItemSelection,
} from '@food/domain';

// The item dialog's state (docs/product/validation.md#add-on-groups) as plain functions over the domain's
// menu rules; the dialog only renders them.

export type ItemSelection = {
  variationId: string;
  addons: AddonSelection[];
  specialInstructions: string;
  quantity: number;
};

export type OfferedGroup = { addon: MenuAddon; options: MenuOption[] };

export type GroupHint =
  | { kind: 'upTo'; max: number }
  | { kind: 'exactly'; count: number }
  | { kind: 'range'; min: number; max: number };

export function initialSelection(food: MenuFood): ItemSelection {
  return {
    variationId: food.variations[0]?._id ?? '',
    addons: [],
    specialInstructions: '',
    quantity: QUANTITY_MIN,
  };
}

/** The add-on groups of a variation, in the variation's order, with their options resolved. */
export function offeredGroups(menu: Menu, variation: MenuVariation | undefined): OfferedGroup[] {
  if (!variation) return [];
  return variation.addons.flatMap((addonId) => {
    const addon = findAddon(menu, addonId);
    if (!addon) return [];
    const options = addon.options.flatMap((id) => findOption(menu, id) ?? []);
    return options.length > 0 ? [{ addon, options }] : [];
  });
}

/** Another variation: choices in groups it also offers are kept, the rest are dropped. */
export function chooseVariation(
  selection: ItemSelection,
  food: MenuFood,
  variationId: string,
): ItemSelection {
  const variation = findVariation(food, variationId);
  if (!variation) return selection;
  return {
    ...selection,
    variationId,
    addons: selection.addons.filter((group) => variation.addons.includes(group._id)),
  };
}

export function toggleOption(selection: ItemSelection, addon: MenuAddon, optionId: string): ItemSelection {
  return { ...selection, addons: toggleAddonOption({ selection: selection.addons, addon, optionId }) };
}

export function chosenOptions(selection: ItemSelection, addonId: string): string[] {
  return selection.addons.find((group) => group._id === addonId)?.options ?? [];
}

export function checkGroup(selection: ItemSelection, addon: MenuAddon): AddonGroupCheck {
  return validateAddonGroup(addon, chosenOptions(selection, addon._id).length);
}

/** "Choose up to 3" for optional groups, "Choose 1" or "Choose 1–2" for required ones. */
export function groupHint(addon: Pick<MenuAddon, 'quantityMinimum' | 'quantityMaximum'>): GroupHint {
  if (isAddonOptional(addon)) return { kind: 'upTo', max: addon.quantityMaximum };
  if (addon.quantityMinimum === addon.quantityMaximum)
    return { kind: 'exactly', count: addon.quantityMinimum };
  return { kind: 'range', min: addon.quantityMinimum, max: addon.quantityMaximum };
}

export function withInstructions(selection: ItemSelection, text: string): ItemSelection {
  return { ...selection, specialInstructions: text.slice(0, SPECIAL_INSTRUCTIONS_MAX) };
}

export function withQuantity(selection: ItemSelection, quantity: number): ItemSelection {
  return { ...selection, quantity: Math.max(QUANTITY_MIN, quantity) };
}

/** Unit price (variation + chosen options, domain lineUnitPrice) and the total for the quantity. */
export function selectionPrice(
  menu: Menu,
  food: MenuFood,
  selection: ItemSelection,
): { unit: number; total: number } {
  const variation = findVariation(food, selection.variationId);
  if (!variation) return { unit: 0, total: 0 };
  const optionPrices = selection.addons.flatMap((group) =>
    group.options.flatMap((id) => findOption(menu, id)?.price ?? []),
  );
  const unit = lineUnitPrice({ variationPrice: variation.price, optionPrices });
  return { unit, total: unit * selection.quantity };
}

/** The add button is enabled only when the domain finds nothing wrong with the choice. */
export function canAddSelection(menu: Menu, food: MenuFood, selection: ItemSelection): boolean {
  return validateItemSelection({ food, menu, ...selection }).length === 0;
}
