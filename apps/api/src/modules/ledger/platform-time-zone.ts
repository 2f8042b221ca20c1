import { count, desc } from 'drizzle-orm';
import { restaurants } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

/**
 * The platform's time zone, for riders' weeks and statements: the one its restaurants keep (a city
 * runs on one clock); the most common when they differ, UTC when there is none.
 */
export async function findPlatformTimeZone(db: Db): Promise<string> {
  const [row] = await db
    .select({ timeZone: restaurants.timeZone, n: count() })
    .from(restaurants)
    .groupBy(restaurants.timeZone)
    .orderBy(desc(count()), restaurants.timeZone)
    .limit(1);
  return row?.timeZone ?? 'UTC';
}
