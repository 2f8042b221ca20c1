import { AppError, type PayoutStatus } from '@food/domain';
import { toMajor } from '../../lib/money.ts';
import type { Db } from '../../db/types.ts';
import { forbidden } from '../../errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { UserRow } from '../auth/auth.repository.ts';
import {
  listPayoutRows,
  partyNames,
  riderIdOfUser,
  type Party,
  type PayoutRow,
} from './payouts.repository.ts';

// payouts (docs/money.md#payouts): the operator reads every payout, a restaurant user its restaurant's,
// a rider its own; the party is taken from the caller's rows, never from the filter.

const PAGE = { fallback: 50, max: 200 };

async function ownParty(db: Db, viewer: UserRow, asked?: Party | null): Promise<Party | undefined> {
  if (viewer.role === 'ADMIN') return asked ?? undefined;
  const own: Party | undefined =
    viewer.role === 'RESTAURANT' && viewer.restaurantId
      ? { kind: 'RESTAURANT', id: viewer.restaurantId }
      : viewer.role === 'RIDER'
        ? await riderIdOfUser(db, viewer.id).then((id) => (id ? { kind: 'RIDER' as const, id } : undefined))
        : undefined;
  if (!own) throw forbidden();
  if (asked && (asked.kind !== own.kind || asked.id !== own.id)) throw forbidden();
  return own;
}

export async function listPayouts({
  db,
  viewer,
  filter,
}: {
  db: Db;
  viewer: UserRow;
  filter?: { status?: PayoutStatus | null; party?: Party | null; first?: number | null } | null;
}) {
  const limit = filter?.first ?? PAGE.fallback;
  if (!Number.isInteger(limit) || limit < 1 || limit > PAGE.max)
    throw new AppError('BAD_USER_INPUT', `first must be 1 to ${PAGE.max}.`);
  if (filter?.party && !isUuid(filter.party.id))
    throw new AppError('NOT_FOUND', 'No such restaurant or rider.');
  const party = await ownParty(db, viewer, filter?.party);
  const rows = await listPayoutRows(db, { party, status: filter?.status ?? undefined, limit });
  return toPayoutViews(db, rows);
}

/** The schema's Payout for rows, with the parties' names. */
export async function toPayoutViews(db: Db, rows: readonly PayoutRow[]) {
  const names = await partyNames(
    db,
    rows.map((row) => ({ kind: row.partyKind, id: row.partyId })),
  );
  return rows.map((row) => ({
    _id: row.id,
    partyKind: row.partyKind,
    partyId: row.partyId,
    partyName: names.get(row.partyId) ?? '',
    currency: row.currency,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    amount: toMajor(row.amount, row.currency),
    direction: row.amount < 0 ? ('COLLECTION' as const) : ('PAYOUT' as const),
    status: row.status,
    adapter: row.adapter,
    providerReference: row.providerReference,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  }));
}
