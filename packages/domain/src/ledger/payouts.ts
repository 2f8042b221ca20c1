import { AppError } from '../errors/app-error.ts';
import type { LedgerAccount, LedgerAccountKind, LedgerEvent } from './accounts.ts';

// Payouts (docs/money.md#payouts). A payout settles one party (a restaurant or a rider) in one currency
// for every entry of its accounts not yet claimed by an earlier payout, up to a period end. The PAYOUT
// event zeroes each claimed account and puts the net on the payout's own PAYOUT_PENDING account;
// PAYOUT_PAID moves that to PAID_OUT (per adapter) once the money has actually moved.

export const PAYOUT_PARTY_KINDS = ['RESTAURANT', 'RIDER'] as const;
export type PayoutPartyKind = (typeof PAYOUT_PARTY_KINDS)[number];

export const PAYOUT_STATUSES = ['PENDING', 'PAID', 'FAILED'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/**
 * Where a payout may go from each state. PENDING → PAID: the money moved; PENDING → FAILED: the provider
 * refused the transfer; PAID → FAILED: the transfer was reversed afterwards. FAILED is final: its money
 * is back on the party's payable account and a later payout pays it.
 */
export const PAYOUT_TRANSITIONS: Record<PayoutStatus, readonly PayoutStatus[]> = {
  PENDING: ['PAID', 'FAILED'],
  PAID: ['FAILED'],
  FAILED: [],
};

/** The states a payout may reach `to` from. */
export const payoutStatusesBefore = (to: PayoutStatus): PayoutStatus[] =>
  PAYOUT_STATUSES.filter((from) => PAYOUT_TRANSITIONS[from].includes(to));

export function assertPayoutTransition(from: PayoutStatus, to: PayoutStatus) {
  if (!PAYOUT_TRANSITIONS[from].includes(to))
    throw new AppError(
      'INVALID_TRANSITION',
      `A ${from.toLowerCase()} payout cannot become ${to.toLowerCase()}.`,
    );
}

/** How the money moves: `manual` (a bank transfer an operator marks paid) or `stripe` (Connect). */
export const PAYOUT_ADAPTERS = ['manual', 'stripe'] as const;
export type PayoutAdapterName = (typeof PAYOUT_ADAPTERS)[number];

/** The accounts a payout settles for each kind of party: what it is owed, and the cash it holds. */
export const PAYOUT_PARTY_ACCOUNTS: Record<PayoutPartyKind, readonly LedgerAccountKind[]> = {
  RESTAURANT: ['RESTAURANT_PAYABLE', 'RESTAURANT_CASH'],
  RIDER: ['RIDER_PAYABLE', 'RIDER_CASH'],
};

/**
 * Which way the money goes: a PAYOUT pays the party; a COLLECTION is a party that owes the platform
 * (a rider holding more cash than they earned) and must hand the difference in.
 */
export type PayoutDirection = 'PAYOUT' | 'COLLECTION';

/** One claimed account and the sum of its unpaid entries (signed, minor units). */
export type PayoutClaim = { account: LedgerAccount; sum: number };

export type PayoutPlan = {
  /** What the platform pays the party (positive) or collects from it (negative), minor units. */
  amount: number;
  direction: PayoutDirection;
  event: LedgerEvent;
};

export const payoutPendingAccount = (payoutId: string): LedgerAccount => ({
  kind: 'PAYOUT_PENDING',
  owner: payoutId,
});

export const paidOutAccount = (adapter: PayoutAdapterName): LedgerAccount => ({
  kind: 'PAID_OUT',
  owner: adapter,
});

/** The signed amount a payout pays the party (− for a collection) from its claims. */
export const payoutAmountOf = (claims: readonly PayoutClaim[]): number =>
  claims.reduce((sum, claim) => sum - claim.sum, 0);

export const payoutDirectionOf = (amount: number): PayoutDirection => (amount < 0 ? 'COLLECTION' : 'PAYOUT');

function assertClaims(party: PayoutPartyKind, claims: readonly PayoutClaim[]) {
  for (const { account, sum } of claims) {
    if (!PAYOUT_PARTY_ACCOUNTS[party].includes(account.kind))
      throw new AppError('INVALID_AMOUNT', `a ${party} payout cannot settle ${account.kind}`);
    if (!Number.isSafeInteger(sum))
      throw new AppError('INVALID_AMOUNT', `claims are whole minor units, got ${sum}`);
  }
}

/**
 * The PAYOUT event of one payout, or null when every claimed account already reads zero. Each claimed
 * account gets the opposite of its sum, so it reads zero afterwards; PAYOUT_PENDING takes the net
 * (negative: the platform owes the party). A party whose cash and earnings cancel out exactly is
 * settled with a net of 0: its accounts are zeroed and nothing is left to send.
 */
export function payoutEvent(input: {
  payoutId: string;
  party: PayoutPartyKind;
  claims: readonly PayoutClaim[];
}): PayoutPlan | null {
  assertClaims(input.party, input.claims);
  const lines = input.claims
    .filter((claim) => claim.sum !== 0)
    .map((claim) => ({ account: claim.account, amount: -claim.sum }));
  if (lines.length === 0) return null;
  const amount = payoutAmountOf(input.claims);
  if (amount !== 0) lines.push({ account: payoutPendingAccount(input.payoutId), amount: -amount });
  return { amount, direction: payoutDirectionOf(amount), event: { kind: 'PAYOUT', orderId: null, lines } };
}

/**
 * The money moved: the payout's pending account is emptied into PAID_OUT of the adapter that moved it.
 * `amount` is the payout's (positive for a payout, negative for a collection).
 */
export function payoutPaidEvent(input: {
  payoutId: string;
  adapter: PayoutAdapterName;
  amount: number;
}): LedgerEvent | null {
  if (!Number.isSafeInteger(input.amount))
    throw new AppError('INVALID_AMOUNT', `payouts are whole minor units, got ${input.amount}`);
  if (input.amount === 0) return null;
  return {
    kind: 'PAYOUT_PAID',
    orderId: null,
    lines: [
      { account: payoutPendingAccount(input.payoutId), amount: input.amount },
      { account: paidOutAccount(input.adapter), amount: -input.amount },
    ],
  };
}

/**
 * The money of a payout came back (PAYOUT_REVERSED): whatever account holds it now (PAYOUT_PENDING when
 * the transfer was refused, PAID_OUT of the adapter when a paid transfer was reversed) gives it back to
 * the party's payable account, as new entries that no payout has claimed yet. Payouts only
 * (a collection is never sent through a provider).
 */
export function payoutReversedEvent(input: {
  payoutId: string;
  party: PayoutPartyKind;
  partyId: string;
  adapter: PayoutAdapterName;
  amount: number;
  wasPaid: boolean;
}): LedgerEvent {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
    throw new AppError('INVALID_AMOUNT', `only a payout's positive amount comes back, got ${input.amount}`);
  const holder = input.wasPaid ? paidOutAccount(input.adapter) : payoutPendingAccount(input.payoutId);
  const payable = PAYOUT_PARTY_ACCOUNTS[input.party][0]!;
  return {
    kind: 'PAYOUT_REVERSED',
    orderId: null,
    lines: [
      { account: holder, amount: input.amount },
      { account: { kind: payable, owner: input.partyId }, amount: -input.amount },
    ],
  };
}

/** Idempotency key of a payout run for one party, currency and period end (a second run finds it). */
export const payoutIdempotencyKey = (input: {
  party: PayoutPartyKind;
  partyId: string;
  currency: string;
  periodEnd: Date;
}) => `payout:${input.party}:${input.partyId}:${input.currency}:${input.periodEnd.toISOString()}`;

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A payout period ends with a whole UTC day (`YYYY-MM-DD`, the week's last day): entries made before
 * the next midnight are in it. Returns that exclusive end.
 */
export function payoutPeriodEnd(day: string): Date {
  const start = ISO_DAY.test(day) ? new Date(`${day}T00:00:00.000Z`) : new Date(Number.NaN);
  if (Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== day)
    throw new AppError('INVALID_DATE', 'The period end must be a date (YYYY-MM-DD).');
  return new Date(start.getTime() + DAY_MS);
}

/** The last Sunday strictly before `now`'s UTC day (the default week ending), as `YYYY-MM-DD`. */
export function lastSundayBefore(now: Date): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const back = now.getUTCDay() === 0 ? 7 : now.getUTCDay();
  return new Date(today - back * DAY_MS).toISOString().slice(0, 10);
}
