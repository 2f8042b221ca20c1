import { type CartLine, billSubtotal } from '@food/domain';
import { describe, expect, it } from 'vitest';
import { createAttemptKeys } from './attempt-key.ts';
import { checkoutTotals, defaultTipPercent, parseCostType } from './checkout-totals.ts';
import { choosePaymentMethod } from './payment-choice.ts';
import { placeOrderVariables } from './place-order-variables.ts';
import { summaryRows } from './summary-rows.ts';
import { barLocationFor } from './bar-location.ts';

const line = (over: Partial<CartLine> = {}): CartLine => ({
  key: 'k1',
  foodId: 'f1',
  variationId: 'v1',
  quantity: 2,
  addons: [{ _id: 'a1', options: ['o1', 'o2'] }],
  specialInstructions: 'no onions',
  title: 'Karahi (Full)',
  foodTitle: 'Karahi',
  variationTitle: 'Full',
  optionTitles: ['Naan', 'Raita'],
  unitPrice: 1250,
  ...over,
});

// About 1.1 km apart (0.01° of latitude).
const restaurant = { latitude: 33.7, longitude: 72.97 };
const home = { latitude: 33.71, longitude: 72.97 };

// docs/product/limits.md#pricing
describe('checkoutTotals (domain pricing)', () => {
  const base = {
    lines: [line()],
    pricing: { deliveryRate: 150, costType: 'perKM' as const },
    restaurant,
    destination: home,
    isPickedUp: false,
    couponPercent: 0,
    taxPercent: 10,
    tipPercent: 10,
  };

  it('delivery: 2 started km × rate, tax on subtotal + delivery, tip on all of that', () => {
    const totals = checkoutTotals(base);
    expect(totals.subtotal).toBe(2500);
    expect(totals.deliveryFee).toBe(300);
    expect(totals.tax).toBe(280);
    expect(totals.tip).toBe(308);
    expect(totals.total).toBe(2500 + 300 + 280 + 308);
  });

  it('pick-up: no delivery fee; the coupon comes off first; no tip when removed', () => {
    const totals = checkoutTotals({ ...base, isPickedUp: true, couponPercent: 50, tipPercent: null });
    expect(totals).toMatchObject({
      discount: 1250,
      discountedSubtotal: 1250,
      deliveryFee: 0,
      tax: 125,
      tip: 0,
    });
    expect(totals.total).toBe(1375);
  });

  it('before the configuration loads: rate 0, so no delivery fee', () => {
    expect(checkoutTotals({ ...base, pricing: { deliveryRate: 0, costType: 'perKM' } }).deliveryFee).toBe(0);
  });

  it('a fixed cost is the flat rate whatever the distance', () => {
    expect(checkoutTotals({ ...base, pricing: { deliveryRate: 199, costType: 'fixed' } }).deliveryFee).toBe(
      199,
    );
    expect(parseCostType('fixed')).toBe('fixed');
    expect(parseCostType('anything')).toBe('perKM');
    expect(parseCostType(undefined)).toBe('perKM');
  });
});

describe('defaultTipPercent', () => {
  it.each([
    [{ tipVariations: [5, 10, 15], enabled: true }, 10],
    [{ tipVariations: [7], enabled: true }, 7],
    [{ tipVariations: [], enabled: true }, null],
    [{ tipVariations: [5, 10], enabled: false }, null],
    [null, null],
  ])('%j → %j', (tips, expected) => {
    expect(defaultTipPercent(tips)).toBe(expected);
  });
});

// docs/product/validation.md#payment-currency
describe('choosePaymentMethod (payment currency check)', () => {
  it.each([
    ['STRIPE', 'USD', 'STRIPE', false],
    ['PAYPAL', 'USD', 'PAYPAL', false],
    ['PAYPAL', 'PKR', 'COD', true],
    ['STRIPE', 'XYZ', 'COD', true],
    ['COD', 'XYZ', 'COD', false],
  ] as const)('%s in %s → %s (unsupported: %s)', (wanted, currency, method, unsupported) => {
    expect(choosePaymentMethod('COD', wanted, currency)).toEqual({ method, unsupported });
  });
});

