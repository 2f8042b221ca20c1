import {
  assertBalanced,
  assertPayoutTransition,
  payoutReversedEvent,
  payoutStatusesBefore,
} from '@food/domain';
import type { Db } from '../../db/types.ts';
import { recordAudit, type AuditActor } from '../audit/record-audit.ts';
import { insertPayoutEvent, lockPayout, markFailed } from './payouts.repository.ts';

// A payout's money came back (docs/money.md#stripe-connect-payouts): Stripe refused the transfer
// (PENDING → FAILED) or reversed it later (PAID → FAILED). The ledger is never edited: a
// PAYOUT_REVERSED event moves the amount from where it sits back to the party's payable account, where
// no payout has claimed it, so the next payout run pays it again.

export type FailPayoutOutcome = 'FAILED' | 'ALREADY_FAILED' | 'NOT_FOUND';

export async function failPayout(
  deps: { db: Db; now: Date; actor: AuditActor; requestId?: string | null },
  input: { payoutId: string; reason: string; eventId?: string },
): Promise<FailPayoutOutcome> {
  return deps.db.transaction(async (tx) => {
    const before = await lockPayout(tx, input.payoutId);
    if (!before) return 'NOT_FOUND';
    if (before.status === 'FAILED') return 'ALREADY_FAILED';
    assertPayoutTransition(before.status, 'FAILED');
    const failed = await markFailed(tx, {
      id: before.id,
      reason: input.reason.slice(0, 500),
      from: payoutStatusesBefore('FAILED'),
    });
    if (!failed) return 'ALREADY_FAILED';
    const event = payoutReversedEvent({
      payoutId: before.id,
      party: before.partyKind,
      partyId: before.partyId,
      adapter: before.adapter,
      amount: before.amount,
      wasPaid: before.status === 'PAID',
    });
    assertBalanced(event);
    await insertPayoutEvent(tx, {
      key: `PAYOUT_REVERSED:${before.id}`,
      event,
      currency: before.currency,
      now: deps.now,
    });
    await recordAudit(tx, {
      actor: deps.actor,
      action: 'payout.fail',
      entityType: 'payout',
      entityId: before.id,
      restaurantId: before.partyKind === 'RESTAURANT' ? before.partyId : null,
      before: { status: before.status },
      after: { status: 'FAILED', reason: failed.failureReason, eventId: input.eventId ?? null },
      requestId: deps.requestId ?? null,
    });
    return 'FAILED';
  });
}
