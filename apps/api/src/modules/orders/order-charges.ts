import { toMinor, type OrderTotals } from '@food/domain';
import type { Db } from '../../db/types.ts';
import { toMajor } from '../../lib/money.ts';
import type { CatalogCache } from '../catalog/catalog-cache-interface.ts';
import { findCouponByCode } from '../charges/charges.repository.ts';
import { ORDER_MESSAGES, orderError } from './order-errors.ts';
import type { PlaceOrderRequest } from './place-order-input.ts';

/** The coupon by its title: it must exist and be enabled (COUPON_INVALID "Invalid Coupon."). */
export async function resolveCoupon(db: Db, code: string | null) {
  if (code === null) return null;
  const coupon = await findCouponByCode(db, code);
  if (!coupon || !coupon.enabled) throw orderError('COUPON_INVALID', ORDER_MESSAGES.couponInvalid);
  return coupon;
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
