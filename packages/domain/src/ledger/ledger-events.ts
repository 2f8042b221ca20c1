import { AppError } from '../errors/app-error.ts';
import { assertMinorAmount } from '../money/assert-amount.ts';
import type { VoucherFunder } from '../pricing/voucher.ts';
import {
  PLATFORM_OWNER,
  type LedgerAccount,
  type LedgerAccountKind,
  type LedgerEvent,
  type LedgerEventKind,
  type LedgerLine,
} from './accounts.ts';
import { splitOrder, type OrderMoneyFacts } from './order-money.ts';

// The entries of each money event (docs/money.md#events). Pure: the API writes what these return in
// the transaction of the event itself. Zero lines are left out, and an event left with no lines is not
// returned, so nothing empty is ever recorded.

const platform: LedgerAccount = { kind: 'PLATFORM_REVENUE', owner: PLATFORM_OWNER };
const account = (kind: LedgerAccountKind, owner: string): LedgerAccount => ({ kind, owner });
const clearing = (orderId: string) => account('ORDER_CLEARING', orderId);

/** `amount` moves from `from` to `to`: `to` is debited (+), `from` credited (−). */
function transfer(
  kind: LedgerEventKind,
  orderId: string,
  { from, to, amount }: { from: LedgerAccount; to: LedgerAccount; amount: number },
): LedgerEvent | null {
  assertMinorAmount(amount, kind);
  if (amount === 0) return null;
  return {
    kind,
    orderId,
    lines: [
      { account: to, amount },
      { account: from, amount: -amount },
    ],
  };
}

const present = (events: (LedgerEvent | null)[]): LedgerEvent[] =>
  events.filter((event): event is LedgerEvent => event !== null);

/** A card or PayPal attempt captured: the provider holds the money, the order's clearing owes it. */
export function paymentCapturedEvent(input: {
  orderId: string;
  provider: string;
  amount: number;
}): LedgerEvent | null {
  return transfer('PAYMENT_CAPTURED', input.orderId, {
    from: clearing(input.orderId),
    to: account('PROVIDER', input.provider),
    amount: input.amount,
  });
}

/** Cash taken at the door (by the rider) or at the counter (by the restaurant, a pick-up). */
export function cashCollectedEvent(input: {
  orderId: string;
  amount: number;
  holder: { kind: 'RIDER_CASH' | 'RESTAURANT_CASH'; owner: string };
}): LedgerEvent | null {
  return transfer('CASH_COLLECTED', input.orderId, {
    from: clearing(input.orderId),
    to: account(input.holder.kind, input.holder.owner),
    amount: input.amount,
  });
}

/** Who gives up money when a refund comes after the order was split (a partial refund, a goodwill). */
export type RefundSource =
  /** The order was never split (cancelled, or a second payment): the money is still in clearing. */
  | { from: 'CLEARING' }
  /** After the split: the party the operator names bears it. */
  | { from: 'SHARE'; borneBy: VoucherFunder; restaurantId: string };

/** Money back to the customer through the provider that captured it. */
export function refundEvent(input: {
  orderId: string;
  provider: string;
  amount: number;
  source: RefundSource;
}): LedgerEvent | null {
  const { source } = input;
  const from =
    source.from === 'CLEARING'
      ? clearing(input.orderId)
      : source.borneBy === 'PLATFORM'
        ? platform
        : account('RESTAURANT_PAYABLE', source.restaurantId);
  // The provider's balance goes down and the bearer's credit with it: `from` is debited here.
  return transfer('REFUND', input.orderId, {
    from: account('PROVIDER', input.provider),
    to: from,
    amount: input.amount,
  });
}

/**
 * A delivered order's money divided from its clearing account among the restaurant, the rider and the
 * platform (splitOrder), one event per part, in a fixed order. Afterwards the clearing account of the
 * order is back to zero, provided what was captured or collected was the order's total.
 */
export function settlementEvents(facts: OrderMoneyFacts): LedgerEvent[] {
  const split = splitOrder(facts);
  const { orderId } = facts;
  const restaurant = account('RESTAURANT_PAYABLE', facts.restaurantId);
  const rider = facts.riderId === null ? restaurant : account('RIDER_PAYABLE', facts.riderId);
  const discounted = facts.subtotal - facts.discount;
  return present([
    transfer('RESTAURANT_SHARE', orderId, { from: restaurant, to: clearing(orderId), amount: discounted }),
    transfer('TAX', orderId, { from: restaurant, to: clearing(orderId), amount: facts.tax }),
    transfer('VOUCHER_COST', orderId, { from: restaurant, to: platform, amount: split.voucherCost }),
    transfer('COMMISSION', orderId, { from: platform, to: restaurant, amount: split.commission }),
    transfer('DELIVERY_FEE', orderId, { from: platform, to: clearing(orderId), amount: facts.deliveryFee }),
    transfer('RIDER_FEE', orderId, { from: rider, to: platform, amount: split.riderFee }),
    transfer('TIP', orderId, { from: rider, to: clearing(orderId), amount: facts.tip }),
  ]);
}

/** The sum of an event's lines; a recorded event always has 0 here. */
export const eventSum = (event: LedgerEvent): number =>
  event.lines.reduce((sum, line) => sum + line.amount, 0);

/** Refuses an event whose lines do not balance, or carry anything but whole minor units. */
export function assertBalanced(event: LedgerEvent): void {
  for (const line of event.lines)
    if (!Number.isSafeInteger(line.amount))
      throw new AppError('INVALID_AMOUNT', `ledger amounts are whole minor units, got ${line.amount}`);
  if (eventSum(event) !== 0)
    throw new AppError('INVALID_AMOUNT', `a ${event.kind} event must balance, it sums to ${eventSum(event)}`);
}

/** What one order's lines say: money in, money back, the three shares and what is still in clearing. */
export type OrderLedgerSummary = {
  collected: number;
  refunded: number;
  restaurant: number;
  rider: number;
  platform: number;
  clearing: number;
};

/**
 * Reads an order's lines back (tests, reconciliation): shares are credits, so they are negated here,
 * and a refund counts what left the provider.
 */
export function summariseOrderLines(
  lines: readonly (LedgerLine & { eventKind: LedgerEventKind })[],
): OrderLedgerSummary {
  const summary: OrderLedgerSummary = {
    collected: 0,
    refunded: 0,
    restaurant: 0,
    rider: 0,
    platform: 0,
    clearing: 0,
  };
  for (const {
    account: { kind },
    amount,
    eventKind,
  } of lines) {
    if (eventKind === 'REFUND' && kind === 'PROVIDER') summary.refunded -= amount;
    else if (kind === 'PROVIDER' || kind === 'RIDER_CASH' || kind === 'RESTAURANT_CASH')
      summary.collected += amount;
    else if (kind === 'RESTAURANT_PAYABLE') summary.restaurant -= amount;
    else if (kind === 'RIDER_PAYABLE') summary.rider -= amount;
    else if (kind === 'PLATFORM_REVENUE') summary.platform -= amount;
    else summary.clearing += amount;
  }
  return summary;
}
