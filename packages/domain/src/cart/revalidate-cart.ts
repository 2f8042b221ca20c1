import type { Menu } from '../menu/types.ts';
import { buildCartLine } from './build-cart-line.ts';
import { EMPTY_CART, type Cart, type CartLine } from './types.ts';

export interface RevalidatedCart {
  cart: Cart;
  /** True when at least one line was dropped: the UI warns "One or more item is not available". */
  droppedAny: boolean;
}

/**
 * Cart revalidation (docs/product/ordering.md#cart-revalidation): each line is rebuilt from the current menu.
 * A line whose food, variation, add-on group or option is gone — or whose choice no longer satisfies the
 * menu's rules, which the server would refuse anyway — is dropped; the others get today's prices and titles
 * and keep their key, quantity and instructions. If nothing is left the cart is cleared.
 */
export function revalidateCart(cart: Cart, menu: Menu): RevalidatedCart {
  const lines: CartLine[] = [];
  for (const line of cart.lines) {
    const rebuilt = buildCartLine({
      menu,
      foodId: line.foodId,
      variationId: line.variationId,
      addons: line.addons,
      quantity: line.quantity,
      specialInstructions: line.specialInstructions,
    });
    if (rebuilt) lines.push({ ...rebuilt, key: line.key });
  }
  const droppedAny = lines.length < cart.lines.length;
  return { cart: lines.length === 0 ? EMPTY_CART : { restaurantId: cart.restaurantId, lines }, droppedAny };
}
