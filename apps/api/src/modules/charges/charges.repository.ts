import { asc, sql } from 'drizzle-orm';
import { coupons } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

export type CouponRow = typeof coupons.$inferSelect;

/** The coupon whose title is `code`, ignoring case (the customer types it as they like). */
export async function findCouponByCode(db: Db, code: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(sql`lower(${coupons.title}) = lower(${code})`)
    .orderBy(asc(coupons.id))
    .limit(1);
  return row;
}
