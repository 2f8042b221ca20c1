import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

export type AuditFilters = {
  actorId?: string;
  entityType?: string;
  entityId?: string;
  restaurantId?: string;
  action?: string;
  from?: Date;
  to?: Date;
};

function where(f: AuditFilters): SQL | undefined {
  return and(
    f.actorId ? eq(auditLog.actorId, f.actorId) : undefined,
    f.entityType ? eq(auditLog.entityType, f.entityType) : undefined,
    f.entityId ? eq(auditLog.entityId, f.entityId) : undefined,
    f.restaurantId ? eq(auditLog.restaurantId, f.restaurantId) : undefined,
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.from ? gte(auditLog.at, f.from) : undefined,
    f.to ? lt(auditLog.at, f.to) : undefined,
  );
}

/** Newest first (ties: the later row first), one page, and how many match in all. */
export async function listAuditRows(
  db: Db,
  { filters, limit, offset }: { filters: AuditFilters; limit: number; offset: number },
) {
  const condition = where(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(condition)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(auditLog).where(condition),
  ]);
  return { rows, total: total?.total ?? 0 };
}
