import {
  AppError,
  VOUCHER_REFUSAL_MESSAGES,
  toMinor,
  voucherRefusal,
  type VoucherRefusal,
} from '@food/domain';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/types.ts';
import type { RateLimiter } from '../../adapters/rate-limit/rate-limiter.ts';
import { enforceRateLimits } from '../../lib/rate-limits.ts';
import { toMajor } from '../../lib/money.ts';
import type { CatalogCache } from '../catalog/catalog-cache-interface.ts';
import { countRedemptions, findCouponByCode, type Voucher } from './charges.repository.ts';

const COUPON_CODE_MAX = 100;

/**
 * COUPON_INVALID with the reason (docs/product/ordering.md#vouchers): `extensions.voucherRefusal` is a
 * VoucherRefusal the web words in the page's language. (Not `extensions.reason`, which names a
 * validation rule, ValidationReason.)
 */
export function voucherRefused(refusal: VoucherRefusal): AppError {
  return new AppError('COUPON_INVALID', VOUCHER_REFUSAL_MESSAGES[refusal], { voucherRefusal: refusal });
}

/**
 * The voucher dialog's lookup (docs/product/ordering.md#vouchers). Every refusal is COUPON_INVALID with
 * its reason: unknown or disabled, not started, expired, used up, already used by the signed-in
 * customer, and — when the caller sends them — not valid at `restaurantId` or `subtotal` below its
 * minimum. Counted per IP (lookupPerIp) so codes cannot be brute-forced.
 */
export async function applyCoupon(options: {
  db: Db;
  catalog: CatalogCache;
  rateLimiter: RateLimiter;
  config: Pick<Config, 'rateLimits'>;
  clientIp: string;
  now: Date;
  code: string;
  restaurantId?: string | null;
  /** Major units, as the checkout shows it. */
  subtotal?: number | null;
  userId: string | null;
}) {
  const code = options.code.trim();
  if (code.length > COUPON_CODE_MAX) throw voucherRefused('UNKNOWN');
  await enforceRateLimits({ ...options, checks: [{ rule: 'lookupPerIp', subject: options.clientIp }] });
  const voucher = code ? await findCouponByCode(options.db, code) : undefined;
  if (!voucher) throw voucherRefused('UNKNOWN');
  const currency = (await options.catalog.configuration())?.currency ?? 'USD';
  const subtotal =
    options.subtotal === null || options.subtotal === undefined
      ? null
      : toMinor(Math.max(0, options.subtotal), currency);
  const refusal = voucherRefusal(voucher, {
    now: options.now,
    restaurantId: options.restaurantId ?? null,
    subtotal,
    usedByCustomer: options.userId ? await countRedemptions(options.db, voucher.id, options.userId) : null,
  });
  if (refusal) throw voucherRefused(refusal);
  return couponView(voucher, currency);
}

export function couponView(voucher: Voucher, currency: string) {
  return {
    _id: voucher.id,
    title: voucher.title,
    kind: voucher.kind as 'PERCENT' | 'FIXED',
    discount: voucher.kind === 'PERCENT' ? voucher.discount : 0,
    amount: voucher.kind === 'FIXED' ? toMajor(voucher.amount, currency) : 0,
    minimumOrder: toMajor(voucher.minimumOrder, currency),
    endsAt: voucher.endsAt?.toISOString() ?? null,
    enabled: voucher.enabled,
  };
}
