import { describe, expect, it } from 'vitest';
import { currencyMultiplier } from './currency-multiplier.ts';
import { toMajor, toMinor } from './convert.ts';

describe('currencyMultiplier', () => {
  it.each([
    ['USD', 100],
    ['PKR', 100],
    ['JPY', 1],
    ['jpy', 1],
    ['XOF', 1],
    ['KRW', 1],
    ['', 100], // currency not loaded yet (docs/product/limits.md#money)
    ['ZZZ', 100],
  ])('%s → %s', (code, multiplier) => {
    expect(currencyMultiplier(code)).toBe(multiplier);
  });
});

describe('toMinor', () => {
  it.each([
    [12.5, 'USD', 1250],
    [1.005, 'USD', 101], // float noise: 1.005 * 100 = 100.49999999999999
    [1.255, 'EUR', 126],
    [0.1 + 0.2, 'USD', 30],
    [19.99, 'USD', 1999],
    [0.005, 'USD', 1], // half a cent rounds up
    [0.004, 'USD', 0],
    [1200, 'JPY', 1200], // zero-decimal: no scaling
    [1200.5, 'JPY', 1201],
    [1200.4, 'JPY', 1200],
    [0, 'USD', 0],
  ])('%s %s → %s', (major, currency, minor) => {
    expect(toMinor(major, currency)).toBe(minor);
  });

  it('rejects a non-finite amount', () => {
    expect(() => toMinor(Number.NaN, 'USD')).toThrow(expect.objectContaining({ code: 'INVALID_AMOUNT' }));
  });
});

describe('toMajor', () => {
  it.each([
    [1250, 'USD', 12.5],
    [1, 'USD', 0.01],
    [1200, 'JPY', 1200],
    [-100, 'USD', -1],
  ])('%s %s → %s', (minor, currency, major) => {
    expect(toMajor(minor, currency)).toBe(major);
  });

  it('round-trips with toMinor', () => {
    for (const minor of [0, 1, 99, 1005, 123456]) expect(toMinor(toMajor(minor, 'USD'), 'USD')).toBe(minor);
  });

  it('rejects a fractional minor amount', () => {
    expect(() => toMajor(12.5, 'USD')).toThrow(expect.objectContaining({ code: 'INVALID_AMOUNT' }));
  });
});
