import { describe, expect, it } from 'vitest';
import { addToCart } from './add-to-cart.ts';
import { newLine } from './cart.fixture.ts';
import { EMPTY_CART } from './types.ts';

describe('addToCart', () => {
  it('starts an empty cart with the restaurant and one line', () => {
    const cart = addToCart(EMPTY_CART, { restaurantId: 'r1', line: newLine({ quantity: 2 }) });
    expect(cart.restaurantId).toBe('r1');
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ foodId: 'f-pizza', quantity: 2 });
    expect(cart.lines[0]?.key).toEqual(expect.any(String));
  });

  it('merges an identical item, whatever order its add-ons were picked in', () => {
    const addons = (options: string[]) => [
      { _id: 'a-size', options: ['o-large'] },
      { _id: 'a-toppings', options },
    ];
    let cart = addToCart(EMPTY_CART, {
      restaurantId: 'r1',
      line: newLine({ addons: addons(['o-cheese', 'o-olives']) }),
    });
    cart = addToCart(cart, {
      restaurantId: 'r1',
      line: newLine({ quantity: 3, addons: [...addons(['o-olives', 'o-cheese'])].reverse() }),
    });
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]?.quantity).toBe(4);
  });

  it('merges despite different special instructions, keeping the first line’s', () => {
    let cart = addToCart(EMPTY_CART, {
      restaurantId: 'r1',
      line: newLine({ specialInstructions: 'well done' }),
    });
    cart = addToCart(cart, { restaurantId: 'r1', line: newLine({ specialInstructions: 'no onions' }) });
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ quantity: 2, specialInstructions: 'well done' });
  });

  it('takes the new instructions when the merged line had none', () => {
    let cart = addToCart(EMPTY_CART, { restaurantId: 'r1', line: newLine() });
    cart = addToCart(cart, { restaurantId: 'r1', line: newLine({ specialInstructions: 'no onions' }) });
    expect(cart.lines[0]?.specialInstructions).toBe('no onions');
  });

  it.each([
    ['another variation', newLine({ variationId: 'v-family' })],
    ['another option', newLine({ addons: [{ _id: 'a-size', options: ['o-small'] }] })],
    ['another food', newLine({ foodId: 'f-fries', variationId: 'v-fries', addons: [] })],
  ])('appends %s as a new line with its own key', (_name, other) => {
    let cart = addToCart(EMPTY_CART, { restaurantId: 'r1', line: newLine() });
    cart = addToCart(cart, { restaurantId: 'r1', line: other });
    expect(cart.lines).toHaveLength(2);
    expect(cart.lines[0]?.key).not.toBe(cart.lines[1]?.key);
  });

  it('gives the same item the same key every time (deterministic)', () => {
    const a = addToCart(EMPTY_CART, { restaurantId: 'r1', line: newLine() });
    const b = addToCart(EMPTY_CART, { restaurantId: 'r1', line: newLine({ quantity: 5 }) });
    expect(a.lines[0]?.key).toBe(b.lines[0]?.key);
  });

  it('refuses another restaurant’s item while the cart has lines', () => {
    const cart = addToCart(EMPTY_CART, { restaurantId: 'r1', line: newLine() });
    expect(() => addToCart(cart, { restaurantId: 'r2', line: newLine() })).toThrow(
      expect.objectContaining({ code: 'CART_RESTAURANT_MISMATCH' }),
    );
    expect(cart.lines).toHaveLength(1);
  });

  it.each([
    ['quantity 0', newLine({ quantity: 0 })],
    ['fractional price', newLine({ unitPrice: 12.5 })],
  ])('rejects %s', (_name, line) => {
    expect(() => addToCart(EMPTY_CART, { restaurantId: 'r1', line })).toThrow(
      expect.objectContaining({ code: 'INVALID_AMOUNT' }),
    );
  });

  it('does not mutate the cart it was given', () => {
    const cart = addToCart(EMPTY_CART, { restaurantId: 'r1', line: newLine() });
    addToCart(cart, { restaurantId: 'r1', line: newLine() });
    expect(cart.lines[0]?.quantity).toBe(1);
    expect(EMPTY_CART.lines).toHaveLength(0);
  });
});
