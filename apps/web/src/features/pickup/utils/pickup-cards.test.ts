import { describe, expect, it } from 'vitest';
import { isSameArea, pickupCardId, toCard, type PickupRestaurant } from './pickup-cards.ts';

const restaurant: PickupRestaurant = {
  _id: 'r-1',
  name: 'Forno Napoli',
  image: '/images/restaurants/forno-napoli.svg',
  slug: 'forno-napoli',
  deliveryTime: 30,
  rating: 4.5,
  isOpen: true,
  reviewData: { total: 12 },
  categories: [{ title: 'Pizza' }, { title: 'Drinks' }],
  location: { coordinates: [73.05, 33.72] },
};

describe('pick-up list', () => {
  it('gives each card an id a marker can find', () => {
    expect(pickupCardId('r-1')).toBe('pickup-card-r-1');
    expect(pickupCardId('r-1')).not.toBe(pickupCardId('r-2'));
  });

  it('shows restaurants with the shared card', () => {
    expect(toCard(restaurant)).toEqual({
      _id: 'r-1',
      name: 'Forno Napoli',
      image: '/images/restaurants/forno-napoli.svg',
      slug: 'forno-napoli',
      deliveryTime: 30,
      rating: 4.5,
      reviewCount: 12,
      isOpen: true,
      categoryTitles: ['Pizza', 'Drinks'],
    });
  });

  it('knows when "Search area" asks for the same centre again', () => {
    expect(isSameArea({ latitude: 1, longitude: 2 }, { latitude: 1, longitude: 2 })).toBe(true);
    expect(isSameArea({ latitude: 1, longitude: 2 }, { latitude: 1, longitude: 3 })).toBe(false);
    expect(isSameArea({ latitude: null, longitude: 2 }, { latitude: null, longitude: 2 })).toBe(true);
    expect(isSameArea(null, { latitude: 1, longitude: 2 })).toBe(false);
  });
});
