import { AppError, assertBalanced, payoutPaidEvent } from '@food/domain';
import type { Db } from '../../db/types.ts';
import { isUuid } from '../../lib/ids.ts';
import { recordAudit, type AuditActor } from '../audit/record-audit.ts';
import { findPayout, insertPayoutEvent, markPaid, type PayoutRow } from './payouts.repository.ts';

// The money of a payout has moved (docs/money.md#payouts): PENDING becomes PAID and PAYOUT_PAID moves
// the payout's pending account to PAID_OUT of its adapter, in one transaction. The status change is a
// guarded UPDATE, so of two calls only one gets through; the other is INVALID_TRANSITION.

export type MarkPayoutPaidDeps = { db: Db; now: Date; actor: AuditActor; requestId?: string | null };

const MAX_REFERENCE = 200;

/** Writes the PAYOUT_PAID ledger event of a payout just marked PAID (in the same transaction). */
export async function recordPayoutPaid(tx: Db, { payout, now }: { payout: PayoutRow; now: Date }) {
  const event = payoutPaidEvent({ payoutId: payout.id, adapter: payout.adapter, amount: payout.amount });
  if (!event) return;
  assertBalanced(event);
  await insertPayoutEvent(tx, { key: `PAYOUT_PAID:${payout.id}`, event, currency: payout.currency, now });
}

/** markPayoutPaid: the operator made the bank transfer of a manual payout. */
export async function markPayoutPaid(
  deps: MarkPayoutPaidDeps,
  input: { payoutId: string; reference: string },
): Promise<PayoutRow> {
  const reference = input.reference.trim();
  if (reference.length === 0 || reference.length > MAX_REFERENCE)
    throw new AppError('BAD_USER_INPUT', `The transfer reference is 1 to ${MAX_REFERENCE} characters.`);
  const payout = isUuid(input.payoutId) ? await findPayout(deps.db, input.payoutId) : undefined;
  if (!payout) throw new AppError('NOT_FOUND', 'No such payout.');
  if (payout.adapter !== 'manual')
    throw new AppError('INVALID_TRANSITION', 'This payout is paid through Stripe, not by hand.');
  return deps.db.transaction(async (tx) => {
    const paid = await markPaid(tx, { id: payout.id, reference, now: deps.now, from: ['PENDING'] });
    if (!paid) throw new AppError('INVALID_TRANSITION', 'This payout is already paid.');
    await recordPayoutPaid(tx, { payout: paid, now: deps.now });
    await recordAudit(tx, {
      actor: deps.actor,
      action: 'payout.mark-paid',
      entityType: 'payout',
      entityId: paid.id,
      restaurantId: paid.partyKind === 'RESTAURANT' ? paid.partyId : null,
      before: { status: payout.status },
      after: { status: 'PAID', reference },
      requestId: deps.requestId ?? null,
    });
    return paid;
  });
}
