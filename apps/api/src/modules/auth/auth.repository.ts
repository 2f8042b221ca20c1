import { asc, eq } from 'drizzle-orm';
import { addresses, favourites, users } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

export type UserRow = typeof users.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

/** `id` must already be a valid uuid. */
export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function listFavouriteRestaurantIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ restaurantId: favourites.restaurantId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(asc(favourites.createdAt), asc(favourites.restaurantId));
  return rows.map((row) => row.restaurantId);
}

export function listAddresses(db: Db, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.createdAt), asc(addresses.id));
}
