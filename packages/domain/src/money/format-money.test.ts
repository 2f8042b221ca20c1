import { describe, expect, it } from 'vitest';
import { formatMajorAmount, formatMoney } from './format-money.ts';

describe('formatMoney', () => {
  it.each([
    [1250, 'USD', '$', '$12.50'],
    [5, 'USD', '$', '$0.05'],
    [0, 'USD', '$', '$0.00'],
    [100, 'USD', '$', '$1.00'],
    [-100, 'USD', '$', '-$1.00'],
    [-5, 'EUR', '€', '-€0.05'],
    [123456789, 'PKR', 'Rs', 'Rs1234567.89'], // no grouping separators
    [1200, 'JPY', '¥', '¥1200.00'], // zero-decimal still shows two decimals (docs/product/limits.md#money)
    [-1200, 'JPY', '¥', '-¥1200.00'],
    [1250, '', '', '12.50'], // before configuration loads
  ])('%s %s → %s', (minor, currency, symbol, text) => {
    expect(formatMoney(minor, { currency, symbol })).toBe(text);
  });

  it('rejects a fractional minor amount', () => {
    expect(() => formatMoney(12.5, { currency: 'USD', symbol: '$' })).toThrow(
      expect.objectContaining({ code: 'INVALID_AMOUNT' }),
    );
  });
});

describe('formatMajorAmount', () => {
  it.each([
    [50000, 'PKR', '500.00'],
    [7, 'JPY', '7.00'],
    [-1, 'USD', '-0.01'],
  ])('%s %s → %s', (minor, currency, text) => {
    expect(formatMajorAmount(minor, currency)).toBe(text);
  });
});
