import { and, desc, eq, sql } from 'drizzle-orm';
import { favourites, restaurants } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

/**
 * One page of the user's favourite restaurant ids, newest first (then by id), after the favourite
 * `after` (keyset paging over the favourites_user_newest_idx index). Delisted restaurants are
 * skipped here so a page is only short at the end. Null when `after` is not among the favourites.
 */
export async function listFavouriteIdsNewestFirst(
  db: Db,
  userId: string,
  { limit, after }: { limit: number; after: string | null },
): Promise<string[] | null> {
  let afterCondition;
  if (after) {
    const anchor = and(eq(favourites.userId, userId), eq(favourites.restaurantId, after));
    const [found] = await db.select({ createdAt: favourites.createdAt }).from(favourites).where(anchor);
    if (!found) return null;
    // Compared in SQL: created_at keeps microseconds that a JavaScript Date would drop.
    afterCondition = sql`(${favourites.createdAt}, ${favourites.restaurantId}) < (select ${favourites.createdAt}, ${favourites.restaurantId} from ${favourites} where ${anchor})`;
  }
  const rows = await db
    .select({ restaurantId: favourites.restaurantId })
    .from(favourites)
    .innerJoin(restaurants, eq(restaurants.id, favourites.restaurantId))
    .where(
      and(
        eq(favourites.userId, userId),
        eq(restaurants.isActive, true),
        eq(restaurants.status, 'PUBLISHED'),
        afterCondition,
      ),
    )
    .orderBy(desc(favourites.createdAt), desc(favourites.restaurantId))
    .limit(limit);
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
