import { assertPayoutTransition, payoutStatusesBefore } from '@food/domain';
import type { Logger } from '../../adapters/logger.ts';
import { PayoutRefusedError, type StripeConnect } from '../../adapters/payouts/payout-adapter.ts';
import type { Db } from '../../db/types.ts';
import { createPeriodicTask, type PeriodicTask } from '../../lib/periodic-task.ts';
import { recordAudit, type AuditActor } from '../audit/record-audit.ts';
import { recordPayoutPaid } from './mark-payout-paid.ts';
import { failPayout } from './fail-payout.ts';
import {
  findConnectAccount,
  listUnsentStripePayouts,
  markPaid,
  type PayoutRow,
} from './payouts.repository.ts';

// Stripe Connect payouts (docs/money.md#stripe-connect-payouts). A payout is committed PENDING first,
// then its transfer is asked of Stripe outside any transaction, then it is marked PAID the way
// markPayoutPaid does (PAYOUT_PAID, once). A process killed between the two leaves it PENDING; the
// sweep (and the next createPayouts) asks again with the same idempotency key, the payout's id, so
// Stripe answers with the first transfer instead of making a second.

export type SendPayoutsDeps = {
  db: Db;
  connect: StripeConnect;
  now: Date;
  log: Logger;
  actor: AuditActor;
  requestId?: string | null;
};

export type SendOutcome = 'PAID' | 'ALREADY_DONE' | 'NOT_CONNECTED' | 'REFUSED' | 'RETRY_LATER';

const SWEEP = { everyMs: 5 * 60_000, batch: 100 };

async function markSent(deps: SendPayoutsDeps, payout: PayoutRow, transferId: string) {
  assertPayoutTransition(payout.status, 'PAID');
  return deps.db.transaction(async (tx) => {
    const paid = await markPaid(tx, {
      id: payout.id,
      reference: transferId,
      now: deps.now,
      from: payoutStatusesBefore('PAID'),
    });
    if (!paid) return false;
    await recordPayoutPaid(tx, { payout: paid, now: deps.now });
    await recordAudit(tx, {
      actor: deps.actor,
      action: 'payout.transfer',
      entityType: 'payout',
      entityId: paid.id,
      restaurantId: paid.partyKind === 'RESTAURANT' ? paid.partyId : null,
      before: { status: payout.status },
      after: { status: 'PAID', reference: transferId },
      requestId: deps.requestId ?? null,
    });
    return true;
  });
}

/** Sends one PENDING stripe payout; safe to call twice at once or again after a crash. */
export async function sendStripePayout(deps: SendPayoutsDeps, payout: PayoutRow): Promise<SendOutcome> {
  if (payout.status !== 'PENDING' || payout.adapter !== 'stripe' || payout.amount <= 0) return 'ALREADY_DONE';
  const account = await findConnectAccount(deps.db, { kind: payout.partyKind, id: payout.partyId });
  if (!account) return 'NOT_CONNECTED';
  let transferId: string;
  try {
    transferId = await deps.connect.transfer({
      payoutId: payout.id,
      account,
      amount: payout.amount,
      currency: payout.currency,
    });
  } catch (error) {
    if (error instanceof PayoutRefusedError) {
      // The money goes back to the party's payable account; a later payout sends it again.
      await failPayout(deps, {
        payoutId: payout.id,
        reason: `Stripe refused the transfer: ${error.message}`,
      });
      return 'REFUSED';
    }
    deps.log.warn({ err: error, payoutId: payout.id }, 'Stripe transfer failed; the sweep tries again');
    return 'RETRY_LATER';
  }
  return (await markSent(deps, payout, transferId)) ? 'PAID' : 'ALREADY_DONE';
}

/** Sends the given payouts and every stripe payout still PENDING (older runs' included). */
export async function sendStripePayouts(deps: SendPayoutsDeps, fresh: readonly PayoutRow[] = []) {
  const pending = await listUnsentStripePayouts(deps.db, SWEEP.batch);
  const all = new Map([...fresh, ...pending].map((payout) => [payout.id, payout]));
  const outcomes = new Map<string, SendOutcome>();
  for (const payout of all.values()) outcomes.set(payout.id, await sendStripePayout(deps, payout));
  return outcomes;
}

/** Retries unsent stripe payouts on start and every few minutes; a failing pass is logged. */
export function createStripePayoutSweeper({
  deps,
  everyMs = SWEEP.everyMs,
}: {
  deps: () => SendPayoutsDeps;
  everyMs?: number;
}): PeriodicTask {
  let current = deps();
  return createPeriodicTask({
    everyMs,
    async run() {
      current = deps();
      const outcomes = await sendStripePayouts(current);
      const paid = [...outcomes.values()].filter((outcome) => outcome === 'PAID').length;
      if (outcomes.size > 0) current.log.info({ tried: outcomes.size, paid }, 'stripe payout sweep');
    },
    onError: (error) =>
      current.log.error({ err: error }, 'stripe payout sweep failed; trying again on the next one'),
  });
}
