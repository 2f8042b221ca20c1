import { describe, expect, it } from 'vitest';
import { invalidMoneyFields, isMoneyFieldValid, moneyDraftOf, moneyInputOf } from './money-settings.ts';

describe('the commission and rider-fee fields', () => {
  it.each([
    ['defaultCommissionRate', '15', true],
    ['defaultCommissionRate', '12.5', true],
    ['defaultCommissionRate', '0', true],
    ['defaultCommissionRate', '100', true],
    ['defaultCommissionRate', '100.5', false],
    ['defaultCommissionRate', '-1', false],
    ['defaultCommissionRate', '', false],
    ['defaultCommissionRate', 'abc', false],
    ['riderFeePerDelivery', '2', true],
    ['riderFeePerDelivery', '0', true],
    ['riderFeePerDelivery', '-0.5', false],
    ['riderFeePerDelivery', '1000001', false],
    ['riderFeePerKm', '0.4', true],
    ['riderFeePerKm', ' ', false],
  ] as const)('%s "%s": %s', (field, text, valid) => {
    expect(isMoneyFieldValid(field, text)).toBe(valid);
  });

  it('lists the invalid fields in the form order and sends numbers', () => {
    const draft = moneyDraftOf({ defaultCommissionRate: 15, riderFeePerDelivery: 2, riderFeePerKm: 0.4 });
    expect(invalidMoneyFields(draft)).toEqual([]);
    expect(moneyInputOf(draft)).toEqual({
      defaultCommissionRate: 15,
      riderFeePerDelivery: 2,
      riderFeePerKm: 0.4,
    });
    expect(invalidMoneyFields({ ...draft, riderFeePerKm: '-1', defaultCommissionRate: '101' })).toEqual([
      'defaultCommissionRate',
      'riderFeePerKm',
    ]);
  });
});
