import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { couponRestaurants, coupons, restaurants } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import type { CouponRow } from '../charges/charges.repository.ts';

export type VoucherValues = Omit<typeof coupons.$inferInsert, 'id' | 'usedCount' | 'createdAt'>;
export type AdminVoucherRow = CouponRow & { restaurants: { id: string; name: string }[] };

const LIST_MAX = 200;

/** Vouchers newest first, with their restaurants; `search` matches part of the code. */
export async function listVouchers(
  db: Db,
  search: string | null,
  ids?: string[],
): Promise<AdminVoucherRow[]> {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await db
    .select()
    .from(coupons)
    .where(ids ? inArray(coupons.id, ids) : pattern ? sql`${coupons.title} ilike ${pattern}` : undefined)
    .orderBy(desc(coupons.createdAt), asc(coupons.title))
    .limit(LIST_MAX);
  if (rows.length === 0) return [];
  const links = await db
    .select({ couponId: couponRestaurants.couponId, id: restaurants.id, name: restaurants.name })
    .from(couponRestaurants)
    .innerJoin(restaurants, eq(restaurants.id, couponRestaurants.restaurantId))
    .where(
      inArray(
        couponRestaurants.couponId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(restaurants.name));
  return rows.map((row) => ({
    ...row,
    restaurants: links.filter((link) => link.couponId === row.id).map(({ id, name }) => ({ id, name })),
  }));
}

export async function findVoucherById(db: Db, id: string): Promise<AdminVoucherRow | undefined> {
  const [row] = await listVouchers(db, null, [id]);
  return row;
}

export async function codeTaken(db: Db, code: string, exceptId: string | null): Promise<boolean> {
  const rows = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(sql`lower(${coupons.title}) = lower(${code})`);
  return rows.some((row) => row.id !== exceptId);
}

export async function existingRestaurantIds(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: restaurants.id }).from(restaurants).where(inArray(restaurants.id, ids));
  return rows.map((row) => row.id);
}

export function listRestaurantNames(db: Db) {
  return db
    .select({ id: restaurants.id, name: restaurants.name })
    .from(restaurants)
    .orderBy(asc(restaurants.name), asc(restaurants.id));
}

/** `id` only from the demo seed (the same ids on every run). */
export async function insertVoucher(
  tx: Db,
  values: VoucherValues & { id?: string },
  restaurantIds: string[],
): Promise<string> {
  const [row] = await tx.insert(coupons).values(values).returning({ id: coupons.id });
  await replaceRestaurants(tx, row!.id, restaurantIds);
  return row!.id;
}

export async function updateVoucherRow(tx: Db, id: string, values: Partial<VoucherValues>): Promise<void> {
  await tx.update(coupons).set(values).where(eq(coupons.id, id));
}

export async function replaceRestaurants(tx: Db, couponId: string, restaurantIds: string[]): Promise<void> {
  await tx.delete(couponRestaurants).where(eq(couponRestaurants.couponId, couponId));
  if (restaurantIds.length > 0)
    await tx
      .insert(couponRestaurants)
      .values(restaurantIds.map((restaurantId) => ({ couponId, restaurantId })));
}
