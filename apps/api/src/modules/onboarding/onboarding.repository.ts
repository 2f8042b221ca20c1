import type { ApplicationStatus } from '@food/domain';
import { and, asc, desc, eq, getTableColumns, ilike, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { applications, restaurants, users, zones } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

export type ApplicationRow = typeof applications.$inferSelect & { decidedByName: string | null };

/** Contact messages share the table; the inbox lists sign-ups only. */
const SIGN_UPS = ['VENDOR', 'RIDER'];
const decider = alias(users, 'decider');

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterOf({ status, search }: { status?: ApplicationStatus | null; search?: string | null }) {
  const conditions: SQL[] = [inArray(applications.kind, SIGN_UPS)];
  if (status) conditions.push(eq(applications.status, status));
  const text = search?.trim();
  if (text) {
    const pattern = `%${escapeLike(text)}%`;
    conditions.push(
      or(
        ilike(applications.name, pattern),
        ilike(applications.email, pattern),
        ilike(applications.phone, pattern),
      )!,
    );
  }
  return and(...conditions);
}

const columns = { ...getTableColumns(applications), decidedByName: decider.name };

export async function listApplicationRows(
  db: Db,
  filter: { status?: ApplicationStatus | null; search?: string | null; limit: number; offset: number },
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const where = filterOf(filter);
  const [rows, total] = await Promise.all([
    db
      .select(columns)
      .from(applications)
      .leftJoin(decider, eq(decider.id, applications.decidedBy))
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.$count(applications, where),
  ]);
  return { rows, total };
}

export async function findApplicationRow(db: Db, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(applications)
    .leftJoin(decider, eq(decider.id, applications.decidedBy))
    .where(and(eq(applications.id, id), inArray(applications.kind, SIGN_UPS)))
    .limit(1);
  return row;
}

/**
 * Decides a NEW application, once: of two staff approving at the same moment only one UPDATE finds it
 * still NEW (the other gets nothing back and its transaction makes nothing).
 */
export async function claimDecision(
  tx: Db,
  id: string,
  decision: { status: 'APPROVED' | 'REJECTED'; decidedBy: string; decidedAt: Date; rejectReason?: string },
) {
  const [row] = await tx
    .update(applications)
    .set({ ...decision, rejectReason: decision.rejectReason ?? null })
    .where(and(eq(applications.id, id), eq(applications.status, 'NEW')))
    .returning();
  return row;
}

export async function saveOutcome(
  tx: Db,
  id: string,
  outcome: { userId: string; restaurantId?: string | null },
): Promise<void> {
  await tx.update(applications).set(outcome).where(eq(applications.id, id));
}

export async function listActiveZones(db: Db) {
  return db
    .select({ id: zones.id, title: zones.title })
    .from(zones)
    .where(eq(zones.isActive, true))
    .orderBy(asc(zones.title));
}

export async function zoneExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: zones.id }).from(zones).where(eq(zones.id, id)).limit(1);
  return row !== undefined;
}

/** Slugs and order prefixes already taken that start like the wanted ones. */
export async function takenNames(tx: Db, slug: string) {
  const [slugs, prefixes] = await Promise.all([
    tx
      .select({ slug: restaurants.slug })
      .from(restaurants)
      .where(like(restaurants.slug, `${escapeLike(slug)}%`)),
    tx.select({ prefix: restaurants.orderPrefix }).from(restaurants),
  ]);
  return { slugs: new Set(slugs.map((r) => r.slug)), prefixes: new Set(prefixes.map((r) => r.prefix)) };
}

/** The time zone most restaurants use: a new draft's default (the operator can change it). */
export async function commonTimeZone(tx: Db): Promise<string | undefined> {
  const [row] = await tx
    .select({ timeZone: restaurants.timeZone, count: sql<number>`count(*)` })
    .from(restaurants)
    .groupBy(restaurants.timeZone)
    .orderBy(desc(sql`count(*)`))
    .limit(1);
  return row?.timeZone;
}
