import { describe, expect, it } from 'vitest';
import type { RestaurantMenuFieldsFragment } from '@/gql/graphql.ts';
import { toMenu } from './to-menu.ts';

const restaurant: RestaurantMenuFieldsFragment = {
  categories: [
    {
      _id: 'c1',
      title: 'Pizza',
      foods: [
        {
          _id: 'f1',
          title: 'Supreme',
          image: null,
          description: 'Loaded',
          isOutOfStock: false,
          variations: [
            { _id: 'v1', title: 'Small', price: 13.99, discounted: 15.99, addons: ['a1'] },
            { _id: 'v2', title: 'Large', price: 19.99, discounted: null, addons: [] },
          ],
        },
      ],
    },
    { _id: 'c2', title: 'Empty', foods: [] },
  ],
  addons: [
    { _id: 'a1', title: 'Crust', description: '', quantityMinimum: 1, quantityMaximum: 1, options: ['o1'] },
  ],
  options: [{ _id: 'o1', title: 'Thin', description: '', price: 0.5, isOutOfStock: false }],
};

describe('toMenu', () => {
  it('converts every price to integer minor units and keeps the add-on references', () => {
    const menu = toMenu(restaurant, 'USD');
    expect(menu.categories[0]?.foods[0]?.variations).toEqual([
      { _id: 'v1', title: 'Small', price: 1399, discounted: 1599, addons: ['a1'] },
      { _id: 'v2', title: 'Large', price: 1999, discounted: null, addons: [] },
    ]);
    expect(menu.options).toEqual([
      { _id: 'o1', title: 'Thin', description: '', price: 50, isOutOfStock: false },
    ]);
    expect(menu.addons[0]?.options).toEqual(['o1']);
  });

  it('keeps empty categories (the cart is repriced against the whole menu)', () => {
    expect(toMenu(restaurant, 'USD').categories.map((c) => c.title)).toEqual(['Pizza', 'Empty']);
  });

  it('uses the currency’s own decimals', () => {
    expect(toMenu(restaurant, 'JPY').options[0]?.price).toBe(1);
  });

  it('carries the out-of-stock marks, so cart revalidation drops those lines', () => {
    const soldOut = structuredClone(restaurant);
    soldOut.categories[0]!.foods[0]!.isOutOfStock = true;
    soldOut.options[0]!.isOutOfStock = true;
    const menu = toMenu(soldOut, 'USD');
    expect(menu.categories[0]?.foods[0]?.isOutOfStock).toBe(true);
    expect(menu.options[0]?.isOutOfStock).toBe(true);
  });
});
