import { toMajor } from '../../lib/money.ts';
import type { Db } from '../../db/types.ts';
import type { PayoutAdapterName } from '@food/domain';
import { accountBalances, connectedPartyIds, partyNames, type Party } from './payouts.repository.ts';

// ledgerAccounts (docs/money.md#payouts): the operator's overview of the books, ADMIN only by the
// permission table. Restaurants and riders are named; the platform's revenue is its account negated.

const PARTY_KIND = {
  RESTAURANT_PAYABLE: 'RESTAURANT',
  RESTAURANT_CASH: 'RESTAURANT',
  RIDER_PAYABLE: 'RIDER',
  RIDER_CASH: 'RIDER',
} as const;

export async function listLedgerAccounts({
  db,
  payoutAdapter,
}: {
  db: Db;
  payoutAdapter: PayoutAdapterName;
}) {
  const [rows, connected] = await Promise.all([accountBalances(db), connectedPartyIds(db)]);
  const parties: Party[] = [];
  for (const row of rows)
    if (row.kind in PARTY_KIND)
      parties.push({ kind: PARTY_KIND[row.kind as keyof typeof PARTY_KIND], id: row.owner });
  const names = await partyNames(db, parties);
  return {
    accounts: rows.map((row) => ({
      ...row,
      ownerName: row.kind in PARTY_KIND ? (names.get(row.owner) ?? null) : null,
      balance: toMajor(row.balance, row.currency),
      stripeConnected: row.kind in PARTY_KIND && connected.has(row.owner),
    })),
    revenue: rows
      .filter((row) => row.kind === 'PLATFORM_REVENUE')
      .map((row) => ({ currency: row.currency, earned: toMajor(0 - row.balance, row.currency) })),
    payoutAdapter,
  };
}
