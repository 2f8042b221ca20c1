import { asc, sql } from 'drizzle-orm';
import { coupons, taxes, tips } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

export async function findTips(db: Db) {
  const [row] = await db.select().from(tips).orderBy(asc(tips.id)).limit(1);
  return row;
}

export async function findTaxes(db: Db) {
  const [row] = await db.select().from(taxes).orderBy(asc(taxes.id)).limit(1);
  return row;
}

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
