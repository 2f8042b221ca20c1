import {
  buildStatements,
  statementPeriod,
  STATEMENT_ACCOUNTS,
  type Statement,
  type StatementParty,
  type StatementPeriod,
} from '@food/domain';
import { and, eq, gte, inArray, lt, sum } from 'drizzle-orm';
import { configuration, ledgerEntries, orders, restaurants, riders } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { badUserInput, forbidden, notFound } from '../../errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { UserRow } from '../auth/auth.repository.ts';
import { findPlatformTimeZone } from './platform-time-zone.ts';

// A restaurant's or rider's statement for a period (docs/money.md#statements): the opening balance of
// its two accounts, the period's entries and the closing balance, per currency. Who may read it is
// decided from the caller's own rows, as for ledgerBalance: a restaurant user its restaurant, a rider
// itself, the operator anyone. The owner may be left out to mean "mine".

/** More entries than this in one period is BAD_USER_INPUT: choose a shorter period. */
export const STATEMENT_MAX_ENTRIES = 20_000;

export type StatementArgs = {
  party: StatementParty;
  owner?: string | null;
  from?: string | null;
  to?: string | null;
};

export type LoadedStatement = {
  /** The restaurant's or rider's name, for the document's heading. */
  partyName: string;
  statements: (Statement & { orderNumbers: Map<string, string> })[];
};

async function ownRiderId(db: Db, viewer: UserRow): Promise<string | null> {
  const [rider] = await db
    .select({ id: riders.id })
    .from(riders)
    .where(eq(riders.userId, viewer.id))
    .limit(1);
  return rider?.id ?? null;
}

/** The owner the caller may read for `party`, or FORBIDDEN / NOT_FOUND. */
async function authorizeParty(db: Db, viewer: UserRow, party: StatementParty, owner: string | null) {
  if (viewer.role === 'ADMIN') {
    if (owner === null) throw badUserInput('Name the restaurant or rider.');
    return owner;
  }
  if (party === 'RESTAURANT' && viewer.role === 'RESTAURANT' && viewer.restaurantId) {
    if (owner === null || owner === viewer.restaurantId) return viewer.restaurantId;
  }
  if (party === 'RIDER' && viewer.role === 'RIDER') {
    const riderId = await ownRiderId(db, viewer);
    if (riderId && (owner === null || owner === riderId)) return riderId;
  }
  throw forbidden();
}

async function partyOf(db: Db, party: StatementParty, owner: string) {
  if (!isUuid(owner)) throw notFound(party === 'RESTAURANT' ? 'Restaurant not found.' : 'Rider not found.');
  if (party === 'RESTAURANT') {
    const [row] = await db
      .select({ name: restaurants.name, timeZone: restaurants.timeZone })
      .from(restaurants)
      .where(eq(restaurants.id, owner))
      .limit(1);
    if (!row) throw notFound('Restaurant not found.');
    return row;
  }
  const [row] = await db.select({ name: riders.name }).from(riders).where(eq(riders.id, owner)).limit(1);
  if (!row) throw notFound('Rider not found.');
  return { name: row.name, timeZone: await findPlatformTimeZone(db) };
}

async function readLedger(db: Db, party: StatementParty, owner: string, period: StatementPeriod) {
  const accounts = and(
    inArray(ledgerEntries.accountKind, [...STATEMENT_ACCOUNTS[party]]),
    eq(ledgerEntries.accountOwner, owner),
  );
  const openings = await db
    .select({
      accountKind: ledgerEntries.accountKind,
      currency: ledgerEntries.currency,
      amount: sum(ledgerEntries.amount),
    })
    .from(ledgerEntries)
    .where(and(accounts, lt(ledgerEntries.createdAt, period.start)))
    .groupBy(ledgerEntries.accountKind, ledgerEntries.currency);
  const entries = await db
    .select({
      id: ledgerEntries.id,
      accountKind: ledgerEntries.accountKind,
      eventKind: ledgerEntries.eventKind,
      orderId: ledgerEntries.orderId,
      orderNumber: orders.orderId,
      amount: ledgerEntries.amount,
      currency: ledgerEntries.currency,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .leftJoin(orders, eq(orders.id, ledgerEntries.orderId))
    .where(and(accounts, gte(ledgerEntries.createdAt, period.start), lt(ledgerEntries.createdAt, period.end)))
    .limit(STATEMENT_MAX_ENTRIES + 1);
  if (entries.length > STATEMENT_MAX_ENTRIES)
    throw badUserInput(`More than ${STATEMENT_MAX_ENTRIES} entries: choose a shorter period.`);
  // sum() of integers comes back as a decimal string; the amounts are whole minor units.
  return { openings: openings.map((row) => ({ ...row, amount: Number(row.amount ?? 0) })), entries };
}

/** The statements (one per currency) of a restaurant or rider for a period; see the file's note. */
export async function getLedgerStatement({
  db,
  viewer,
  now,
  args,
}: {
  db: Db;
  viewer: UserRow;
  now: Date;
  args: StatementArgs;
}): Promise<LoadedStatement> {
  const requested = args.owner?.trim() || null;
  const owner = await authorizeParty(db, viewer, args.party, requested);
  const { name, timeZone } = await partyOf(db, args.party, owner);
  const period = statementPeriod({ from: args.from, to: args.to, now, timeZone });
  const { openings, entries } = await readLedger(db, args.party, owner, period);
  const [settings] = await db.select({ currency: configuration.currency }).from(configuration).limit(1);
  const orderNumbers = new Map<string, string>();
  for (const entry of entries)
    if (entry.orderId && entry.orderNumber) orderNumbers.set(entry.orderId, entry.orderNumber);
  const statements = buildStatements({
    party: args.party,
    owner,
    period,
    currency: settings?.currency ?? 'USD',
    openings,
    entries,
  });
  return { partyName: name, statements: statements.map((statement) => ({ ...statement, orderNumbers })) };
}
