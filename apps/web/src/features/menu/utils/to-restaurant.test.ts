import { describe, expect, it } from 'vitest';
import type { RestaurantQuery } from '@/gql/graphql.ts';
import { toRestaurantDetail } from './to-restaurant.ts';

const restaurant: RestaurantQuery['restaurant'] = {
  _id: 'r1',
  name: 'Slice',
  image: '/slice.svg',
  slug: 'slice',
  address: 'F-7',
  deliveryTime: 30,
  minimumOrder: 12.5,
  rating: 4.2,
  isAvailable: true,
  isOpen: true,
  reviewData: { total: 3 },
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

describe('toRestaurantDetail', () => {
  it('hides empty categories and shows the cheapest price "from"', () => {
    const detail = toRestaurantDetail(restaurant, 'USD');
    expect(detail.categories.map((c) => c.title)).toEqual(['Pizza']);
    expect(detail.categories[0]?.foods[0]?.price).toEqual({ minor: 1399, originalMinor: 1599, isFrom: true });
    expect(detail.minimumOrderMinor).toBe(1250);
    expect(detail.slug).toBe('slice');
  });
});
