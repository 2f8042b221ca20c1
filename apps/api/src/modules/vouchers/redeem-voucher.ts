import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { couponRedemptions, coupons } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { countRedemptions } from '../charges/charges.repository.ts';
import { voucherRefused } from '../charges/apply-coupon.ts';

/**
 * Takes one use of the voucher for an order, inside the order's transaction `tx`
 * (docs/product/ordering.md#vouchers). The guarded UPDATE raises used_count only while it is below
 * total_limit and row-locks the coupon until commit, so concurrent checkouts queue here: 50 parallel
 * orders with a 10-use voucher make exactly 10 (the others USED_UP). Under that lock the customer's
 * count is read fresh (READ COMMITTED: each statement sees what committed before it), so the
 * per-customer limit holds too. Call `recordRedemption` with the order id once the order is inserted.
 */
export async function takeVoucherUse(
  tx: Db,
  voucher: { id: string; perCustomerLimit: number | null },
  userId: string,
): Promise<void> {
  const taken = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, voucher.id),
        eq(coupons.enabled, true),
        or(isNull(coupons.totalLimit), lt(coupons.usedCount, coupons.totalLimit)),
      ),
    )
    .returning({ id: coupons.id });
  if (taken.length === 0) throw voucherRefused('USED_UP');
  if (voucher.perCustomerLimit !== null) {
    const used = await countRedemptions(tx, voucher.id, userId);
    if (used >= voucher.perCustomerLimit) throw voucherRefused('ALREADY_USED');
  }
}

export async function recordRedemption(
  tx: Db,
  values: { couponId: string; orderId: string; userId: string; createdAt: Date },
): Promise<void> {
  await tx.insert(couponRedemptions).values(values);
}
