import type { Menu, MenuAddon, MenuFood, MenuOption, MenuVariation } from './types.ts';

export function findFood(menu: Menu, foodId: string): MenuFood | undefined {
  for (const category of menu.categories) {
    const food = category.foods.find((f) => f._id === foodId);
    if (food) return food;
  }
  return undefined;
}

export function findVariation(food: MenuFood, variationId: string): MenuVariation | undefined {
  return food.variations.find((v) => v._id === variationId);
}

export function findAddon(menu: Menu, addonId: string): MenuAddon | undefined {
  return menu.addons.find((a) => a._id === addonId);
}

export function findOption(menu: Menu, optionId: string): MenuOption | undefined {
  return menu.options.find((o) => o._id === optionId);
}
