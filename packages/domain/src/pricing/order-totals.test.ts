import { describe, expect, it } from 'vitest';
import { orderTotals, type OrderTotals, type OrderTotalsOptions } from './order-totals.ts';

const base: OrderTotalsOptions = {
  lines: [
    { unitPrice: 1000, quantity: 2 },
    { unitPrice: 550, quantity: 1 },
  ],
  couponPercent: 0,
  deliveryFee: 300,
  taxPercent: 10,
  tipPercent: 5,
};

describe('orderTotals', () => {
  it.each<[string, Partial<OrderTotalsOptions>, OrderTotals]>([
    [
      'no coupon',
      {},
      // tax = 10% of (2550 + 300) = 285; tip = 5% of (2550 + 300 + 285) = 156.75 → 157
      {
        subtotal: 2550,
        discount: 0,
        discountedSubtotal: 2550,
        deliveryFee: 300,
        tax: 285,
        tip: 157,
        total: 3292,
      },
    ],
    [
      '20% coupon comes off before tax and tip',
      { couponPercent: 20 },
      // discount 510; tax 10% of 2340 = 234; tip 5% of 2574 = 128.7 → 129
      {
        subtotal: 2550,
        discount: 510,
        discountedSubtotal: 2040,
        deliveryFee: 300,
        tax: 234,
        tip: 129,
        total: 2703,
      },
    ],
    [
      '100% coupon leaves delivery, tax on delivery and tip',
      { couponPercent: 100 },
      // tax 10% of 300 = 30; tip 5% of 330 = 16.5 → 17
      {
        subtotal: 2550,
        discount: 2550,
        discountedSubtotal: 0,
        deliveryFee: 300,
        tax: 30,
        tip: 17,
        total: 347,
      },
    ],
    [
      'tip removed (null)',
      { tipPercent: null },
      {
        subtotal: 2550,
        discount: 0,
        discountedSubtotal: 2550,
        deliveryFee: 300,
        tax: 285,
        tip: 0,
        total: 3135,
      },
    ],
    [
      'pick-up: no delivery fee, nothing taxed on it',
      { deliveryFee: 0, taxPercent: 0, tipPercent: 0 },
      { subtotal: 2550, discount: 0, discountedSubtotal: 2550, deliveryFee: 0, tax: 0, tip: 0, total: 2550 },
    ],
    [
      'empty cart still charges nothing but delivery',
      { lines: [], tipPercent: null },
      { subtotal: 0, discount: 0, discountedSubtotal: 0, deliveryFee: 300, tax: 30, tip: 0, total: 330 },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(orderTotals({ ...base, ...overrides })).toEqual(expected);
  });

  it.each<[string, Partial<OrderTotalsOptions>, Partial<OrderTotals>]>([
    // 15% of 1010 = 151.5 → 152 (half up, not down, not to even)
    [
      'discount .5 rounds up',
      { lines: [{ unitPrice: 1010, quantity: 1 }], couponPercent: 15 },
      { discount: 152 },
    ],
    // 12.5% of 1003 = 125.375 → 125
    [
      'discount below .5 rounds down',
      { lines: [{ unitPrice: 1003, quantity: 1 }], couponPercent: 12.5 },
      { discount: 125 },
    ],
    // tax 5% of (10 + 0) = 0.5 → 1
    [
      'tax .5 rounds up',
      { lines: [{ unitPrice: 10, quantity: 1 }], deliveryFee: 0, taxPercent: 5 },
      { tax: 1 },
    ],
    // 8.2% of 750 is 61.5, but 750 * 8.2 / 100 is 61.49999999999999 in floats → still 62
    [
      'a true half hidden by float noise',
      { lines: [{ unitPrice: 750, quantity: 1 }], deliveryFee: 0, taxPercent: 8.2 },
      { tax: 62 },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(orderTotals({ ...base, ...overrides })).toMatchObject(expected);
  });

  it('total is always the integer sum of its rounded components', () => {
    for (const couponPercent of [0, 7.5, 33, 100]) {
      for (const tipPercent of [null, 0, 10, 12.5]) {
        const t = orderTotals({ ...base, couponPercent, tipPercent, taxPercent: 17 });
        expect(Number.isInteger(t.total)).toBe(true);
        expect(t.total).toBe(t.discountedSubtotal + t.deliveryFee + t.tax + t.tip);
        expect(t.discountedSubtotal).toBe(t.subtotal - t.discount);
      }
    }
  });

  it.each<[string, Partial<OrderTotalsOptions>]>([
    ['negative unit price', { lines: [{ unitPrice: -1, quantity: 1 }] }],
    ['fractional unit price', { lines: [{ unitPrice: 10.5, quantity: 1 }] }],
    ['quantity 0', { lines: [{ unitPrice: 100, quantity: 0 }] }],
    ['fractional quantity', { lines: [{ unitPrice: 100, quantity: 1.5 }] }],
    ['negative delivery fee', { deliveryFee: -1 }],
    ['fractional delivery fee', { deliveryFee: 0.5 }],
    ['coupon above 100', { couponPercent: 101 }],
    ['negative coupon', { couponPercent: -1 }],
    ['tax above 100', { taxPercent: 100.5 }],
    ['NaN tip', { tipPercent: Number.NaN }],
    ['negative tip', { tipPercent: -5 }],
  ])('rejects %s with INVALID_AMOUNT', (_name, overrides) => {
    expect(() => orderTotals({ ...base, ...overrides })).toThrow(
      expect.objectContaining({ code: 'INVALID_AMOUNT' }),
    );
  });
});
