import {
  assertNever,
  lineUnitPrice,
  validateItemSelection,
  type ItemSelectionProblem,
  type Menu,
  type MenuFood,
} from '@food/domain';
import type { OrderItemAddonSnapshot } from '../../db/schema/orders.ts';
import type { Menu as CachedMenu } from '../catalog/menus.ts';
import { ORDER_MESSAGES, orderError } from './order-errors.ts';
import type { OrderLineRequest } from './place-order-input.ts';

/** One order line priced from the database: the item snapshot to store, minor units. */
export type PricedOrderLine = {
  foodId: string;
  variationId: string;
  title: string;
  description: string;
  image: string | null;
  quantity: number;
  variationTitle: string;
  variationPrice: number;
  variationDiscounted: number | null;
  addons: OrderItemAddonSnapshot[];
  specialInstructions: string;
  unitPrice: number;
};

/** The cached menu (modules/catalog) in the domain's shape, as far as the order refers to it. */
function domainMenu(cached: CachedMenu, lines: OrderLineRequest[]) {
  const foods = new Map<string, MenuFood>();
  for (const line of lines) {
    const food = cached.foods.get(line.foodId);
    if (!food || foods.has(food.id)) continue;
    foods.set(food.id, {
      _id: food.id,
      title: food.title,
      description: food.description,
      image: food.image,
      isOutOfStock: food.isOutOfStock,
      variations: food.variations.map((variation) => ({
        _id: variation.id,
        title: variation.title,
        price: variation.price,
        discounted: variation.discounted,
        addons: variation.addonIds,
      })),
    });
  }
  const menu: Menu = {
    categories: [{ _id: 'ordered', title: '', foods: [...foods.values()] }],
    addons: cached.addons.map((addon) => ({
      _id: addon.id,
      title: addon.title,
      description: addon.description,
      quantityMinimum: addon.quantityMinimum,
      quantityMaximum: addon.quantityMaximum,
      options: addon.optionIds,
    })),
    options: cached.options.map((option) => ({
      _id: option.id,
      title: option.title,
      description: option.description,
      price: option.price,
      isOutOfStock: option.isOutOfStock,
    })),
  };
  return { foods, menu };
}

// Unknown ids (another restaurant's, deleted, hand-made) read as "not available"; a wrong number of
// choices in a group as INVALID_ADDONS with the domain's message (docs/product/validation.md#add-on-groups).
function problemError(problem: ItemSelectionProblem) {
  switch (problem.code) {
    case 'UNKNOWN_VARIATION':
    case 'UNKNOWN_ADDON':
    case 'UNKNOWN_OPTION':
      return orderError('ITEM_UNAVAILABLE', ORDER_MESSAGES.itemUnavailable);
    case 'DUPLICATE_ADDON':
    case 'DUPLICATE_OPTION':
    case 'OPTION_NOT_IN_GROUP':
    case 'ADDON_COUNT':
      return orderError('INVALID_ADDONS', problem.message);
    case 'OUT_OF_STOCK':
      return orderError('ITEM_OUT_OF_STOCK', ORDER_MESSAGES.itemOutOfStock, {
        food: problem.foodId,
        ...(problem.optionId ? { option: problem.optionId } : {}),
      });
    case 'INSTRUCTIONS_TOO_LONG':
    case 'INVALID_QUANTITY':
      return orderError('BAD_USER_INPUT', problem.message);
    default:
      return assertNever(problem);
  }
}

/**
 * Checks every line against the restaurant's menu as stored (never the client's copy; read from the
 * process cache, which every menu write invalidates) and prices it with the domain's lineUnitPrice.
 */
export function priceOrderLines(cached: CachedMenu, lines: OrderLineRequest[]): PricedOrderLine[] {
  if (lines.length === 0) return [];
  const { foods, menu } = domainMenu(cached, lines);
  const addonById = new Map(menu.addons.map((a) => [a._id, a]));
  const optionById = new Map(menu.options.map((o) => [o._id, o]));
  return lines.map((line) => {
    const food = foods.get(line.foodId);
    if (!food) throw orderError('ITEM_UNAVAILABLE', ORDER_MESSAGES.itemUnavailable);
    const [problem] = validateItemSelection({ food, menu, ...line, variationId: line.variationId });
    if (problem) throw problemError(problem);
    const variation = food.variations.find((v) => v._id === line.variationId)!;
    // validateItemSelection guarantees every chosen group and option exists and belongs together.
    const addons = line.addons
      .filter((group) => group.options.length > 0)
      .map((group) => {
        const addon = addonById.get(group._id)!;
        return {
          _id: addon._id,
          title: addon.title,
          description: addon.description,
          quantityMinimum: addon.quantityMinimum,
          quantityMaximum: addon.quantityMaximum,
          options: group.options.map((optionId) => optionById.get(optionId)!),
        };
      });
    return {
      foodId: food._id,
      variationId: variation._id,
      title: food.title,
      description: food.description,
      image: food.image,
      quantity: line.quantity,
      variationTitle: variation.title,
      variationPrice: variation.price,
      variationDiscounted: variation.discounted,
      addons,
      specialInstructions: line.specialInstructions,
      unitPrice: lineUnitPrice({
        variationPrice: variation.price,
        optionPrices: addons.flatMap((a) => a.options.map((o) => o.price)),
      }),
    };
  });
}
