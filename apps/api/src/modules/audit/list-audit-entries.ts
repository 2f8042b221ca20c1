import type { Db } from '../../db/types.ts';
import type { AuditEntryPage, QueryAuditEntriesArgs } from '../../generated/graphql.ts';
import { listAuditRows } from './audit.repository.ts';
import { optionalUuid, parseDateRange, parsePage } from './list-filters.ts';

// auditEntries (docs/admin.md "Audit log"): ADMIN only, by the permission table.

const PAGE = { fallback: 50, max: 100 };
const text = (value: string | null | undefined) => value?.trim() || undefined;
const json = (value: Record<string, unknown> | null) => (value === null ? null : JSON.stringify(value));

export async function listAuditEntries({
  db,
  args,
}: {
  db: Db;
  args: QueryAuditEntriesArgs;
}): Promise<AuditEntryPage> {
  const page = parsePage(args, PAGE);
  const filters = {
    actorId: optionalUuid(args.actor, 'actor'),
    restaurantId: optionalUuid(args.restaurant, 'restaurant'),
    entityType: text(args.entityType),
    entityId: text(args.entityId),
    action: text(args.action),
    ...parseDateRange(args),
  };
  const { rows, total } = await listAuditRows(db, { filters, ...page });
  return {
    total,
    items: rows.map((row) => ({
      _id: String(row.id),
      at: row.at.toISOString(),
      actorId: row.actorId,
      actorName: row.actorName,
      actorRole: row.actorRole,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      restaurantId: row.restaurantId,
      before: json(row.before),
      after: json(row.after),
    })),
  };
}