describe('placeOrderVariables', () => {
  const totals = {
    subtotal: 2500,
    discount: 250,
    discountedSubtotal: 2250,
    deliveryFee: 300,
    tax: 255,
    tip: 281,
    total: 3086,
  };
  const address = {
    _id: 'addr1',
    label: 'Home',
    deliveryAddress: 'Street 1',
    details: 'Gate 2',
    latitude: 33.71,
    longitude: 72.97,
  };
  const draft = {
    restaurantId: 'r1',
    lines: [line()],
    paymentMethod: 'COD' as const,
    couponCode: 'WELCOME10',
    tipPercent: 10,
    totals,
    currency: 'USD',
    isPickedUp: false,
    address,
    orderDate: '2026-11-17T08:00:00.000Z',
  };

  it('sends lines, major amounts and the saved address by _id', () => {
    expect(placeOrderVariables(draft)).toEqual({
      restaurant: 'r1',
      orderInput: [
        {
          food: 'f1',
          quantity: 2,
          variation: 'v1',
          addons: [{ _id: 'a1', options: ['o1', 'o2'] }],
          specialInstructions: 'no onions',
        },
      ],
      paymentMethod: 'COD',
      couponCode: 'WELCOME10',
      tipPercent: 10,
      tipping: 2.81,
      taxationAmount: 2.55,
      address: {
        _id: 'addr1',
        label: 'Home',
        deliveryAddress: 'Street 1',
        details: 'Gate 2',
        latitude: '33.71',
        longitude: '72.97',
      },
      orderDate: '2026-11-17T08:00:00.000Z',
      isPickedUp: false,
      deliveryCharges: 3,
      orderAmount: 30.86,
    });
  });

  it('pick-up sends no address and no delivery charge', () => {
    const variables = placeOrderVariables({ ...draft, isPickedUp: true });
    expect(variables.address).toBeNull();
    expect(variables.deliveryCharges).toBe(0);
    expect(variables.isPickedUp).toBe(true);
  });
});

describe('createAttemptKeys', () => {
  it('keeps the key for the same order, renews it on a change or after success', () => {
    let n = 0;
    const keys = createAttemptKeys(() => `key-${++n}`);
    expect(keys.keyFor('a')).toBe('key-1');
    expect(keys.keyFor('a')).toBe('key-1');
    expect(keys.keyFor('b')).toBe('key-2');
    keys.succeeded();
    expect(keys.keyFor('b')).toBe('key-3');
  });

  it('uses random UUIDs by default', () => {
    const key = createAttemptKeys().keyFor('x');
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('summary rows (issue 13 #4: one meaning of "Subtotal")', () => {
  const totals = checkoutTotals({
    lines: [line()],
    pricing: { deliveryRate: 150, costType: 'perKM' },
    restaurant,
    destination: home,
    isPickedUp: false,
    couponPercent: 20,
    taxPercent: 10,
    tipPercent: 10,
  });

  it("shows the subtotal less the coupon, the figure the placed order's bill shows", () => {
    const rows = summaryRows(totals, { hasCoupon: true, isPickedUp: false, hasTip: true });
    const amount = (key: string) => rows.find((row) => row.key === key)?.amount;
    expect(amount('subtotal')).toBe(2000);
    expect(amount('subtotal')).toBe(
      billSubtotal({
        total: totals.total,
        deliveryCharges: totals.deliveryFee,
        taxationAmount: totals.tax,
        tipping: totals.tip,
      }),
    );
    expect(rows.map((row) => row.key)).toEqual(['discount', 'subtotal', 'deliveryFee', 'tax', 'tip']);
    // The rows after the discount add up to the total.
    expect(rows.filter((row) => row.key !== 'discount').reduce((sum, row) => sum + row.amount, 0)).toBe(
      totals.total,
    );
  });

  it('has no discount, delivery or tip rows when they do not apply', () => {
    const rows = summaryRows(totals, { hasCoupon: false, isPickedUp: true, hasTip: false });
    expect(rows.map((row) => row.key)).toEqual(['subtotal', 'tax']);
  });
});

describe('the bar follows the checkout address (issue 13 #9)', () => {
  const home = {
    _id: 'home-1',
    label: 'Home',
    latitude: 33.7,
    longitude: 73.05,
    deliveryAddress: 'House 12, Street 5, F-7/2',
    details: 'Gate 2',
  };
  it('a device position gives way to the saved address checkout delivers to', () => {
    const device = {
      _id: 'current-location',
      label: 'Current location',
      deliveryAddress: 'Current location',
      details: '',
      latitude: 33.6,
      longitude: 73.0,
    };
    expect(barLocationFor(home, device)).toEqual(home);
  });
  it('nothing to change when the bar already shows it, or without an address', () => {
    expect(barLocationFor(home, home)).toBeNull();
    expect(barLocationFor(null, home)).toBeNull();
  });
});
