import { AppError } from '../errors/app-error.ts';
import { isLocalDate } from '../hours/closures.ts';
import { addLocalDays, mondayOf } from '../hours/local-week.ts';
import { localDate, localDateTime, wallClock } from '../hours/wall-clock.ts';
import { LEDGER_EVENT_KINDS, type LedgerAccountKind } from './accounts.ts';

// Statements (docs/money.md#statements): what one restaurant or rider earned, received and owes over a
// period, from the entries of its two accounts. Pure: the API reads the opening balances and the
// period's entries and this puts them together. Amounts are minor units with the *party's* sign: + is
// what the party earned (the platform owes it more), − what it received, was charged or holds for the
// platform (cash taken at the door). That is the ledger's amount negated, so a statement's balance is
// what the platform owes the party, net of the cash the party holds.

export const STATEMENT_PARTIES = ['RESTAURANT', 'RIDER'] as const;
export type StatementParty = (typeof STATEMENT_PARTIES)[number];

/** The accounts a party's statement covers: what it is owed and the cash it holds. */
export const STATEMENT_ACCOUNTS: Record<StatementParty, readonly LedgerAccountKind[]> = {
  RESTAURANT: ['RESTAURANT_PAYABLE', 'RESTAURANT_CASH'],
  RIDER: ['RIDER_PAYABLE', 'RIDER_CASH'],
};

/** At most this many days in one statement. */
export const STATEMENT_MAX_DAYS = 366;

const DAY_MS = 24 * 60 * 60_000;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The instant a local calendar date begins in an IANA zone (its midnight, or the first minute after a gap). */
export function localDayStart(date: string, timeZone: string): Date {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  const offsetAt = (instant: number) => {
    const wall = wallClock(new Date(instant), timeZone);
    return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute) - instant;
  };
  let start = midnightUtc - offsetAt(midnightUtc);
  // Once more with the offset in force at that instant, for a date near a change of offset.
  start = midnightUtc - offsetAt(start);
  return new Date(start);
}

export type StatementPeriod = {
  /** Local dates, both included. */
  from: string;
  to: string;
  timeZone: string;
  /** The instants the period covers: start ≤ entry < end. */
  start: Date;
  end: Date;
};

const blank = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/**
 * The period of a statement: the week (Monday to Sunday, local) of `now` when neither end is given,
 * the week from `from` (or up to `to`) when one is, else `from`..`to`. At most STATEMENT_MAX_DAYS.
 */
export function statementPeriod(input: {
  from?: string | null;
  to?: string | null;
  now: Date;
  timeZone: string;
}): StatementPeriod {
  let from = blank(input.from);
  let to = blank(input.to);
  for (const date of [from, to])
    if (date !== null && !isLocalDate(date))
      throw new AppError('BAD_USER_INPUT', 'Dates are YYYY-MM-DD, e.g. 2025-06-04.');
  if (from === null && to === null) from = mondayOf(localDate(input.now, input.timeZone));
  if (from !== null && to === null) to = addLocalDays(from, 6);
  if (from === null && to !== null) from = addLocalDays(to, -6);
  if (from! > to!) throw new AppError('BAD_USER_INPUT', 'The start date is after the end date.');
  if (daysBetween(from!, to!) + 1 > STATEMENT_MAX_DAYS)
    throw new AppError('BAD_USER_INPUT', `At most ${STATEMENT_MAX_DAYS} days at once.`);
  return {
    from: from!,
    to: to!,
    timeZone: input.timeZone,
    start: localDayStart(from!, input.timeZone),
    end: localDayStart(addLocalDays(to!, 1), input.timeZone),
  };
}

/** A ledger entry of one of the party's accounts, as stored (the ledger's sign). */
export type StatementSourceEntry = {
  id: string;
  accountKind: string;
  eventKind: string;
  orderId: string | null;
  amount: number;
  currency: string;
  createdAt: Date;
};

/** One account's balance in one currency before the period, the ledger's sign. */
export type StatementOpening = { accountKind: string; currency: string; amount: number };

export type StatementLine = {
  id: string;
  /** Local date and time, YYYY-MM-DD HH:MM. */
  at: string;
  orderId: string | null;
  eventKind: string;
  accountKind: string;
  /** The party's sign. */
  amount: number;
};

export type StatementTotal = { eventKind: string; amount: number; count: number };

export type Statement = {
  party: StatementParty;
  owner: string;
  currency: string;
  from: string;
  to: string;
  timeZone: string;
  opening: number;
  closing: number;
  /** The sum of the period's entries: closing − opening. */
  movement: number;
  /** Per event kind in LEDGER_EVENT_KINDS order, kinds it does not know yet after them by name. */
  totals: StatementTotal[];
  /** Each account's opening and closing, the party's sign. */
  accounts: { accountKind: string; opening: number; closing: number }[];
  /** Oldest first. */
  entries: StatementLine[];
};

const KNOWN_ORDER = new Map<string, number>(LEDGER_EVENT_KINDS.map((kind, index) => [kind, index]));

/** Known event kinds in the ledger's order, then any other by name. */
export function compareEventKinds(a: string, b: string): number {
  const left = KNOWN_ORDER.get(a) ?? Number.MAX_SAFE_INTEGER;
  const right = KNOWN_ORDER.get(b) ?? Number.MAX_SAFE_INTEGER;
  return left !== right ? left - right : a.localeCompare(b);
}

