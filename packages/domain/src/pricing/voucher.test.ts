import { describe, expect, it } from 'vitest';
import { deliveryFee } from './delivery-fee.ts';
import { orderTotals } from './order-totals.ts';
import { voucherDiscount, voucherRefusal, type VoucherTerms } from './voucher.ts';

const NOW = new Date('2025-06-04T12:00:00Z');
const terms = (overrides: Partial<VoucherTerms> = {}): VoucherTerms => ({
  enabled: true,
  startsAt: null,
  endsAt: null,
  totalLimit: null,
  usedCount: 0,
  perCustomerLimit: null,
  minimumOrder: 0,
  restaurantIds: [],
  ...overrides,
});
const context = { now: NOW, restaurantId: 'r1', subtotal: 1000, usedByCustomer: 0 };

describe('voucherRefusal', () => {
  it.each([
    [terms({ enabled: false }), 'UNKNOWN'],
    [terms({ startsAt: new Date(NOW.getTime() + 1) }), 'NOT_STARTED'],
    [terms({ endsAt: NOW }), 'EXPIRED'],
    [terms({ totalLimit: 2, usedCount: 2 }), 'USED_UP'],
    [terms({ perCustomerLimit: 1 }), null],
    [terms({ restaurantIds: ['r2'] }), 'WRONG_RESTAURANT'],
    [terms({ minimumOrder: 1001 }), 'BELOW_MINIMUM'],
    [terms({ minimumOrder: 1000, restaurantIds: ['r1'], endsAt: new Date(NOW.getTime() + 1) }), null],
  ])('%j → %s', (voucher, expected) => {
    expect(voucherRefusal(voucher, context)).toBe(expected);
  });

  it('counts the customer’s uses, and skips what the caller does not know', () => {
    expect(voucherRefusal(terms({ perCustomerLimit: 1 }), { ...context, usedByCustomer: 1 })).toBe(
      'ALREADY_USED',
    );
    const unknown = { now: NOW, restaurantId: null, subtotal: null, usedByCustomer: null };
    expect(
      voucherRefusal(terms({ perCustomerLimit: 1, minimumOrder: 5000, restaurantIds: ['r2'] }), unknown),
    ).toBe(null);
  });
});

describe('voucher pricing', () => {
  it('PERCENT rounds half-up; FIXED is never above the subtotal', () => {
    expect(voucherDiscount({ kind: 'PERCENT', percent: 10 }, 355)).toBe(36);
    expect(voucherDiscount({ kind: 'FIXED', amount: 500 }, 1299)).toBe(500);
    expect(voucherDiscount({ kind: 'FIXED', amount: 5000 }, 1299)).toBe(1299);
    expect(voucherDiscount(null, 1299)).toBe(0);
  });

  it('orderTotals takes a FIXED amount instead of the percent', () => {
    const totals = orderTotals({
      lines: [{ unitPrice: 350, quantity: 1 }],
      couponPercent: 0,
      couponAmount: 100,
      deliveryFee: 0,
      taxPercent: 10,
      tipPercent: null,
    });
    expect(totals).toMatchObject({ discount: 100, discountedSubtotal: 250, tax: 25, total: 275 });
  });

  it('a per-km fee is never below the minimum delivery fee', () => {
    const at = { latitude: 33.7, longitude: 73 };
    const base = { costType: 'perKM' as const, deliveryRate: 150, restaurant: at, isPickedUp: false };
    expect(deliveryFee({ ...base, destination: at, minimumDeliveryFee: 400 })).toBe(400);
    expect(
      deliveryFee({ ...base, destination: { latitude: 33.75, longitude: 73 }, minimumDeliveryFee: 400 }),
    ).toBe(900);
    expect(deliveryFee({ ...base, destination: at })).toBe(150);
  });
});
