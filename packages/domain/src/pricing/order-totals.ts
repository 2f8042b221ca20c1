import { assertMinorAmount, assertPercent, assertQuantity } from '../money/assert-amount.ts';
import { roundHalfUp } from '../money/round-half-up.ts';
import { voucherDiscount } from './voucher.ts';

export interface PricedLine {
  /** Minor units. */
  unitPrice: number;
  quantity: number;
}

export interface OrderTotalsOptions {
  lines: readonly PricedLine[];
  /** Coupon discount 0..100; 0 without a coupon (a PERCENT voucher). */
  couponPercent: number;
  /** A FIXED voucher's amount in minor units (used instead of couponPercent when given). */
  couponAmount?: number | null;
  /** Minor units, from deliveryFee() (0 for pick-up). */
  deliveryFee: number;
  /** The restaurant's tax, 0..100. */
  taxPercent: number;
  /** Chosen tip 0..100, or null when the tip was removed. */
  tipPercent: number | null;
}

/** All integer minor units. */
export interface OrderTotals {
  subtotal: number;
  discount: number;
  discountedSubtotal: number;
  deliveryFee: number;
  tax: number;
  tip: number;
  total: number;
}

const percentOf = (amount: number, percent: number): number => roundHalfUp((amount * percent) / 100);

/**
 * The totals (docs/product/limits.md#pricing, docs/architecture.md#money), one implementation for web and
 * API. Each of discount, tax and tip is rounded half-up once, then everything is summed as integers
 * (money/README.md). Tax is levied on the discounted subtotal including delivery; the tip is a
 * percent of what the customer pays before it (discounted subtotal + delivery + tax), delivery
 * included.
 */
export function orderTotals({
  lines,
  couponPercent,
  couponAmount = null,
  deliveryFee,
  taxPercent,
  tipPercent,
}: OrderTotalsOptions): OrderTotals {
  assertPercent(couponPercent, 'couponPercent');
  assertMinorAmount(deliveryFee, 'deliveryFee');
  assertPercent(taxPercent, 'taxPercent');
  if (tipPercent !== null) assertPercent(tipPercent, 'tipPercent');

  let subtotal = 0;
  for (const line of lines) {
    assertMinorAmount(line.unitPrice, 'unitPrice');
    assertQuantity(line.quantity);
    subtotal += line.unitPrice * line.quantity;
  }
  assertMinorAmount(subtotal, 'subtotal');

  // Never above the subtotal (a FIXED voucher on a small order, docs/product/ordering.md#vouchers).
  const discount = voucherDiscount(
    couponAmount === null
      ? { kind: 'PERCENT', percent: couponPercent }
      : { kind: 'FIXED', amount: couponAmount },
    subtotal,
  );
  const discountedSubtotal = subtotal - discount;
  const tax = percentOf(discountedSubtotal + deliveryFee, taxPercent);
  const tip = tipPercent === null ? 0 : percentOf(discountedSubtotal + deliveryFee + tax, tipPercent);
  const total = discountedSubtotal + deliveryFee + tax + tip;
  return { subtotal, discount, discountedSubtotal, deliveryFee, tax, tip, total };
}
