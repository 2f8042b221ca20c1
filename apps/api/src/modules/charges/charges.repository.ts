import { and, asc, eq, sql } from 'drizzle-orm';
import { couponRedemptions, couponRestaurants, coupons } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

export type CouponRow = typeof coupons.$inferSelect;
/** A coupon with the restaurants it is limited to (none: every restaurant). */
export type Voucher = CouponRow & { restaurantIds: string[] };

/** The coupon whose title is `code`, ignoring case (the customer types it as they like). */
export async function findCouponByCode(db: Db, code: string): Promise<Voucher | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(sql`lower(${coupons.title}) = lower(${code})`)
    .orderBy(asc(coupons.id))
    .limit(1);
  if (!row) return undefined;
  const links = await db
    .select({ restaurantId: couponRestaurants.restaurantId })
    .from(couponRestaurants)
    .where(eq(couponRestaurants.couponId, row.id));
  return { ...row, restaurantIds: links.map((link) => link.restaurantId) };
}

/** How many orders this customer placed with the coupon. */
export async function countRedemptions(db: Db, couponId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)));
  return Number(row?.count ?? 0);
}
