import type { Cart } from './types.ts';

/** The badge on the cart icon: items, not lines. */
export function cartCount(cart: Cart): number {
  return cart.lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Σ unit price × quantity in minor units, before coupon; pricing/orderTotals does the rest. */
export function cartSubtotal(cart: Cart): number {
  return cart.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
}
