import { EMPTY_CART, type Cart, type CartLine } from './types.ts';

// Every operation goes through here so that an empty cart always forgets its restaurant
// (docs/product/ordering.md#cart).
function withLines(cart: Cart, lines: CartLine[]): Cart {
  return lines.length === 0 ? EMPTY_CART : { restaurantId: cart.restaurantId, lines };
}

// An unknown key leaves the cart as it is: a double click on a line that was just removed is harmless.

/** "Add quantity": one more of the line. */
export function incrementLine(cart: Cart, key: string): Cart {
  return withLines(
    cart,
    cart.lines.map((l) => (l.key === key ? { ...l, quantity: l.quantity + 1 } : l)),
  );
}

/** "Remove quantity": one fewer; a line reaching 0 is dropped. */
export function decrementLine(cart: Cart, key: string): Cart {
  const lines = cart.lines
    .map((l) => (l.key === key ? { ...l, quantity: l.quantity - 1 } : l))
    .filter((l) => l.quantity > 0);
  return withLines(cart, lines);
}

/** "Delete": the whole line. */
export function removeLine(cart: Cart, key: string): Cart {
  return withLines(
    cart,
    cart.lines.filter((l) => l.key !== key),
  );
}

export function clearCart(): Cart {
  return EMPTY_CART;
}
