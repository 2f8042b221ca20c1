import { describe, expect, it } from 'vitest';
import { addToCart } from './add-to-cart.ts';
import { newLine } from './cart.fixture.ts';
import { parseCart } from './parse-cart.ts';
import { EMPTY_CART } from './types.ts';

describe('parseCart', () => {
  it('restores a stored cart', () => {
    const cart = addToCart(EMPTY_CART, { restaurantId: 'r1', line: newLine() });
    expect(parseCart(JSON.parse(JSON.stringify(cart)))).toEqual(cart);
  });

  it.each([
    ['nothing stored', null],
    ['garbage', 'not a cart'],
    ['an old shape', { restaurant: 'r1', items: [] }],
    ['a fractional price', { restaurantId: 'r1', lines: [{ ...newLine({ unitPrice: 1.5 }), key: 'k' }] }],
    ['lines without a restaurant', { restaurantId: null, lines: [{ ...newLine(), key: 'k' }] }],
    ['a restaurant without lines', { restaurantId: 'r1', lines: [] }],
  ])('turns %s into an empty cart', (_name, stored) => {
    expect(parseCart(stored)).toEqual({ restaurantId: null, lines: [] });
  });
});
