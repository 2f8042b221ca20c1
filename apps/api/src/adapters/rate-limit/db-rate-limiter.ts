import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { rateLimits } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { secondsLeft, type RateLimiter } from './rate-limiter.ts';

const DAY_MS = 86_400_000;
// Old windows are deleted now and then (about one hit in a hundred) so the table stays small.
const CLEANUP_PROBABILITY = 0.01;

/**
 * The default: one upsert per hit on the rate_limits table, atomic in PostgreSQL and PGlite, so
 * instances sharing a database share the counters. Uses the request clock (tests move it).
 */
export function createDbRateLimiter({
  db,
  random = Math.random,
}: {
  db: Db;
  random?: () => number;
}): RateLimiter {
  return {
    async hit({ key, rule, now }) {
      const expired = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - rule.windowSeconds * 1000).toISOString()}::timestamptz`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, windowStart: now })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
          },
        })
        .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
      if (random() < CLEANUP_PROBABILITY) {
        await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - DAY_MS)));
      }
      return {
        allowed: row!.count <= rule.limit,
        retryAfter: secondsLeft({ windowStart: row!.windowStart, rule, now }),
      };
    },
    async refund({ key, rule, now }) {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(
          and(
            eq(rateLimits.key, key),
            gt(rateLimits.windowStart, new Date(now.getTime() - rule.windowSeconds * 1000)),
          ),
        );
    },
    close: async () => {},
  };
}
