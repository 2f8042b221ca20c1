import { describe, expect, it } from 'vitest';
import { makeMenu } from '../menu/menu.fixture.ts';
import type { Menu } from '../menu/types.ts';
import { addToCart } from './add-to-cart.ts';
import { buildCartLine } from './build-cart-line.ts';
import { revalidateCart } from './revalidate-cart.ts';
import { EMPTY_CART, type Cart } from './types.ts';

function cartFrom(menu: Menu): Cart {
  const lines = [
    { foodId: 'f-pizza', variationId: 'v-regular', addons: [{ _id: 'a-size', options: ['o-large'] }] },
    {
      foodId: 'f-pizza',
      variationId: 'v-family',
      addons: [
        { _id: 'a-size', options: ['o-small'] },
        { _id: 'a-drinks', options: ['o-coke'] },
      ],
    },
    { foodId: 'f-fries', variationId: 'v-fries', addons: [] },
  ];
  return lines.reduce(
    (cart, l) =>
      addToCart(cart, {
        restaurantId: 'r1',
        line: buildCartLine({ menu, ...l, quantity: 2, specialInstructions: 'note' })!,
      }),
    EMPTY_CART,
  );
}

describe('revalidateCart', () => {
  it('keeps an unchanged cart and reports nothing dropped', () => {
    const menu = makeMenu();
    const cart = cartFrom(menu);
    expect(revalidateCart(cart, menu)).toEqual({ cart, droppedAny: false });
  });

  it('refreshes prices and titles from the current menu, keeping keys, quantities and notes', () => {
    const cart = cartFrom(makeMenu());
    const menu = makeMenu();
    menu.options.find((o) => o._id === 'o-large')!.price = 250;
    menu.categories[0]!.foods[0]!.variations[0]!.price = 1100;
    menu.categories[0]!.foods[0]!.title = 'Pizza Napoletana';

    const { cart: next, droppedAny } = revalidateCart(cart, menu);
    expect(droppedAny).toBe(false);
    expect(next.lines[0]).toMatchObject({
      key: cart.lines[0]!.key,
      quantity: 2,
      specialInstructions: 'note',
      unitPrice: 1350,
      title: 'Pizza Napoletana (Regular)',
      foodTitle: 'Pizza Napoletana',
    });
    expect(next.lines[1]?.unitPrice).toBe(1800 + 0 + 120);
  });

  it.each<[string, (menu: Menu) => void, string[]]>([
    ['a food is gone', (m) => (m.categories[1]!.foods = []), ['v-regular', 'v-family']],
    [
      'a variation is gone',
      (m) => m.categories[0]!.foods[0]!.variations.splice(1, 1),
      ['v-regular', 'v-fries'],
    ],
    [
      'an add-on group is gone',
      (m) => (m.addons = m.addons.filter((a) => a._id !== 'a-drinks')),
      ['v-regular', 'v-fries'],
    ],
    [
      'an option is gone',
      (m) => (m.options = m.options.filter((o) => o._id !== 'o-large')),
      ['v-family', 'v-fries'],
    ],
    [
      'an option left its group',
      (m) => (m.addons.find((a) => a._id === 'a-size')!.options = ['o-small']),
      ['v-family', 'v-fries'],
    ],
    [
      'a food is out of stock',
      (m) => (m.categories[1]!.foods[0]!.isOutOfStock = true),
      ['v-regular', 'v-family'],
    ],
    [
      'an option is out of stock',
      (m) => (m.options.find((o) => o._id === 'o-coke')!.isOutOfStock = true),
      ['v-regular', 'v-fries'],
    ],
  ])('drops only the lines affected when %s', (_name, change, kept) => {
    const cart = cartFrom(makeMenu());
    const menu = makeMenu();
    change(menu);
    const { cart: next, droppedAny } = revalidateCart(cart, menu);
    expect(droppedAny).toBe(true);
    expect(next.lines.map((l) => l.variationId)).toEqual(kept);
    expect(next.restaurantId).toBe('r1');
  });

  it('clears the cart and its restaurant when every line is gone', () => {
    const cart = cartFrom(makeMenu());
    const empty: Menu = { categories: [], addons: [], options: [] };
    expect(revalidateCart(cart, empty)).toEqual({
      cart: { restaurantId: null, lines: [] },
      droppedAny: true,
    });
  });

  it('leaves an empty cart empty without a warning', () => {
    expect(revalidateCart(EMPTY_CART, makeMenu())).toEqual({ cart: EMPTY_CART, droppedAny: false });
  });
});
