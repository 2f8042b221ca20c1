import {
  assertNever,
  lineUnitPrice,
  validateItemSelection,
  type ItemSelectionProblem,
  type Menu,
  type MenuFood,
} from '@food/domain';
import type { OrderItemAddonSnapshot } from '../../db/schema/orders.ts';
import type { Db } from '../../db/types.ts';
import { groupBy } from '../../lib/group-by.ts';
import {
  findAddonGroupOptions,
  findOrderedFoods,
  findVariationAddonGroups,
} from './order-menu.repository.ts';
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

/** The restaurant's menu as far as the order refers to it, in the domain's shape. */
async function loadMenu(db: Db, restaurantId: string, lines: OrderLineRequest[]) {
  const foodRows = await findOrderedFoods(
    db,
    restaurantId,
    lines.map((line) => line.foodId),
  );
  const groupRows = await findVariationAddonGroups(
    db,
    restaurantId,
    foodRows.map((row) => row.variationId),
  );
  const optionRows = await findAddonGroupOptions(db, restaurantId, [
    ...new Set(groupRows.map((g) => g.addonId)),
  ]);
  const optionsByGroup = groupBy(optionRows, (row) => row.addonId);
  const groupsByVariation = groupBy(groupRows, (row) => row.variationId);
  const foods = new Map<string, MenuFood>();
  for (const row of foodRows) {
    const food = foods.get(row.foodId) ?? {
      _id: row.foodId,
      title: row.foodTitle,
      description: row.description,
      image: row.image,
      variations: [],
    };
    food.variations.push({
      _id: row.variationId,
      title: row.variationTitle,
      price: row.price,
      discounted: row.discounted,
      addons: (groupsByVariation.get(row.variationId) ?? []).map((g) => g.addonId),
    });
    foods.set(row.foodId, food);
  }
  const menu: Menu = {
    categories: [{ _id: 'ordered', title: '', foods: [...foods.values()] }],
    addons: [...new Map(groupRows.map((g) => [g.addonId, g])).values()].map((g) => ({
      _id: g.addonId,
      title: g.title,
      description: g.description,
      quantityMinimum: g.quantityMinimum,
      quantityMaximum: g.quantityMaximum,
      options: (optionsByGroup.get(g.addonId) ?? []).map((o) => o.optionId),
    })),
    options: [...new Map(optionRows.map((o) => [o.optionId, o])).values()].map((o) => ({
      _id: o.optionId,
      title: o.title,
      description: o.description,
      price: o.price,
    })),
  };
  return { foods, menu };
}

// Unknown ids (another restaurant's, deleted, hand-made) read as "not available"; a wrong number of
// choices in a group as INVALID_ADDONS with the domain's message (ordering-core §5 "Add-on groups").
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
    case 'INSTRUCTIONS_TOO_LONG':
    case 'INVALID_QUANTITY':
      return orderError('BAD_USER_INPUT', problem.message);
    default:
      return assertNever(problem);
  }
}

/** Checks every line against the database menu and prices it with the domain's lineUnitPrice. */
export async function priceOrderLines(
  db: Db,
  restaurantId: string,
  lines: OrderLineRequest[],
): Promise<PricedOrderLine[]> {
  if (lines.length === 0) return [];
  const { foods, menu } = await loadMenu(db, restaurantId, lines);
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
