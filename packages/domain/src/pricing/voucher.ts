import { assertMinorAmount, assertPercent } from '../money/assert-amount.ts';
import { roundHalfUp } from '../money/round-half-up.ts';

// Vouchers (docs/product/ordering.md#vouchers, docs/admin.md "Vouchers"): one set of rules for the
// voucher lookup (the `coupon` mutation), placeOrder and the web's checkout.

/** PERCENT takes a percent of the items' subtotal; FIXED takes an amount in minor units. */
export const VOUCHER_KINDS = ['PERCENT', 'FIXED'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

/** Who pays for the discount (the ledger reads it): the platform or the restaurant. */
export const VOUCHER_FUNDERS = ['PLATFORM', 'RESTAURANT'] as const;
export type VoucherFunder = (typeof VOUCHER_FUNDERS)[number];

/**
 * Why a code is refused, sent as `extensions.voucherRefusal` with COUPON_INVALID and published as
 * `enum VoucherRefusal`; the web words it in the page's language by this key.
 */
export const VOUCHER_REFUSALS = [
  /** No such code, or the operator disabled it. */
  'UNKNOWN',
  'NOT_STARTED',
  'EXPIRED',
  /** Its total number of uses is reached. */
  'USED_UP',
  /** This customer already used it as often as allowed. */
  'ALREADY_USED',
  'BELOW_MINIMUM',
  'WRONG_RESTAURANT',
] as const;
export type VoucherRefusal = (typeof VOUCHER_REFUSALS)[number];

export function isVoucherRefusal(value: unknown): value is VoucherRefusal {
  return typeof value === 'string' && (VOUCHER_REFUSALS as readonly string[]).includes(value);
}

/** English texts of the refusals (the API's message); screens translate by the key. */
export const VOUCHER_REFUSAL_MESSAGES: Record<VoucherRefusal, string> = {
  UNKNOWN: 'Invalid Coupon.',
  NOT_STARTED: 'This voucher is not valid yet.',
  EXPIRED: 'This voucher has expired.',
  USED_UP: 'This voucher has been used up.',
  ALREADY_USED: 'You have already used this voucher.',
  BELOW_MINIMUM: 'Your order is below this voucher’s minimum.',
  WRONG_RESTAURANT: 'This voucher is not valid at this restaurant.',
};

/** What the rules need to know of a voucher. Amounts in minor units. */
export type VoucherTerms = {
  enabled: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  totalLimit: number | null;
  usedCount: number;
  perCustomerLimit: number | null;
  minimumOrder: number;
  /** Empty: valid at every restaurant. */
  restaurantIds: readonly string[];
};

export type VoucherContext = {
  now: Date;
  /** Unknown (null) skips the restaurant check, as the lookup does before a cart exists. */
  restaurantId: string | null;
  /** The items' subtotal in minor units; null skips the minimum check. */
  subtotal: number | null;
  /** How often this customer already used it; null when nobody is signed in. */
  usedByCustomer: number | null;
};

/** The first reason the voucher cannot be used now, or null when it can. */
export function voucherRefusal(terms: VoucherTerms, context: VoucherContext): VoucherRefusal | null {
  if (!terms.enabled) return 'UNKNOWN';
  const now = context.now.getTime();
  if (terms.startsAt && now < terms.startsAt.getTime()) return 'NOT_STARTED';
  if (terms.endsAt && now >= terms.endsAt.getTime()) return 'EXPIRED';
  if (terms.totalLimit !== null && terms.usedCount >= terms.totalLimit) return 'USED_UP';
  if (
    terms.perCustomerLimit !== null &&
    context.usedByCustomer !== null &&
    context.usedByCustomer >= terms.perCustomerLimit
  )
    return 'ALREADY_USED';
  if (
    context.restaurantId !== null &&
    terms.restaurantIds.length > 0 &&
    !terms.restaurantIds.includes(context.restaurantId)
  )
    return 'WRONG_RESTAURANT';
  if (context.subtotal !== null && context.subtotal < terms.minimumOrder) return 'BELOW_MINIMUM';
  return null;
}

/** A voucher's discount rule: a percent (1..100) or an amount in minor units. */
export type VoucherDiscount = { kind: 'PERCENT'; percent: number } | { kind: 'FIXED'; amount: number };

/** The discount on `subtotal` (minor units), rounded half-up once and never above the subtotal. */
export function voucherDiscount(voucher: VoucherDiscount | null, subtotal: number): number {
  assertMinorAmount(subtotal, 'subtotal');
  if (!voucher) return 0;
  if (voucher.kind === 'PERCENT') {
    assertPercent(voucher.percent, 'couponPercent');
    return Math.min(subtotal, roundHalfUp((subtotal * voucher.percent) / 100));
  }
  assertMinorAmount(voucher.amount, 'couponAmount');
  return Math.min(subtotal, voucher.amount);
}
