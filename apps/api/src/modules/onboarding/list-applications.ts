import type { ApplicationStatus } from '@food/domain';
import type { Db } from '../../db/types.ts';
import type { AdminApplication } from '../../generated/graphql.ts';
import { isUuid } from '../../lib/ids.ts';
import { findApplicationRow, listApplicationRows, type ApplicationRow } from './onboarding.repository.ts';

export const PAGE_MAX = 100;

/** What staff see of an application: everything but the password hash. */
export function applicationView(row: ApplicationRow): AdminApplication {
  return {
    id: row.id,
    kind: row.isRider ? 'RIDER' : 'VENDOR',
    status: row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    details: Object.entries(row.details).map(([key, value]) => ({ key, value: String(value) })),
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedByName: row.decidedByName,
    rejectReason: row.rejectReason,
    userId: row.userId,
    restaurantId: row.restaurantId,
  };
}

/** adminApplications: newest first, `first` (1–100, default 20) from `offset`. */
export async function listApplications({
  db,
  status,
  search,
  first,
  offset,
}: {
  db: Db;
  status?: ApplicationStatus | null;
  search?: string | null;
  first?: number | null;
  offset?: number | null;
}) {
  const limit = Math.min(Math.max(first ?? 20, 1), PAGE_MAX);
  const { rows, total } = await listApplicationRows(db, {
    status,
    search: search?.slice(0, 200),
    limit,
    offset: Math.max(offset ?? 0, 0),
  });
  return { items: rows.map(applicationView), total };
}

export async function getApplication({ db, id }: { db: Db; id: string }) {
  const row = isUuid(id) ? await findApplicationRow(db, id) : undefined;
  return row ? applicationView(row) : null;
}
