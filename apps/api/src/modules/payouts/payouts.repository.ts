import {
  PAYOUT_PARTY_ACCOUNTS,
  type LedgerAccountKind,
  type LedgerEvent,
  type PayoutPartyKind,
  type PayoutStatus,
} from '@food/domain';
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, sql, sum } from 'drizzle-orm';
import {
  ledgerEntries,
  ledgerTransactions,
  payoutConnectAccounts,
  payoutEntries,
  payouts,
  restaurants,
  riders,
} from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

// The queries of payouts (docs/money.md#payouts). An entry is unpaid while no payout_entries row names
// it; the row's primary key is the entry, so no entry can be claimed twice.

export type PayoutRow = typeof payouts.$inferSelect;
export type Party = { kind: PayoutPartyKind; id: string };

const PARTY_OF: Partial<Record<LedgerAccountKind, PayoutPartyKind>> = {
  RESTAURANT_PAYABLE: 'RESTAURANT',
  RESTAURANT_CASH: 'RESTAURANT',
  RIDER_PAYABLE: 'RIDER',
  RIDER_CASH: 'RIDER',
};
const PARTY_ACCOUNT_KINDS = Object.keys(PARTY_OF) as LedgerAccountKind[];

const unpaid = (end: Date, kinds: readonly LedgerAccountKind[]) =>
  and(
    isNull(payoutEntries.entryId),
    inArray(ledgerEntries.accountKind, kinds),
    lt(ledgerEntries.createdAt, end),
  );

/** Every party and currency with unpaid entries before `end` (one party when named). */
export async function findPartiesToPay(db: Db, end: Date, party?: Party) {
  const kinds = party ? PAYOUT_PARTY_ACCOUNTS[party.kind] : PARTY_ACCOUNT_KINDS;
  const rows = await db
    .selectDistinct({
      kind: ledgerEntries.accountKind,
      owner: ledgerEntries.accountOwner,
      currency: ledgerEntries.currency,
    })
    .from(ledgerEntries)
    .leftJoin(payoutEntries, eq(payoutEntries.entryId, ledgerEntries.id))
    .where(and(unpaid(end, kinds), party ? eq(ledgerEntries.accountOwner, party.id) : undefined));
  const seen = new Map<string, Party & { currency: string }>();
  for (const row of rows) {
    const kind = PARTY_OF[row.kind]!;
    seen.set(`${kind}:${row.owner}:${row.currency}`, { kind, id: row.owner, currency: row.currency });
  }
  return [...seen.values()].sort((a, b) => `${a.kind}${a.id}`.localeCompare(`${b.kind}${b.id}`));
}

/**
 * Waits for, then holds until commit, the party's own row: two payout runs for one party take turns,
 * on PostgreSQL and on PGlite alike (a row lock, not an advisory lock). False: no such party.
 */
export async function lockParty(tx: Db, party: Party): Promise<boolean> {
  const table = party.kind === 'RESTAURANT' ? restaurants : riders;
  const rows = await tx.select({ id: table.id }).from(table).where(eq(table.id, party.id)).for('update');
  return rows.length > 0;
}

export async function findPayoutByKey(tx: Db, key: string) {
  const [row] = await tx.select().from(payouts).where(eq(payouts.idempotencyKey, key)).limit(1);
  return row;
}

export async function findPayout(db: Db, id: string) {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id)).limit(1);
  return row;
}

/** The payout, its row held until the transaction ends (a status change reads what it changes). */
export async function lockPayout(tx: Db, id: string) {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
  return row;
}

/** The party's unpaid entries in one currency, read under its lock. */
export async function listUnpaidEntries(tx: Db, party: Party, currency: string, end: Date) {
  return tx
    .select({
      id: ledgerEntries.id,
      kind: ledgerEntries.accountKind,
      amount: ledgerEntries.amount,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .leftJoin(payoutEntries, eq(payoutEntries.entryId, ledgerEntries.id))
    .where(
      and(
        unpaid(end, PAYOUT_PARTY_ACCOUNTS[party.kind]),
        eq(ledgerEntries.accountOwner, party.id),
        eq(ledgerEntries.currency, currency),
      ),
    )
    .orderBy(asc(ledgerEntries.createdAt));
}

/**
 * Writes a payout event (no order) as one ledger transaction, keyed so it is written once; returns the
 * new entries' ids and kinds, or null when the key was already taken.
 */
export async function insertPayoutEvent(
  tx: Db,
  { key, event, currency, now }: { key: string; event: LedgerEvent; currency: string; now: Date },
) {
  const [row] = await tx
    .insert(ledgerTransactions)
    .values({ idempotencyKey: key, eventKind: event.kind, orderId: null, currency, createdAt: now })
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id });
  if (!row) return null;
  return tx
    .insert(ledgerEntries)
    .values(
      event.lines.map((line) => ({
        transactionId: row.id,
        accountKind: line.account.kind,
        accountOwner: line.account.owner,
        amount: line.amount,
        currency,
        orderId: null,
        eventKind: event.kind,
        createdAt: now,
      })),
    )
    .returning({ id: ledgerEntries.id, kind: ledgerEntries.accountKind });
}

const CHUNK = 1000;

export async function insertPayoutEntries(tx: Db, payoutId: string, entryIds: readonly string[]) {
  for (let start = 0; start < entryIds.length; start += CHUNK)
    await tx
      .insert(payoutEntries)
      .values(entryIds.slice(start, start + CHUNK).map((entryId) => ({ entryId, payoutId })));
}

