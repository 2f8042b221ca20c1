import { type Menu, type NewCartLine, buildCartLine } from '@food/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { trackedEvents } from '@/lib/analytics.ts';
import type { KeyValueStore } from '@/lib/storage.ts';
import { createCartStore } from './cart-store.ts';
import { CART_STORAGE_KEY, type CartRestaurant, holdsOtherRestaurant } from './stored-cart.ts';

const menu: Menu = {
  categories: [
    {
      _id: 'c1',
      title: 'Pizza',
      foods: [
        {
          _id: 'f-pizza',
          title: 'Pizza',
          description: '',
          image: null,
          variations: [
            { _id: 'v-small', title: 'Small', price: 1000, discounted: null, addons: ['a-crust'] },
            { _id: 'v-large', title: 'Large', price: 1500, discounted: null, addons: ['a-crust'] },
          ],
        },
      ],
    },
  ],
  addons: [
    {
      _id: 'a-crust',
      title: 'Crust',
      description: '',
      quantityMinimum: 1,
      quantityMaximum: 1,
      options: ['o-thin', 'o-deep'],
    },
  ],
  options: [
    { _id: 'o-thin', title: 'Thin', description: '', price: 0 },
    { _id: 'o-deep', title: 'Deep', description: '', price: 200 },
  ],
};

const pizzeria: CartRestaurant = { id: 'r1', slug: 'pizzeria', name: 'Pizzeria', image: '/p.svg' };
const diner: CartRestaurant = { id: 'r2', slug: 'diner', name: 'Diner', image: '/d.svg' };

function line(variationId = 'v-small', crust = 'o-thin', quantity = 1): NewCartLine {
  const built = buildCartLine({
    menu,
    foodId: 'f-pizza',
    variationId,
    addons: [{ _id: 'a-crust', options: [crust] }],
    quantity,
    specialInstructions: '',
  });
  if (!built) throw new Error('fixture line is invalid');
  return built;
}

