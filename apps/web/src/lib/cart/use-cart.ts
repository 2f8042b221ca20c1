import { type Cart, cartCount, cartSubtotal } from '@food/domain';
import { useMemo, useSyncExternalStore } from 'react';
import { type CartStore, cartStore } from './cart-store.ts';
import { type CartRestaurant, EMPTY_CART_STATE } from './stored-cart.ts';

// The server never sees the stored cart, so server renders and hydration show an empty one.
const emptyCart = () => EMPTY_CART_STATE;

export type UseCart = Pick<CartStore, 'add' | 'increment' | 'decrement' | 'remove' | 'clear'> & {
  cart: Cart;
  /** The cart's restaurant (id, slug, name, image), or null when the cart is empty. */
  restaurant: CartRestaurant | null;
  /** Items, not lines: the badge on the cart icon. */
  count: number;
  /** Minor units, before coupon, delivery and tax. */
  subtotal: number;
};

export function useCart(): UseCart {
  const state = useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, emptyCart);
  return useMemo(
    () => ({
      cart: state.cart,
      restaurant: state.restaurant,
      count: cartCount(state.cart),
      subtotal: cartSubtotal(state.cart),
      add: cartStore.add,
      increment: cartStore.increment,
      decrement: cartStore.decrement,
      remove: cartStore.remove,
      clear: cartStore.clear,
    }),
    [state],
  );
}