export async function insertPayout(tx: Db, values: typeof payouts.$inferInsert) {
  const [row] = await tx.insert(payouts).values(values).returning();
  return row!;
}

/** PENDING (or FAILED, retried) to PAID, guarded: null when another call got there first. */
export async function markPaid(
  tx: Db,
  { id, reference, now, from }: { id: string; reference: string; now: Date; from: readonly PayoutStatus[] },
) {
  const [row] = await tx
    .update(payouts)
    .set({ status: 'PAID', providerReference: reference, paidAt: now, failureReason: null })
    .where(and(eq(payouts.id, id), inArray(payouts.status, from)))
    .returning();
  return row;
}

/** To FAILED from one of `from`, guarded: null when the payout was not in one of them any more. */
export async function markFailed(
  tx: Db,
  { id, reason, from }: { id: string; reason: string; from: readonly PayoutStatus[] },
) {
  const [row] = await tx
    .update(payouts)
    .set({ status: 'FAILED', failureReason: reason })
    .where(and(eq(payouts.id, id), inArray(payouts.status, from)))
    .returning();
  return row;
}

/** Payouts that Stripe should send and has not yet confirmed sending (oldest first). */
export async function listUnsentStripePayouts(db: Db, limit: number) {
  return db
    .select()
    .from(payouts)
    .where(and(eq(payouts.status, 'PENDING'), eq(payouts.adapter, 'stripe'), gt(payouts.amount, 0)))
    .orderBy(asc(payouts.createdAt))
    .limit(limit);
}

/** The party's Stripe Connect account id, if it has one. */
export async function findConnectAccount(db: Db, party: Party) {
  const [row] = await db
    .select({ id: payoutConnectAccounts.stripeAccountId })
    .from(payoutConnectAccounts)
    .where(and(eq(payoutConnectAccounts.partyKind, party.kind), eq(payoutConnectAccounts.partyId, party.id)))
    .limit(1);
  return row?.id;
}

/** Stores the party's account unless it has one already; returns the one stored. */
export async function saveConnectAccount(db: Db, party: Party, account: string, now: Date) {
  await db
    .insert(payoutConnectAccounts)
    .values({ partyKind: party.kind, partyId: party.id, stripeAccountId: account, createdAt: now })
    .onConflictDoNothing();
  return (await findConnectAccount(db, party))!;
}

/** The owners (restaurant and rider ids) that have a Stripe Connect account. */
export async function connectedPartyIds(db: Db) {
  const rows = await db.select({ id: payoutConnectAccounts.partyId }).from(payoutConnectAccounts);
  return new Set(rows.map((row) => row.id));
}

export async function listPayoutRows(
  db: Db,
  { party, status, limit }: { party?: Party; status?: PayoutStatus; limit: number },
) {
  return db
    .select()
    .from(payouts)
    .where(
      and(
        party ? and(eq(payouts.partyKind, party.kind), eq(payouts.partyId, party.id)) : undefined,
        status ? eq(payouts.status, status) : undefined,
      ),
    )
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(limit);
}

/** Names of the restaurants and riders among `parties`, by id. */
export async function partyNames(db: Db, parties: readonly Party[]) {
  const names = new Map<string, string>();
  const ids = (kind: PayoutPartyKind) => [
    ...new Set(parties.filter((p) => p.kind === kind).map((p) => p.id)),
  ];
  const restaurantIds = ids('RESTAURANT');
  const riderIds = ids('RIDER');
  const [restaurantRows, riderRows] = await Promise.all([
    restaurantIds.length
      ? db
          .select({ id: restaurants.id, name: restaurants.name })
          .from(restaurants)
          .where(inArray(restaurants.id, restaurantIds))
      : [],
    riderIds.length
      ? db.select({ id: riders.id, name: riders.name }).from(riders).where(inArray(riders.id, riderIds))
      : [],
  ]);
  for (const row of [...restaurantRows, ...riderRows]) names.set(row.id, row.name);
  return names;
}

/** Every account's balance per currency (order clearing accounts only when not zero). */
export async function accountBalances(db: Db) {
  const rows = await db
    .select({
      kind: ledgerEntries.accountKind,
      owner: ledgerEntries.accountOwner,
      currency: ledgerEntries.currency,
      balance: sum(ledgerEntries.amount),
      entryCount: count(),
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.accountKind, ledgerEntries.accountOwner, ledgerEntries.currency)
    // An order's clearing account and a payout's pending account exist per order and per payout: once
    // settled at zero they are history (the order, the payouts list), not balances to watch.
    .having(
      sql`${ledgerEntries.accountKind} not in ('ORDER_CLEARING', 'PAYOUT_PENDING') or sum(${ledgerEntries.amount}) <> 0`,
    )
    .orderBy(ledgerEntries.accountKind, ledgerEntries.accountOwner, ledgerEntries.currency);
  // sum() of integers comes back as a decimal string; the amounts are whole minor units.
  return rows.map((row) => ({ ...row, balance: Number(row.balance ?? 0) }));
}

/** The rider row of a signed-in rider account. */
export async function riderIdOfUser(db: Db, userId: string) {
  const [row] = await db.select({ id: riders.id }).from(riders).where(eq(riders.userId, userId)).limit(1);
  return row?.id;
}
