import { EMPTY_CART, type Cart, type CartLine } from './types.ts';

// Checked by hand rather than with zod: the web reads the stored cart on the first load of every page
// (the bar's cart count), and zod would put its core in that path on every route
// (docs/architecture.md#quality-bars: 150 KB per first load). The rules are the CartLine
// type's, field by field.

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isText = (value: unknown): value is string => typeof value === 'string';
const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText);
const isWhole = (value: unknown, min: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min;

function parseAddons(value: unknown): CartLine['addons'] | null {
  if (!Array.isArray(value)) return null;
  const addons: CartLine['addons'] = [];
  for (const group of value) {
    if (!isObject(group) || !isText(group._id) || !isTextList(group.options)) return null;
    addons.push({ _id: group._id, options: [...group.options] });
  }
  return addons;
}

function parseLine(value: unknown): CartLine | null {
  if (!isObject(value)) return null;
  const { key, foodId, variationId, quantity, specialInstructions, title, foodTitle, variationTitle } = value;
  const { optionTitles, unitPrice } = value;
  const addons = parseAddons(value.addons);
  if (!isId(key) || !isId(foodId) || !isId(variationId) || !addons) return null;
  if (!isWhole(quantity, 1) || !isWhole(unitPrice, 0) || !isTextList(optionTitles)) return null;
  if (![specialInstructions, title, foodTitle, variationTitle].every(isText)) return null;
  return {
    key,
    foodId,
    variationId,
    quantity,
    addons,
    specialInstructions: specialInstructions as string,
    title: title as string,
    foodTitle: foodTitle as string,
    variationTitle: variationTitle as string,
    optionTitles: [...optionTitles],
    unitPrice,
  };
}

/**
 * The cart survives reloads (docs/product/data.md#cart), so it comes back from storage as untrusted JSON: an
 * old or tampered shape becomes an empty cart rather than a crash, and unknown fields are dropped.
 * Prices are refreshed afterwards by revalidateCart.
 */
export function parseCart(value: unknown): Cart {
  if (!isObject(value) || !isId(value.restaurantId) || !Array.isArray(value.lines)) return EMPTY_CART;
  const lines: CartLine[] = [];
  for (const raw of value.lines) {
    const line = parseLine(raw);
    if (!line) return EMPTY_CART;
    lines.push(line);
  }
  return lines.length === 0 ? EMPTY_CART : { restaurantId: value.restaurantId, lines };
}
