import { describe, expect, it } from 'vitest';
import { displayPrice } from './display-price.ts';

describe('displayPrice', () => {
  it('is empty for a food without variations', () => {
    expect(displayPrice([])).toBeNull();
  });

  it('shows a single price', () => {
    expect(displayPrice([{ priceMinor: 1250, discountedMinor: null }])).toEqual({
      minor: 1250,
      originalMinor: null,
      isFrom: false,
    });
  });

  it('strikes through the pre-discount price when it is higher', () => {
    expect(displayPrice([{ priceMinor: 900, discountedMinor: 1200 }])).toEqual({
      minor: 900,
      originalMinor: 1200,
      isFrom: false,
    });
  });

  it('ignores a "discounted" value that is not above the price', () => {
    expect(displayPrice([{ priceMinor: 900, discountedMinor: 900 }])?.originalMinor).toBeNull();
    expect(displayPrice([{ priceMinor: 900, discountedMinor: 500 }])?.originalMinor).toBeNull();
  });

  it('shows the cheapest variation as "from" when prices differ', () => {
    expect(
      displayPrice([
        { priceMinor: 1500, discountedMinor: null },
        { priceMinor: 1100, discountedMinor: 1300 },
        { priceMinor: 1900, discountedMinor: null },
      ]),
    ).toEqual({ minor: 1100, originalMinor: 1300, isFrom: true });
  });

  it('is not "from" when every variation costs the same', () => {
    expect(
      displayPrice([
        { priceMinor: 700, discountedMinor: null },
        { priceMinor: 700, discountedMinor: null },
      ])?.isFrom,
    ).toBe(false);
  });
});
