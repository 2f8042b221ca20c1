import { forbidden } from '../../errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { ConsoleDeps } from './console-deps.ts';
import {
  findRestaurantOfFood,
  findRestaurantOfOption,
  updateFoodStock,
  updateOptionStock,
} from './console.repository.ts';

/**
 * Marks a food or an add-on option out of stock (or back). Only on the caller's own restaurants: an
 * unknown id answers like another restaurant's (FORBIDDEN), so ids cannot be probed. The menu cache
 * is dropped after the write, so the next menu, cart check or placeOrder sees it
 * (docs/api-performance.md "Invalidation").
 */
export async function setOutOfStock(
  deps: ConsoleDeps,
  input: { kind: 'food' | 'option'; id: string; outOfStock: boolean; restaurantIds: string[] },
): Promise<{ _id: string; isOutOfStock: boolean }> {
  const id = input.id.trim();
  const find = input.kind === 'food' ? findRestaurantOfFood : findRestaurantOfOption;
  const restaurantId = isUuid(id) ? await find(deps.db, id) : undefined;
  if (!restaurantId || !input.restaurantIds.includes(restaurantId)) throw forbidden();
  await (input.kind === 'food' ? updateFoodStock : updateOptionStock)(deps.db, id, input.outOfStock);
  await deps.catalog.changed({ restaurantIds: [restaurantId] });
  return { _id: id, isOutOfStock: input.outOfStock };
}
