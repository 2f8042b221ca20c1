import { randomUUID } from 'node:crypto';
import {
  AppError,
  assertBalanced,
  PAYOUT_PARTY_ACCOUNTS,
  payoutEvent,
  payoutIdempotencyKey,
  payoutPeriodEnd,
  type LedgerAccountKind,
  type PayoutAdapterName,
} from '@food/domain';
import type { Db } from '../../db/types.ts';
import { isUuid } from '../../lib/ids.ts';
import { recordAudit, type AuditActor } from '../audit/record-audit.ts';
import {
  findConnectAccount,
  findPartiesToPay,
  findPayoutByKey,
  insertPayout,
  insertPayoutEntries,
  insertPayoutEvent,
  listUnpaidEntries,
  lockParty,
  type Party,
  type PayoutRow,
} from './payouts.repository.ts';

// createPayouts (docs/money.md#payouts). One database transaction per party and currency: a run that
// stops half-way leaves the parties it finished finished, and running it again pays the rest. Two runs
// at once take turns on each party's row lock, and the idempotency key (party, currency, period end)
// makes the second find the first's payout instead of making another.

export type CreatePayoutsDeps = {
  db: Db;
  now: Date;
  actor: AuditActor;
  createdBy: string | null;
  requestId?: string | null;
  /** The configured adapter (adapters/payouts); a payout Stripe cannot send is made manual. */
  adapter: PayoutAdapterName;
};

export type CreatePayoutsInput = { periodEnd: string; party?: Party | null };

function parseInput(input: CreatePayoutsInput, now: Date) {
  const end = payoutPeriodEnd(input.periodEnd);
  // The period may end today (what has happened so far), never after.
  if (end.getTime() - 86_400_000 > now.getTime())
    throw new AppError('BAD_USER_INPUT', 'The period has not started its last day yet.');
  if (input.party && !isUuid(input.party.id)) throw new AppError('NOT_FOUND', 'No such restaurant or rider.');
  return { end, party: input.party ?? undefined };
}

/** One party's payout in one currency, in its own transaction. Null: nothing left to settle. */
async function payOutParty(
  deps: CreatePayoutsDeps,
  party: Party,
  currency: string,
  end: Date,
): Promise<PayoutRow | null> {
  return deps.db.transaction(async (tx) => {
    if (!(await lockParty(tx, party))) return null;
    const key = payoutIdempotencyKey({ party: party.kind, partyId: party.id, currency, periodEnd: end });
    const existing = await findPayoutByKey(tx, key);
    if (existing) return existing;
    const entries = await listUnpaidEntries(tx, party, currency, end);
    const sums = new Map<LedgerAccountKind, number>();
    for (const entry of entries) sums.set(entry.kind, (sums.get(entry.kind) ?? 0) + entry.amount);
    const payoutId = randomUUID();
    const claims = PAYOUT_PARTY_ACCOUNTS[party.kind].map((kind) => ({
      account: { kind, owner: party.id },
      sum: sums.get(kind) ?? 0,
    }));
    const plan = payoutEvent({ payoutId, party: party.kind, claims });
    if (!plan) return null;
    assertBalanced(plan.event);
    // Nothing to send when cash and earnings cancel out: settled, and paid at once.
    const settledNow = plan.amount === 0;
    // Stripe sends only money owed to a party that has a connected account; the rest (collections,
    // parties not connected yet) stays a manual transfer the operator marks paid.
    const adapter =
      deps.adapter === 'stripe' && plan.amount > 0 && (await findConnectAccount(tx, party))
        ? 'stripe'
        : 'manual';
    const payout = await insertPayout(tx, {
      id: payoutId,
      partyKind: party.kind,
      partyId: party.id,
      currency,
      periodStart: entries[0]!.createdAt,
      periodEnd: end,
      amount: plan.amount,
      status: settledNow ? 'PAID' : 'PENDING',
      paidAt: settledNow ? deps.now : null,
      adapter,
      idempotencyKey: key,
      createdAt: deps.now,
      createdBy: deps.createdBy,
    });
    const written = await insertPayoutEvent(tx, {
      key: `PAYOUT:${payoutId}`,
      event: plan.event,
      currency,
      now: deps.now,
    });
    const own = (written ?? []).filter((entry) => entry.kind !== 'PAYOUT_PENDING').map((entry) => entry.id);
    await insertPayoutEntries(tx, payoutId, [...entries.map((entry) => entry.id), ...own]);
    await recordAudit(tx, {
      actor: deps.actor,
      action: plan.direction === 'COLLECTION' ? 'payout.create-collection' : 'payout.create',
      entityType: 'payout',
      entityId: payoutId,
      restaurantId: party.kind === 'RESTAURANT' ? party.id : null,
      after: {
        party: party.kind,
        partyId: party.id,
        currency,
        amount: plan.amount,
        periodEnd: end.toISOString(),
        entries: entries.length,
      },
      requestId: deps.requestId ?? null,
    });
    return payout;
  });
}

/**
 * Pays out every party with unpaid entries before the period's end (or the one party named). Returns
 * the payouts made now, and those a simultaneous run of the same period made for parties it found.
 */
export async function createPayouts(
  deps: CreatePayoutsDeps,
  input: CreatePayoutsInput,
): Promise<PayoutRow[]> {
  const { end, party } = parseInput(input, deps.now);
  const parties = await findPartiesToPay(deps.db, end, party);
  const made: PayoutRow[] = [];
  for (const { currency, ...each } of parties) {
    const payout = await payOutParty(deps, each, currency, end);
    if (payout) made.push(payout);
  }
  return made;
}
