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
    ['an empty restaurant id', { restaurantId: '', lines: [{ ...newLine(), key: 'k' }] }],
    ['a line without a key', { restaurantId: 'r1', lines: [{ ...newLine(), key: '' }] }],
    ['a zero quantity', { restaurantId: 'r1', lines: [{ ...newLine({ quantity: 0 }), key: 'k' }] }],
    ['a quantity as text', { restaurantId: 'r1', lines: [{ ...newLine(), quantity: '2', key: 'k' }] }],
    ['a negative price', { restaurantId: 'r1', lines: [{ ...newLine({ unitPrice: -1 }), key: 'k' }] }],
    ['a missing title', { restaurantId: 'r1', lines: [{ ...newLine(), title: undefined, key: 'k' }] }],
    [
      'add-on options that are not ids',
      { restaurantId: 'r1', lines: [{ ...newLine(), addons: [{ _id: 'a', options: [1] }], key: 'k' }] },
    ],
    [
      'one bad line among good ones',
      { restaurantId: 'r1', lines: [{ ...newLine(), key: 'k' }, { key: 'x' }] },
    ],
  ])('turns %s into an empty cart', (_name, stored) => {
    expect(parseCart(stored)).toEqual({ restaurantId: null, lines: [] });
  });

  it('drops fields a cart line does not have', () => {
    const line = { ...newLine(), key: 'k', price: 99, extra: { nested: true } };
    const parsed = parseCart({ restaurantId: 'r1', lines: [line], restaurant: { id: 'r1' } });
    expect(parsed).toEqual({ restaurantId: 'r1', lines: [{ ...newLine(), key: 'k' }] });
  });
});
