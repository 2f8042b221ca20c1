import { describe, expect, it } from 'vitest';
import { parseRestaurantLinkState } from './restaurant-link-state.ts';

describe('parseRestaurantLinkState', () => {
  const state = { id: 'r1', name: 'Pizza Place', image: '/images/restaurants/p.svg', slug: 'pizza-place' };

  it('accepts the state a restaurant card sends', () => {
    expect(parseRestaurantLinkState(state, 'pizza-place')).toEqual(state);
  });

  it('ignores state meant for another restaurant or malformed state', () => {
    expect(parseRestaurantLinkState(state, 'other')).toBeNull();
    expect(parseRestaurantLinkState({ ...state, name: 3 }, 'pizza-place')).toBeNull();
    expect(parseRestaurantLinkState(null, 'pizza-place')).toBeNull();
    expect(parseRestaurantLinkState('x', 'pizza-place')).toBeNull();
  });
});
