import type { LedgerAccountKind } from '@food/domain';
import { and, count, desc, eq, sum } from 'drizzle-orm';
import { ledgerEntries, riders } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { badUserInput, forbidden } from '../../errors.ts';
import type { UserRow } from '../auth/auth.repository.ts';

// Reading one account (docs/money.md#accounts). Who may read which account is decided here from the
// caller's users row, never from the arguments: a restaurant user its restaurant's accounts, a rider
// its own, the operator every one. Support staff and customers read none (docs/security.md).

export type LedgerAccountArgs = { kind: LedgerAccountKind; owner: string };

const RESTAURANT_ACCOUNTS: readonly LedgerAccountKind[] = ['RESTAURANT_PAYABLE', 'RESTAURANT_CASH'];
const RIDER_ACCOUNTS: readonly LedgerAccountKind[] = ['RIDER_PAYABLE', 'RIDER_CASH'];

async function authorizeAccount(db: Db, viewer: UserRow, { kind, owner }: LedgerAccountArgs) {
  if (viewer.role === 'ADMIN') return;
  if (viewer.role === 'RESTAURANT' && RESTAURANT_ACCOUNTS.includes(kind) && viewer.restaurantId === owner)
    return;
  if (viewer.role === 'RIDER' && RIDER_ACCOUNTS.includes(kind)) {
    const [rider] = await db
      .select({ id: riders.id })
      .from(riders)
      .where(eq(riders.userId, viewer.id))
      .limit(1);
    if (rider && rider.id === owner) return;
  }
  throw forbidden();
}

const ofAccount = ({ kind, owner }: LedgerAccountArgs) =>
  and(eq(ledgerEntries.accountKind, kind), eq(ledgerEntries.accountOwner, owner));

/** The account's balance per currency, minor units. */
export async function getLedgerBalance({
  db,
  viewer,
  account,
}: {
  db: Db;
  viewer: UserRow;
  account: LedgerAccountArgs;
}) {
  await authorizeAccount(db, viewer, account);
  const rows = await db
    .select({ currency: ledgerEntries.currency, balance: sum(ledgerEntries.amount), entryCount: count() })
    .from(ledgerEntries)
    .where(ofAccount(account))
    .groupBy(ledgerEntries.currency)
    .orderBy(ledgerEntries.currency);
  // sum() of integers comes back as a decimal string; the amounts are whole minor units.
  return rows.map((row) => ({ ...account, ...row, balance: Number(row.balance ?? 0) }));
}

export const LEDGER_PAGE = { default: 50, max: 200 };

/** The account's entries, newest first. */
export async function listLedgerEntries({
  db,
  viewer,
  account,
  first,
}: {
  db: Db;
  viewer: UserRow;
  account: LedgerAccountArgs;
  first?: number | null;
}) {
  const limit = first ?? LEDGER_PAGE.default;
  if (!Number.isInteger(limit) || limit < 1 || limit > LEDGER_PAGE.max)
    throw badUserInput(`first must be 1 to ${LEDGER_PAGE.max}.`);
  await authorizeAccount(db, viewer, account);
  return db
    .select()
    .from(ledgerEntries)
    .where(ofAccount(account))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(limit);
}
