import { count, gte, sql } from 'drizzle-orm';
import { analyticsEvents } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;

export async function insertAnalyticsEvents(db: Db, rows: NewAnalyticsEvent[]): Promise<void> {
  if (rows.length > 0) await db.insert(analyticsEvents).values(rows);
}

/** Events per name since `since`, most frequent first. */
export async function countAnalyticsEvents(db: Db, since: Date) {
  return db
    .select({ name: analyticsEvents.name, count: count() })
    .from(analyticsEvents)
    .where(gte(analyticsEvents.occurredAt, since))
    .groupBy(analyticsEvents.name)
    .orderBy(sql`count(*) desc`, analyticsEvents.name);
}
