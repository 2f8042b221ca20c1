import { describe, expect, it } from 'vitest';
import { addToCart } from './add-to-cart.ts';
import { newLine } from './cart.fixture.ts';
import { cartCount, cartSubtotal } from './cart-totals.ts';
import { clearCart, decrementLine, incrementLine, removeLine } from './line-operations.ts';
import { EMPTY_CART, type Cart } from './types.ts';

function twoLineCart(): Cart {
  const cart = addToCart(EMPTY_CART, { restaurantId: 'r1', line: newLine({ quantity: 2 }) });
  return addToCart(cart, {
    restaurantId: 'r1',
    line: newLine({ foodId: 'f-fries', variationId: 'v-fries', addons: [], unitPrice: 300 }),
  });
}

const keys = (cart: Cart) => cart.lines.map((l) => l.key);

describe('cart line operations', () => {
  it('incrementLine adds one to that line only', () => {
    const cart = twoLineCart();
    const [pizza, fries] = keys(cart);
    const next = incrementLine(cart, pizza!);
    expect(next.lines.map((l) => l.quantity)).toEqual([3, 1]);
    expect(keys(next)).toEqual([pizza, fries]);
  });

  it('decrementLine takes one off', () => {
    const cart = twoLineCart();
    expect(decrementLine(cart, keys(cart)[0]!).lines.map((l) => l.quantity)).toEqual([1, 1]);
  });

  it('decrementLine drops a line that reaches zero', () => {
    const cart = twoLineCart();
    const next = decrementLine(cart, keys(cart)[1]!);
    expect(next.lines.map((l) => l.foodId)).toEqual(['f-pizza']);
    expect(next.restaurantId).toBe('r1');
  });

  it('decrementing the last item empties the cart and forgets the restaurant', () => {
    const cart = addToCart(EMPTY_CART, { restaurantId: 'r1', line: newLine() });
    expect(decrementLine(cart, keys(cart)[0]!)).toEqual({ restaurantId: null, lines: [] });
  });

  it('removeLine deletes the whole line, and the last one clears the restaurant', () => {
    const cart = twoLineCart();
    const [pizza, fries] = keys(cart);
    const one = removeLine(cart, pizza!);
    expect(one.lines.map((l) => l.foodId)).toEqual(['f-fries']);
    expect(removeLine(one, fries!)).toEqual({ restaurantId: null, lines: [] });
  });

  it('an unknown key changes nothing', () => {
    const cart = twoLineCart();
    for (const op of [incrementLine, decrementLine, removeLine]) expect(op(cart, 'nope')).toEqual(cart);
  });

  it('clearCart empties everything', () => {
    expect(clearCart()).toEqual({ restaurantId: null, lines: [] });
  });

  it('after clearing, another restaurant may be added', () => {
    const cart = clearCart();
    expect(addToCart(cart, { restaurantId: 'r2', line: newLine() }).restaurantId).toBe('r2');
  });
});

describe('cart totals', () => {
  it.each<[string, () => Cart, number, number]>([
    ['empty', () => EMPTY_CART, 0, 0],
    ['two lines', twoLineCart, 3, 2 * 1200 + 300],
  ])('%s cart: count %s, subtotal %s', (_name, make, count, subtotal) => {
    const cart = make();
    expect(cartCount(cart)).toBe(count);
    expect(cartSubtotal(cart)).toBe(subtotal);
  });
});
