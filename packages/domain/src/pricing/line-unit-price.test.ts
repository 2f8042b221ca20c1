import { describe, expect, it } from 'vitest';
import { lineUnitPrice } from './line-unit-price.ts';

describe('lineUnitPrice', () => {
  it.each([
    [1000, [], 1000],
    [1000, [150], 1150],
    [1000, [150, 0, 75], 1225],
    [0, [50], 50],
  ])('%s + %j → %s', (variationPrice, optionPrices, expected) => {
    expect(lineUnitPrice({ variationPrice, optionPrices })).toBe(expected);
  });

  it.each([
    [-1, []],
    [10.5, []],
    [100, [-5]],
    [100, [0.5]],
  ])('rejects %s + %j', (variationPrice, optionPrices) => {
    expect(() => lineUnitPrice({ variationPrice, optionPrices })).toThrow(
      expect.objectContaining({ code: 'INVALID_AMOUNT' }),
    );
  });
});
