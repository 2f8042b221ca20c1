import { toMinor, voucherRefusal, type OrderTotals } from '@food/domain';
import type { Db } from '../../db/types.ts';
import { toMajor } from '../../lib/money.ts';
import type { CatalogCache } from '../catalog/catalog-cache-interface.ts';
import { voucherRefused } from '../charges/apply-coupon.ts';
import { countRedemptions, findCouponByCode, type Voucher } from '../charges/charges.repository.ts';
import { ORDER_MESSAGES, orderError } from './order-errors.ts';
import type { PlaceOrderRequest } from './place-order-input.ts';

/** The coupon by its title: it must exist and be enabled (COUPON_INVALID, voucherRefusal UNKNOWN). */
export async function resolveCoupon(db: Db, code: string | null) {
  if (code === null) return null;
  const coupon = await findCouponByCode(db, code);
  if (!coupon || !coupon.enabled) throw voucherRefused('UNKNOWN');
  return coupon;
}

/**
 * The voucher's rules for this order (dates, limits, restaurant, minimum on the items' subtotal); the
 * limits are checked again under the coupon's row lock when the order is written (redeem-voucher.ts).
 */
export async function assertVoucherApplies(
  db: Db,
  voucher: Voucher,
  order: { userId: string; restaurantId: string; subtotal: number; now: Date },
): Promise<void> {
  const refusal = voucherRefusal(voucher, {
    now: order.now,
    restaurantId: order.restaurantId,
    subtotal: order.subtotal,
    usedByCustomer:
      voucher.perCustomerLimit === null ? 0 : await countRedemptions(db, voucher.id, order.userId),
  });
  if (refusal) throw voucherRefused(refusal);
}

/** What orderTotals takes of the voucher. */
export function couponPricing(voucher: Voucher | null) {
  if (!voucher) return { couponPercent: 0, couponAmount: null };
  return voucher.kind === 'FIXED'
    ? { couponPercent: 0, couponAmount: voucher.amount }
    : { couponPercent: voucher.discount, couponAmount: null };
}

/** The tip percent must be one the platform offers (tips enabled), or null for "no tip". */
export async function resolveTipPercent(
  catalog: CatalogCache,
  tipPercent: number | null,
): Promise<number | null> {
  if (tipPercent === null) return null;
  const tips = await catalog.tips();
  if (!tips?.enabled || !tips.tipVariations.includes(tipPercent))
    throw orderError('BAD_USER_INPUT', 'This tip is not available. Please choose another.');
  return tipPercent;
}

/**
 * The client's figures (docs/architecture.md#money) must equal the server's to the minor unit, or
 * the order is refused with PRICE_CHANGED and the server's figures (major units) so the checkout can
 * refresh. orderAmount is compared only when sent.
 */
export function assertClientAmounts(
  client: PlaceOrderRequest['client'],
  totals: OrderTotals,
  currency: string,
): void {
  const pairs: [number | null, number][] = [
    [client.tipping, totals.tip],
    [client.taxationAmount, totals.tax],
    [client.deliveryCharges, totals.deliveryFee],
    [client.orderAmount, totals.total],
  ];
  const differs = pairs.some(([sent, expected]) => sent !== null && toMinor(sent, currency) !== expected);
  if (!differs) return;
  throw orderError('PRICE_CHANGED', ORDER_MESSAGES.priceChanged, {
    expected: {
      tipping: toMajor(totals.tip, currency),
      taxationAmount: toMajor(totals.tax, currency),
      deliveryCharges: toMajor(totals.deliveryFee, currency),
      orderAmount: toMajor(totals.total, currency),
    },
  });
}
