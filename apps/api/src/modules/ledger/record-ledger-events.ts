import {
  assertBalanced,
  cashCollectedEvent,
  paymentCapturedEvent,
  refundEvent,
  settlementEvents,
  type LedgerEvent,
} from '@food/domain';
import { insertLedgerEvent, loadOrderMoneyFacts, type Tx } from './ledger.repository.ts';

// The ledger's entry points, each called inside the transaction of its cause (docs/money.md#events):
// the payment module's capture and refund, the tracking module's delivery. Each event has its own
// idempotency key, so a cause that runs twice records once.

/** What the ledger needs of one payment attempt. */
export type LedgerPayment = {
  id: string;
  orderId: string;
  provider: string;
  amount: number;
  currency: string;
};

async function write(tx: Tx, key: string, event: LedgerEvent | null, currency: string, now: Date) {
  if (!event) return;
  assertBalanced(event);
  await insertLedgerEvent(tx, { key, event, currency, now });
}

/** An attempt moved to PAID: the provider holds its amount for the order. */
export async function recordPaymentCaptured(tx: Tx, { payment, now }: { payment: LedgerPayment; now: Date }) {
  const event = paymentCapturedEvent({
    orderId: payment.orderId,
    provider: payment.provider,
    amount: payment.amount,
  });
  await write(tx, `capture:${payment.id}`, event, payment.currency, now);
}

/**
 * The provider took the refund of an attempt. Refunds today are of whole attempts of orders that were
 * never split (a cancelled order, a second payment), so the money comes back out of the order's
 * clearing account.
 */
export async function recordPaymentRefunded(tx: Tx, { payment, now }: { payment: LedgerPayment; now: Date }) {
  const event = refundEvent({
    orderId: payment.orderId,
    provider: payment.provider,
    amount: payment.amount,
    source: { from: 'CLEARING' },
  });
  await write(tx, `refund:${payment.id}`, event, payment.currency, now);
}

/**
 * The order was delivered (or handed over at the counter): cash on delivery is now held by whoever
 * took it, and the order's money is split among the restaurant, the rider and the platform.
 */
export async function recordOrderDelivered(tx: Tx, { orderId, now }: { orderId: string; now: Date }) {
  const loaded = await loadOrderMoneyFacts(tx, orderId);
  if (!loaded) return;
  const { facts, currency, total } = loaded;
  if (facts.paymentMethod === 'COD') {
    const holder =
      facts.riderId === null
        ? { kind: 'RESTAURANT_CASH' as const, owner: facts.restaurantId }
        : { kind: 'RIDER_CASH' as const, owner: facts.riderId };
    await write(tx, `cash:${orderId}`, cashCollectedEvent({ orderId, amount: total, holder }), currency, now);
  }
  for (const event of settlementEvents(facts))
    await write(tx, `${event.kind}:${orderId}`, event, currency, now);
}
