import { describe, expect, it } from 'vitest';
import { toRestaurantCard } from './to-restaurant-card.ts';

describe('toRestaurantCard', () => {
  it('flattens review count and category titles for the shared card', () => {
    expect(
      toRestaurantCard({
        _id: 'r1',
        name: 'Karahi Point',
        image: '/images/restaurants/karahi.jpg',
        slug: 'karahi-point',
        deliveryTime: 30,
        rating: 4.5,
        isOpen: true,
        reviewData: { total: 12 },
        categories: [
          { _id: 'c1', title: 'Karahi' },
          { _id: 'c2', title: 'BBQ' },
        ],
      }),
    ).toEqual({
      _id: 'r1',
      name: 'Karahi Point',
      image: '/images/restaurants/karahi.jpg',
      slug: 'karahi-point',
      deliveryTime: 30,
      rating: 4.5,
      reviewCount: 12,
      isOpen: true,
      categoryTitles: ['Karahi', 'BBQ'],
    });
  });
});
