import { describe, expect, it } from 'vitest';
import { baseFacts } from './ledger.fixture.ts';
import {
  basisPointsOf,
  percentToBasisPoints,
  riderFeeFor,
  splitOrder,
  type OrderMoneyFacts,
} from './order-money.ts';

describe('basisPointsOf', () => {
  it.each([
    [2000, 1500, 300],
    [1, 5000, 1], // half a unit rounds up
    [3, 1667, 1], // 0.5001 → 1
    [3, 1666, 0], // 0.4998 → 0
    [999, 1250, 125], // 124.875 → 125
    [0, 1500, 0],
    [1234, 0, 0],
    [1234, 10000, 1234],
  ])('%i at %i bp is %i', (amount, bp, expected) => {
    expect(basisPointsOf(amount, bp)).toBe(expected);
  });

  it.each([
    [-1, 100],
    [1.5, 100],
    [100, -1],
    [100, 10001],
    [100, 12.5],
  ])('refuses amount %s at %s bp', (amount, bp) => {
    expect(() => basisPointsOf(amount, bp)).toThrow(/INVALID_AMOUNT|must/);
  });
});

describe('percentToBasisPoints and riderFeeFor', () => {
  it.each([
    [15, 1500],
    [12.5, 1250],
    [0.005, 1],
    [100, 10000],
  ])('%s %% is %i bp', (percent, bp) => expect(percentToBasisPoints(percent)).toBe(bp));

  it.each([
    [{ perDelivery: 200, perKm: 50 }, 2.3, 315], // 115 per km part
    [{ perDelivery: 200, perKm: 50 }, 0.01, 201], // 0.5 → 1
    [{ perDelivery: 0, perKm: 0 }, 12, 0],
    [{ perDelivery: 350, perKm: 0 }, 4, 350],
  ])('%o over %s km is %i', (rule, km, fee) => expect(riderFeeFor(rule, km)).toBe(fee));

  it('refuses a negative distance', () => {
    expect(() => riderFeeFor({ perDelivery: 1, perKm: 1 }, -1)).toThrow();
  });
});

describe('splitOrder', () => {
  it('a delivered card order without a voucher', () => {
    expect(splitOrder(baseFacts)).toEqual({
      total: 2780,
      commissionBase: 2000,
      commission: 300,
      voucherCost: 0,
      riderFee: 315,
      restaurant: 1930, // 2000 − 300 + 230 tax
      rider: 565, // 315 fee + 250 tip
      platform: 285, // 300 commission + 300 delivery − 315 rider fee
    });
  });

  it('a voucher the platform funds: the restaurant is paid on the full food, the platform pays it', () => {
    const split = splitOrder({ ...baseFacts, discount: 500, voucherFundedBy: 'PLATFORM' });
    expect(split).toMatchObject({ total: 2280, commission: 300, voucherCost: 500, restaurant: 1930 });
    expect(split.platform).toBe(300 + 300 - 315 - 500);
  });

  it('a voucher the restaurant funds: commission is taken from the discounted food', () => {
    const split = splitOrder({ ...baseFacts, discount: 500, voucherFundedBy: 'RESTAURANT' });
    expect(split).toMatchObject({ total: 2280, commissionBase: 1500, commission: 225, voucherCost: 0 });
    expect(split.restaurant).toBe(1500 - 225 + 230);
  });

  it('a pick-up: no rider fee, the tip goes to the restaurant', () => {
    const split = splitOrder({ ...baseFacts, riderId: null, deliveryFee: 0, distanceKm: 0 });
    expect(split).toMatchObject({ riderFee: 0, rider: 0, restaurant: 2000 - 300 + 230 + 250, platform: 300 });
  });

  it('the three shares always make the total', () => {
    const split = splitOrder({
      ...baseFacts,
      discount: 333,
      voucherFundedBy: 'RESTAURANT',
      commissionBp: 1234,
    });
    expect(split.restaurant + split.rider + split.platform).toBe(split.total);
  });

  it.each<[Partial<OrderMoneyFacts>, string]>([
    [{ discount: 2001 }, 'above the subtotal'],
    [{ discount: 10, voucherFundedBy: null }, 'a discount nobody funds'],
    [{ tip: 1.5 }, 'a fraction of a minor unit'],
    [{ tax: -1 }, 'a negative tax'],
  ])('refuses %o (%s)', (changes, _why) => {
    expect(() => splitOrder({ ...baseFacts, ...changes })).toThrow();
  });
});
