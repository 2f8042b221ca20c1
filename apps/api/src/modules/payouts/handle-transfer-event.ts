import type Stripe from 'stripe';
import type { Db } from '../../db/types.ts';
import type { Logger } from '../../adapters/logger.ts';
import { isUuid } from '../../lib/ids.ts';
import { failPayout } from './fail-payout.ts';
import { findPayout } from './payouts.repository.ts';

// Stripe's transfer.* events on the platform's webhook (docs/money.md#stripe-connect-payouts), after
// the signature was checked. A transfer does not fail once created (Stripe answers at once), so
// transfer.reversed is the one that changes a payout: fully reversed, it goes FAILED and its money
// back to the party. A redelivered event finds the payout FAILED already and changes nothing.

export async function handleTransferEvent({
  db,
  now,
  log,
  event,
}: {
  db: Db;
  now: Date;
  log: Logger;
  event: Stripe.Event;
}): Promise<string> {
  if (event.type !== 'transfer.reversed') return 'IGNORED';
  const transfer = event.data.object as Stripe.Transfer;
  const payoutId = transfer.metadata?.payoutId ?? '';
  const payout = isUuid(payoutId) ? await findPayout(db, payoutId) : undefined;
  if (!payout || payout.adapter !== 'stripe') return 'NOT_OURS';
  if (payout.providerReference && payout.providerReference !== transfer.id) return 'NOT_OURS';
  if (!transfer.reversed) {
    // Part of the money came back: the operator settles that by hand (docs/money.md).
    log.warn(
      { payoutId, transfer: transfer.id, amountReversed: transfer.amount_reversed },
      'partial transfer reversal',
    );
    return 'PARTIAL_REVERSAL';
  }
  return failPayout(
    { db, now, actor: { kind: 'system', name: 'Stripe' } },
    { payoutId, reason: `Stripe reversed transfer ${transfer.id}.`, eventId: event.id },
  );
}
