import { type Cart, EMPTY_CART, parseCart } from '@food/domain';
import type { RestaurantLinkState } from '@/lib/restaurant-link-state.ts';

/** The restaurant the cart belongs to, kept with it so the bar and panel can link back to its page. */
export type CartRestaurant = RestaurantLinkState;

export type CartState = { cart: Cart; restaurant: CartRestaurant | null };

export const EMPTY_CART_STATE: CartState = Object.freeze({ cart: EMPTY_CART, restaurant: null });

/** localStorage key; the value is `{ restaurantId, lines, restaurant }` (docs/product/data.md#cart). */
export const CART_STORAGE_KEY = 'cart';

/**
 * Storage is untrusted JSON (another version of the app, a user's edits): the cart goes through the
 * domain's parseCart, so anything malformed is an empty cart, and the restaurant details are kept
 * only when they describe the cart's own restaurant.
 */
export function readCartState(value: unknown): CartState {
  const cart = parseCart(value);
  if (cart.restaurantId === null) return EMPTY_CART_STATE;
  const restaurant = parseCartRestaurant((value as { restaurant?: unknown }).restaurant);
  return { cart, restaurant: restaurant?.id === cart.restaurantId ? restaurant : null };
}

export function serializeCartState({ cart, restaurant }: CartState): string | null {
  if (cart.lines.length === 0) return null;
  return JSON.stringify({ restaurantId: cart.restaurantId, lines: cart.lines, restaurant });
}

function parseCartRestaurant(value: unknown): CartRestaurant | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, slug, name, image } = value as Record<string, unknown>;
  if (typeof id !== 'string' || typeof slug !== 'string' || !slug) return null;
  if (typeof name !== 'string' || typeof image !== 'string') return null;
  return { id, slug, name, image };
}

/** Adding from `restaurantId` must first ask to clear the cart (docs/product/ordering.md#cart). */
export function holdsOtherRestaurant(cart: Cart, restaurantId: string): boolean {
  return cart.lines.length > 0 && cart.restaurantId !== null && cart.restaurantId !== restaurantId;
}