// 0 rather than −0 when a ledger amount of 0 is negated.
const partySign = (ledgerAmount: number) => (ledgerAmount === 0 ? 0 : -ledgerAmount);

/**
 * The party's statements for a period, one per currency that has an opening balance or an entry (or
 * one in `currency` when there is neither). `entries` are the period's entries of the party's accounts,
 * `openings` the balances of those accounts before the period.
 */
export function buildStatements(input: {
  party: StatementParty;
  owner: string;
  period: StatementPeriod;
  currency: string;
  openings: readonly StatementOpening[];
  entries: readonly StatementSourceEntry[];
}): Statement[] {
  const { party, owner, period } = input;
  const accountKinds = STATEMENT_ACCOUNTS[party] as readonly string[];
  const currencies = new Set<string>();
  for (const row of [...input.openings, ...input.entries])
    if (accountKinds.includes(row.accountKind)) currencies.add(row.currency);
  if (currencies.size === 0) currencies.add(input.currency);
  const ordered = [...input.entries].sort(
    (a, b) =>
      a.createdAt.getTime() - b.createdAt.getTime() ||
      compareEventKinds(a.eventKind, b.eventKind) ||
      a.id.localeCompare(b.id),
  );
  return [...currencies].sort().map((currency) => {
    const mine = <T extends { accountKind: string; currency: string }>(rows: readonly T[]) =>
      rows.filter((row) => row.currency === currency && accountKinds.includes(row.accountKind));
    const entries = mine(ordered);
    const openings = mine(input.openings);
    const accounts = accountKinds.map((accountKind) => {
      const opening = partySign(
        openings.filter((row) => row.accountKind === accountKind).reduce((sum, row) => sum + row.amount, 0),
      );
      const moved = partySign(
        entries.filter((row) => row.accountKind === accountKind).reduce((sum, row) => sum + row.amount, 0),
      );
      return { accountKind, opening, closing: opening + moved };
    });
    const totals = new Map<string, StatementTotal>();
    for (const entry of entries) {
      const total = totals.get(entry.eventKind) ?? { eventKind: entry.eventKind, amount: 0, count: 0 };
      total.amount += partySign(entry.amount);
      total.count += 1;
      totals.set(entry.eventKind, total);
    }
    const opening = accounts.reduce((sum, account) => sum + account.opening, 0);
    const closing = accounts.reduce((sum, account) => sum + account.closing, 0);
    return {
      party,
      owner,
      currency,
      from: period.from,
      to: period.to,
      timeZone: period.timeZone,
      opening,
      closing,
      movement: closing - opening,
      totals: [...totals.values()].sort((a, b) => compareEventKinds(a.eventKind, b.eventKind)),
      accounts,
      entries: entries.map((entry) => ({
        id: entry.id,
        at: localDateTime(entry.createdAt, period.timeZone),
        orderId: entry.orderId,
        eventKind: entry.eventKind,
        accountKind: entry.accountKind,
        amount: partySign(entry.amount),
      })),
    };
  });
}

export const STATEMENT_LANGUAGES = ['en', 'ar'] as const;
export type StatementLanguage = (typeof STATEMENT_LANGUAGES)[number];

/** The statement's language for a UI language: Arabic, else English. */
export const statementLanguageOf = (language: string | null | undefined): StatementLanguage =>
  language?.toLowerCase().startsWith('ar') ? 'ar' : 'en';

// The names of event kinds on statements (CSV, PDF; the screens have the same in their locale files).
// A kind added to the ledger later and missing here is shown by statementEventLabel from its code.
export const STATEMENT_EVENT_LABELS: Record<StatementLanguage, Record<string, string>> = {
  en: {
    PAYMENT_CAPTURED: 'Card payment',
    CASH_COLLECTED: 'Cash collected',
    REFUND: 'Refund',
    RESTAURANT_SHARE: 'Sales',
    TAX: 'Tax',
    VOUCHER_COST: 'Voucher cost',
    COMMISSION: 'Commission',
    DELIVERY_FEE: 'Delivery fee',
    RIDER_FEE: 'Rider fee',
    TIP: 'Tip',
    PAYOUT: 'Payout',
    PAYOUT_PAID: 'Payout paid',
    PAYOUT_REVERSED: 'Payout returned',
  },
  ar: {
    PAYMENT_CAPTURED: 'دفع بالبطاقة',
    CASH_COLLECTED: 'نقد محصّل',
    REFUND: 'استرداد',
    RESTAURANT_SHARE: 'المبيعات',
    TAX: 'الضريبة',
    VOUCHER_COST: 'تكلفة القسيمة',
    COMMISSION: 'العمولة',
    DELIVERY_FEE: 'رسوم التوصيل',
    RIDER_FEE: 'أجرة السائق',
    TIP: 'البقشيش',
    PAYOUT: 'دفعة مستحقات',
    PAYOUT_PAID: 'دفعة مدفوعة',
    PAYOUT_REVERSED: 'دفعة مُرتجعة',
  },
};

/** "PAYOUT_PAID" → "Payout paid": the fallback for a kind without a label. */
export const humaniseEventKind = (kind: string): string => {
  const words = kind.toLowerCase().replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function statementEventLabel(kind: string, language: StatementLanguage): string {
  return STATEMENT_EVENT_LABELS[language][kind] ?? humaniseEventKind(kind);
}
