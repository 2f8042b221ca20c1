import { describe, expect, it } from 'vitest';
import { itemTotal, orderMoney, type PaymentOrder } from './payment-order.ts';

type Item = PaymentOrder['items'][number];

const item = (overrides: Partial<Item> = {}): Item => ({
  _id: 'i1',
  title: 'Chicken Karahi',
  quantity: 2,
  variation: { title: 'Full', price: 24.5 },
  addons: [{ _id: 'a1', title: 'Bread', options: [{ _id: 'o1', title: 'Naan', price: 0.75 }] }],
  ...overrides,
});

describe('itemTotal', () => {
  it('is (variation + options) × quantity, in minor units', () => {
    expect(itemTotal(item(), 'USD')).toBe(5050);
    expect(itemTotal(item({ addons: [], quantity: 3 }), 'USD')).toBe(7350);
  });

  it('uses whole units for a zero-decimal currency', () => {
    expect(
      itemTotal(item({ variation: { title: 'Set', price: 1200 }, addons: [], quantity: 2 }), 'JPY'),
    ).toBe(2400);
  });
});

describe('orderMoney', () => {
  it('formats API amounts with the order symbol and two decimals', () => {
    const money = orderMoney({ currency: 'USD', currencySymbol: '$' });
    expect(money(17.59)).toBe('$17.59');
    expect(money(-1)).toBe('-$1.00');
    expect(orderMoney({ currency: 'JPY', currencySymbol: '¥' })(1200)).toBe('¥1200.00');
  });
});
