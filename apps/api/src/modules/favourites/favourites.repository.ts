import { and, desc, eq } from 'drizzle-orm';
import { favourites } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

/** The user's favourite restaurant ids, newest first. */
export async function listFavouriteIdsNewestFirst(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ restaurantId: favourites.restaurantId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), desc(favourites.restaurantId));
  return rows.map((row) => row.restaurantId);
}

/** True when the favourite existed (and is now gone). */
export async function deleteFavourite(db: Db, userId: string, restaurantId: string): Promise<boolean> {
  const deleted = await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.restaurantId, restaurantId)))
    .returning({ restaurantId: favourites.restaurantId });
  return deleted.length > 0;
}

/** A second insert of the same pair (a double click racing itself) is a no-op. */
export async function insertFavourite(
  db: Db,
  values: { userId: string; restaurantId: string; createdAt: Date },
): Promise<void> {
  await db.insert(favourites).values(values).onConflictDoNothing();
}
