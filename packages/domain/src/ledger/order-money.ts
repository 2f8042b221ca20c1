import { AppError } from '../errors/app-error.ts';
import { assertMinorAmount } from '../money/assert-amount.ts';
import { roundHalfUp } from '../money/round-half-up.ts';
import type { PaymentMethod } from '../orders/payment-methods.ts';
import type { VoucherFunder } from '../pricing/voucher.ts';

// What the ledger needs to know of an order, and how its money divides (docs/money.md#the-split).

/** The rider's pay for one delivery, set by the operator: a flat part plus a part per kilometre. */
export type RiderFeeRule = {
  /** Minor units per delivery. */
  perDelivery: number;
  /** Minor units per kilometre, applied to the straight-line distance. */
  perKm: number;
};

/** All amounts are non-negative integer minor units, as stored on the order. */
export type OrderMoneyFacts = {
  orderId: string;
  restaurantId: string;
  /** The rider who delivered; null for a pick-up. */
  riderId: string | null;
  paymentMethod: PaymentMethod;
  /** The items at menu price, before any voucher. */
  subtotal: number;
  /** The voucher's discount; 0 without one. */
  discount: number;
  /** Who pays for the discount; required when there is one. */
  voucherFundedBy: VoucherFunder | null;
  deliveryFee: number;
  tax: number;
  tip: number;
  /** The restaurant's commission, in basis points (1500 = 15 %), 0..10000. */
  commissionBp: number;
  riderFee: RiderFeeRule;
  /** Restaurant to the delivery address, straight line; 0 for a pick-up. */
  distanceKm: number;
};

/** How an order's money ends up, in minor units; restaurant + rider + platform is the total. */
export type OrderSplit = {
  total: number;
  /** The food after the restaurant's own voucher: what commission is taken from. */
  commissionBase: number;
  commission: number;
  /** Paid by the platform to the restaurant to cover a voucher the platform funds. */
  voucherCost: number;
  riderFee: number;
  restaurant: number;
  rider: number;
  platform: number;
};

const BP_PER_WHOLE = 10_000;

/**
 * `bp` basis points of `amount`, rounded half-up, in integers only (no float ever meets the amount):
 * the restaurant keeps whatever the rounding leaves, so the parts always add up exactly.
 */
export function basisPointsOf(amount: number, bp: number): number {
  assertMinorAmount(amount, 'amount');
  if (!Number.isSafeInteger(bp) || bp < 0 || bp > BP_PER_WHOLE)
    throw new AppError('INVALID_AMOUNT', `basis points must be a whole number 0..10000, got ${bp}`);
  return Math.floor((amount * bp + BP_PER_WHOLE / 2) / BP_PER_WHOLE);
}

/** A percent (the restaurant form's commission, 12.5) as basis points, rounded half-up. */
export function percentToBasisPoints(percent: number): number {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100)
    throw new AppError('INVALID_AMOUNT', `a percent must be 0..100, got ${percent}`);
  return roundHalfUp(percent * 100);
}

/** The rider's fee: the flat part plus the per-km part, that part rounded half-up once. */
export function riderFeeFor(rule: RiderFeeRule, distanceKm: number): number {
  assertMinorAmount(rule.perDelivery, 'perDelivery');
  assertMinorAmount(rule.perKm, 'perKm');
  if (!Number.isFinite(distanceKm) || distanceKm < 0)
    throw new AppError('INVALID_AMOUNT', `distance must be 0 or more km, got ${distanceKm}`);
  return rule.perDelivery + roundHalfUp(rule.perKm * distanceKm);
}

export function assertOrderMoneyFacts(facts: OrderMoneyFacts): void {
  for (const name of ['subtotal', 'discount', 'deliveryFee', 'tax', 'tip'] as const)
    assertMinorAmount(facts[name], name);
  if (facts.discount > facts.subtotal)
    throw new AppError('INVALID_AMOUNT', 'the discount cannot exceed the subtotal');
  if (facts.discount > 0 && facts.voucherFundedBy === null)
    throw new AppError('INVALID_AMOUNT', 'a discount needs to say who funds it');
}

/** What the customer was charged: the discounted food, delivery, tax and tip. */
export const orderTotalOf = (facts: OrderMoneyFacts): number =>
  facts.subtotal - facts.discount + facts.deliveryFee + facts.tax + facts.tip;

/**
 * The split of a delivered order (docs/money.md#the-split). The restaurant's food revenue is the
 * subtotal less a voucher it funds itself; the platform takes its commission from that, and pays for a
 * voucher it funds; tax goes to the restaurant; the delivery fee to the platform, which pays the
 * rider's fee; the tip to the rider, or to the restaurant when nobody delivered.
 */
export function splitOrder(facts: OrderMoneyFacts): OrderSplit {
  assertOrderMoneyFacts(facts);
  const restaurantFunded = facts.voucherFundedBy === 'RESTAURANT' ? facts.discount : 0;
  const voucherCost = facts.discount - restaurantFunded;
  const commissionBase = facts.subtotal - restaurantFunded;
  const commission = basisPointsOf(commissionBase, facts.commissionBp);
  const riderFee = facts.riderId === null ? 0 : riderFeeFor(facts.riderFee, facts.distanceKm);
  const tipToRider = facts.riderId === null ? 0 : facts.tip;
  const restaurant = commissionBase - commission + facts.tax + (facts.tip - tipToRider);
  const rider = riderFee + tipToRider;
  const platform = commission + facts.deliveryFee - riderFee - voucherCost;
  return {
    total: orderTotalOf(facts),
    commissionBase,
    commission,
    voucherCost,
    riderFee,
    restaurant,
    rider,
    platform,
  };
}