function memoryStorage(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

function storageEvent(key: string | null): Event {
  return Object.assign(new Event('storage'), { key });
}

describe('cart store', () => {
  let storage: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    storage = memoryStorage();
  });

  it('starts empty and persists { restaurantId, lines, restaurant } under "cart"', () => {
    const store = createCartStore({ storage });
    expect(store.getSnapshot().cart.lines).toEqual([]);
    store.add({ restaurant: pizzeria, line: line() });
    const stored = JSON.parse(storage.data.get(CART_STORAGE_KEY) ?? 'null');
    expect(stored.restaurantId).toBe('r1');
    expect(stored.lines).toHaveLength(1);
    expect(stored.restaurant).toEqual(pizzeria);
  });

  it('survives a reload: a new store reads the same cart back', () => {
    const first = createCartStore({ storage });
    first.add({ restaurant: pizzeria, line: line('v-large', 'o-deep', 2) });
    const reloaded = createCartStore({ storage }).getSnapshot();
    expect(reloaded.restaurant).toEqual(pizzeria);
    expect(reloaded.cart.lines[0]).toMatchObject({ quantity: 2, unitPrice: 1700, title: 'Pizza (Large)' });
  });

  it.each([
    ['not JSON', '{oops'],
    ['a wrong shape', JSON.stringify({ restaurantId: 'r1', lines: [{ key: 1 }] })],
    ['no lines', JSON.stringify({ restaurantId: 'r1', lines: [] })],
    ['a string', JSON.stringify('cart')],
  ])('reads %s as an empty cart', (_case, raw) => {
    storage.data.set(CART_STORAGE_KEY, raw);
    const state = createCartStore({ storage }).getSnapshot();
    expect(state.cart).toEqual({ restaurantId: null, lines: [] });
    expect(state.restaurant).toBeNull();
  });

  it('drops restaurant details that belong to another restaurant', () => {
    const store = createCartStore({ storage });
    store.add({ restaurant: pizzeria, line: line() });
    const stored = JSON.parse(storage.data.get(CART_STORAGE_KEY) ?? '');
    storage.data.set(CART_STORAGE_KEY, JSON.stringify({ ...stored, restaurant: diner }));
    const state = createCartStore({ storage }).getSnapshot();
    expect(state.cart.lines).toHaveLength(1);
    expect(state.restaurant).toBeNull();
  });

  it('merges identical lines and keeps the snapshot stable between changes', () => {
    const store = createCartStore({ storage });
    store.add({ restaurant: pizzeria, line: line() });
    store.add({ restaurant: pizzeria, line: line() });
    const snapshot = store.getSnapshot();
    expect(snapshot.cart.lines).toHaveLength(1);
    expect(snapshot.cart.lines[0]?.quantity).toBe(2);
    expect(store.getSnapshot()).toBe(snapshot);
  });

  it('increments, decrements (dropping a line at 0), removes and clears', () => {
    const store = createCartStore({ storage });
    store.add({ restaurant: pizzeria, line: line() });
    store.add({ restaurant: pizzeria, line: line('v-large') });
    const [small, large] = store.getSnapshot().cart.lines;
    store.increment(small!.key);
    expect(store.getSnapshot().cart.lines[0]?.quantity).toBe(2);
    store.decrement(large!.key);
    expect(store.getSnapshot().cart.lines.map((l) => l.key)).toEqual([small!.key]);
    store.remove(small!.key);
    expect(store.getSnapshot().cart).toEqual({ restaurantId: null, lines: [] });
    expect(storage.data.has(CART_STORAGE_KEY)).toBe(false);

    store.add({ restaurant: pizzeria, line: line() });
    store.clear();
    expect(store.getSnapshot().restaurant).toBeNull();
    expect(storage.data.has(CART_STORAGE_KEY)).toBe(false);
  });

  it('refuses a second restaurant unless the customer confirmed replacing the cart', () => {
    const store = createCartStore({ storage });
    store.add({ restaurant: pizzeria, line: line() });
    expect(holdsOtherRestaurant(store.getSnapshot().cart, diner.id)).toBe(true);
    expect(() => store.add({ restaurant: diner, line: line() })).toThrow(/another restaurant/);
    expect(store.getSnapshot().cart.restaurantId).toBe('r1');
    store.add({ restaurant: diner, line: line('v-large'), replaceCart: true });
    expect(store.getSnapshot().restaurant).toEqual(diner);
    expect(store.getSnapshot().cart.lines).toHaveLength(1);
    expect(holdsOtherRestaurant(store.getSnapshot().cart, diner.id)).toBe(false);
  });

  it('logs ADD_TO_CART on add', () => {
    const before = trackedEvents().length;
    createCartStore({ storage }).add({ restaurant: pizzeria, line: line() });
    expect(trackedEvents().at(-1)).toMatchObject({
      name: 'ADD_TO_CART',
      properties: { restaurantId: 'r1', foodId: 'f-pizza', variationId: 'v-small', quantity: 1 },
    });
    expect(trackedEvents().length).toBe(Math.min(before + 1, 100));
  });

  it('notifies subscribers and follows writes from other tabs', () => {
    const events = new EventTarget();
    const store = createCartStore({ storage, events });
    let calls = 0;
    const unsubscribe = store.subscribe(() => (calls += 1));
    store.add({ restaurant: pizzeria, line: line() });
    expect(calls).toBe(1);

    const otherTab = createCartStore({ storage: storage });
    otherTab.increment(store.getSnapshot().cart.lines[0]!.key);
    events.dispatchEvent(storageEvent('language'));
    expect(calls).toBe(1);
    events.dispatchEvent(storageEvent(CART_STORAGE_KEY));
    expect(calls).toBe(2);
    expect(store.getSnapshot().cart.lines[0]?.quantity).toBe(2);

    storage.data.clear();
    events.dispatchEvent(storageEvent(null));
    expect(store.getSnapshot().cart.lines).toEqual([]);
    unsubscribe();
    events.dispatchEvent(storageEvent(CART_STORAGE_KEY));
    expect(calls).toBe(3);
  });
});

describe('cart revalidation', () => {
  it('drops lines missing from the menu, reprices the rest and reports the drop', () => {
    const storage = memoryStorage();
    const store = createCartStore({ storage });
    store.add({ restaurant: pizzeria, line: line() });
    store.add({ restaurant: pizzeria, line: line('v-large') });
    const cheaper: Menu = structuredClone(menu);
    cheaper.categories[0]!.foods[0]!.variations = [
      { _id: 'v-small', title: 'Small', price: 900, discounted: null, addons: ['a-crust'] },
    ];
    expect(store.revalidate({ restaurant: pizzeria, menu: cheaper })).toBe(true);
    expect(store.getSnapshot().cart.lines).toHaveLength(1);
    expect(store.getSnapshot().cart.lines[0]?.unitPrice).toBe(900);
  });

  it('clears the cart when no line is left, and ignores another restaurant’s menu', () => {
    const store = createCartStore({ storage: memoryStorage() });
    store.add({ restaurant: pizzeria, line: line() });
    expect(store.revalidate({ restaurant: diner, menu: { ...menu, categories: [] } })).toBe(false);
    expect(store.getSnapshot().cart.lines).toHaveLength(1);
    expect(store.revalidate({ restaurant: pizzeria, menu: { ...menu, categories: [] } })).toBe(true);
    expect(store.getSnapshot()).toEqual({ cart: { restaurantId: null, lines: [] }, restaurant: null });
  });

  it('writes nothing when the menu confirms the cart as it is', () => {
    const store = createCartStore({ storage: memoryStorage() });
    store.add({ restaurant: pizzeria, line: line() });
    const before = store.getSnapshot();
    expect(store.revalidate({ restaurant: pizzeria, menu })).toBe(false);
    expect(store.getSnapshot()).toBe(before);
  });
});
