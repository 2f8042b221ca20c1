import {
  type Menu,
  type NewCartLine,
  addToCart,
  clearCart,
  decrementLine,
  incrementLine,
  removeLine,
  revalidateCart,
} from '@food/domain';
import { trackEvent } from '@/lib/analytics.ts';
import { type KeyValueStore, getStore, readItem, writeItem } from '@/lib/storage.ts';
import {
  CART_STORAGE_KEY,
  type CartRestaurant,
  type CartState,
  EMPTY_CART_STATE,
  readCartState,
  serializeCartState,
} from './stored-cart.ts';

export type AddToCartInput = {
  restaurant: CartRestaurant;
  line: NewCartLine;
  /**
   * The customer confirmed switching restaurants: the old cart goes first (docs/product/ordering.md#cart).
   */
  replaceCart?: boolean;
};

export type RevalidateInput = { restaurant: CartRestaurant; menu: Menu };

export interface CartStore {
  getSnapshot(): CartState;
  subscribe(listener: () => void): () => void;
  add(input: AddToCartInput): void;
  increment(key: string): void;
  decrement(key: string): void;
  remove(key: string): void;
  clear(): void;
  /**
   * Revalidation (docs/product/ordering.md#cart-revalidation) against a restaurant's current menu; does
   * nothing for another restaurant's cart. Returns true when lines were dropped, so the caller can warn.
   */
  revalidate(input: RevalidateInput): boolean;
}

type StorageEventSource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * The cart as an external store for useSyncExternalStore: one in-memory state, written through to
 * storage on every change, re-read when another tab writes it (the `storage` event only fires in the
 * other tabs). Every change goes through the domain cart functions.
 */
export function createCartStore({
  storage,
  events,
}: {
  storage: KeyValueStore;
  events?: StorageEventSource;
}): CartStore {
  const read = (): { raw: string | null; state: CartState } => {
    const raw = readItem(CART_STORAGE_KEY, storage);
    return { raw, state: raw === null ? EMPTY_CART_STATE : readCartState(parseJson(raw)) };
  };
  let current: { raw: string | null; state: CartState } | null = null;
  const listeners = new Set<() => void>();
  const snapshot = () => (current ??= read()).state;
  const notify = () => listeners.forEach((listener) => listener());

  const set = (state: CartState) => {
    const normalised = state.cart.lines.length === 0 ? EMPTY_CART_STATE : state;
    const raw = serializeCartState(normalised);
    writeItem(CART_STORAGE_KEY, raw, storage);
    current = { raw, state: normalised };
    notify();
  };
  const withCart = (change: (state: CartState) => CartState['cart']) => {
    const state = snapshot();
    const cart = change(state);
    if (cart !== state.cart) set({ cart, restaurant: state.restaurant });
  };

  const onStorage = (event: Event) => {
    const key = (event as StorageEvent).key;
    if (key !== CART_STORAGE_KEY && key !== null) return;
    const next = read();
    if (current && next.raw === current.raw) return;
    current = next;
    notify();
  };

  return {
    getSnapshot: snapshot,
    subscribe(listener) {
      if (listeners.size === 0) events?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
    add({ restaurant, line, replaceCart }) {
      const base = replaceCart ? clearCart() : snapshot().cart;
      const cart = addToCart(base, { restaurantId: restaurant.id, line });
      set({ cart, restaurant });
      trackEvent('ADD_TO_CART', {
        restaurantId: restaurant.id,
        foodId: line.foodId,
        variationId: line.variationId,
        quantity: line.quantity,
      });
    },
    increment: (key) => withCart(({ cart }) => incrementLine(cart, key)),
    decrement: (key) => withCart(({ cart }) => decrementLine(cart, key)),
    remove: (key) => withCart(({ cart }) => removeLine(cart, key)),
    clear: () => set(EMPTY_CART_STATE),
    revalidate({ restaurant, menu }) {
      const state = snapshot();
      if (state.cart.restaurantId !== restaurant.id || state.cart.lines.length === 0) return false;
      const { cart, droppedAny } = revalidateCart(state.cart, menu);
      const next: CartState = { cart, restaurant };
      // Fresh menu data arrives every minute; only a real change is written (and re-rendered).
      if (serializeCartState(next) !== serializeCartState(state)) set(next);
      return droppedAny;
    },
  };
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** The app's one cart, shared by the top bar, the menu, pick-up and checkout. */
export const cartStore: CartStore = createCartStore({
  storage: getStore('localStorage'),
  events: typeof window === 'undefined' ? undefined : window,
});
