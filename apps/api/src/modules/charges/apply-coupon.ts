import type { Config } from '../../config.ts';
import type { Db } from '../../db/types.ts';
import type { RateLimiter } from '../../adapters/rate-limit/rate-limiter.ts';
import { notFound } from '../../errors.ts';
import { enforceRateLimits } from '../../lib/rate-limits.ts';
import { findCouponByCode } from './charges.repository.ts';

export const INVALID_COUPON = 'Invalid Coupon.';
const COUPON_CODE_MAX = 100;

/**
 * The voucher dialog's lookup (docs/product/ordering.md#vouchers): a disabled coupon is returned with
 * enabled false (the client warns "Coupon unavailable."), an unknown code is NOT_FOUND "Invalid
 * Coupon.". Counted per IP (lookupPerIp) so codes cannot be brute-forced.
 */
export async function applyCoupon(options: {
  db: Db;
  rateLimiter: RateLimiter;
  config: Pick<Config, 'rateLimits'>;
  clientIp: string;
  now: Date;
  code: string;
}) {
  const code = options.code.trim();
  if (code.length > COUPON_CODE_MAX) throw notFound(INVALID_COUPON);
  await enforceRateLimits({ ...options, checks: [{ rule: 'lookupPerIp', subject: options.clientIp }] });
  const row = code ? await findCouponByCode(options.db, code) : undefined;
  if (!row) throw notFound(INVALID_COUPON);
  return { _id: row.id, title: row.title, discount: row.discount, enabled: row.enabled };
}
