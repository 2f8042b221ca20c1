import { AppError } from '../errors/app-error.ts';
import { assertMinorAmount, assertQuantity } from '../money/assert-amount.ts';
import { cartLineIdentity } from './line-identity.ts';
import type { Cart, CartLine, NewCartLine } from './types.ts';

export interface AddToCartOptions {
  restaurantId: string;
  line: NewCartLine;
}

/**
 * The cart (docs/product/ordering.md#cart). An item identical to an existing line (cartLineIdentity) adds its
 * quantity to that line; that line keeps its own special instructions unless it had none. Anything else is
 * appended. Items from a second restaurant are refused with CART_RESTAURANT_MISMATCH: the UI must ask
 * first and clear the cart on "ok", so a silent mixed cart can never be ordered.
 */
export function addToCart(cart: Cart, { restaurantId, line }: AddToCartOptions): Cart {
  assertQuantity(line.quantity);
  assertMinorAmount(line.unitPrice, 'unitPrice');
  if (cart.lines.length > 0 && cart.restaurantId !== null && cart.restaurantId !== restaurantId) {
    throw new AppError('CART_RESTAURANT_MISMATCH', 'The cart holds items from another restaurant');
  }

  const identity = cartLineIdentity(line);
  const existing = cart.lines.find((l) => cartLineIdentity(l) === identity);
  if (existing) {
    const lines = cart.lines.map((l) =>
      l === existing
        ? {
            ...l,
            quantity: l.quantity + line.quantity,
            specialInstructions: l.specialInstructions || line.specialInstructions,
          }
        : l,
    );
    return { restaurantId, lines };
  }
  return { restaurantId, lines: [...cart.lines, { ...line, key: uniqueKey(identity, cart.lines) }] };
}

// The identity is the key: deterministic (the same item gets the same key on every device and after a
// reload) and unique, since identical items merge. The suffix only matters for a cart built elsewhere
// whose keys follow another scheme.
function uniqueKey(identity: string, lines: readonly CartLine[]): string {
  const taken = new Set(lines.map((l) => l.key));
  let key = identity;
  for (let n = 2; taken.has(key); n += 1) key = `${identity}#${n}`;
  return key;
}
