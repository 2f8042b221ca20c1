import { describe, expect, it } from 'vitest';
import { orderTotals } from './order-totals.ts';
import { billSubtotal } from './bill-subtotal.ts';

describe('billSubtotal', () => {
  it.each([
    [{ total: 3292, deliveryCharges: 300, taxationAmount: 285, tipping: 157 }, 2550],
    [{ total: 2550, deliveryCharges: 0, taxationAmount: 0, tipping: 0 }, 2550], // pick-up
    [{ total: 347, deliveryCharges: 300, taxationAmount: 30, tipping: 17 }, 0], // 100% coupon
  ])('%j → %s', (input, expected) => {
    expect(billSubtotal(input)).toBe(expected);
  });

  it('recovers the discounted subtotal of orderTotals', () => {
    const t = orderTotals({
      lines: [{ unitPrice: 1299, quantity: 3 }],
      couponPercent: 15,
      deliveryFee: 450,
      taxPercent: 8,
      tipPercent: 10,
    });
    expect(
      billSubtotal({ total: t.total, deliveryCharges: t.deliveryFee, taxationAmount: t.tax, tipping: t.tip }),
    ).toBe(t.discountedSubtotal);
  });

  it('rejects a fractional amount', () => {
    expect(() => billSubtotal({ total: 10.5, deliveryCharges: 0, taxationAmount: 0, tipping: 0 })).toThrow(
      expect.objectContaining({ code: 'INVALID_AMOUNT' }),
    );
  });
});
