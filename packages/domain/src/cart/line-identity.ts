import type { CartLine } from './types.ts';

const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Two lines are the same item when food, variation and chosen options match (docs/product/ordering.md#cart),
 * regardless of the order the options were clicked. Special instructions and quantity are not
 * part of it. JSON keeps the encoding unambiguous whatever the ids contain.
 */
export function cartLineIdentity(line: Pick<CartLine, 'foodId' | 'variationId' | 'addons'>): string {
  const addons = line.addons
    .filter((group) => group.options.length > 0)
    .map((group): [string, string[]] => [group._id, [...new Set(group.options)].sort(byCodeUnit)])
    .sort(([a], [b]) => byCodeUnit(a, b));
  return JSON.stringify([line.foodId, line.variationId, addons]);
}
