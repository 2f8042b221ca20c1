import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '../orders/payment-methods.ts';
import type { LedgerEvent } from './accounts.ts';
import {
  assertBalanced,
  cashCollectedEvent,
  eventSum,
  paymentCapturedEvent,
  refundEvent,
  settlementEvents,
  summariseOrderLines,
} from './ledger-events.ts';
import { orderTotalOf, splitOrder, type OrderMoneyFacts } from './order-money.ts';
import { baseFacts } from './ledger.fixture.ts';
import { PAYOUT_PARTY_ACCOUNTS, payoutEvent, payoutPaidEvent, type PayoutPartyKind } from './payouts.ts';

const linesOf = (events: LedgerEvent[]) =>
  events.flatMap((event) => event.lines.map((line) => ({ ...line, eventKind: event.kind })));

const balanceOf = (events: LedgerEvent[], kind: string, owner: string) =>
  linesOf(events)
    .filter((line) => line.account.kind === kind && line.account.owner === owner)
    .reduce((sum, line) => sum + line.amount, 0);

describe('event entries', () => {
  it('a capture moves the total from the order to the provider', () => {
    expect(paymentCapturedEvent({ orderId: 'o', provider: 'stripe', amount: 2780 })).toEqual({
      kind: 'PAYMENT_CAPTURED',
      orderId: 'o',
      lines: [
        { account: { kind: 'PROVIDER', owner: 'stripe' }, amount: 2780 },
        { account: { kind: 'ORDER_CLEARING', owner: 'o' }, amount: -2780 },
      ],
    });
  });

  it('nothing is recorded for zero', () => {
    expect(paymentCapturedEvent({ orderId: 'o', provider: 'stripe', amount: 0 })).toBeNull();
    const kinds = settlementEvents({ ...baseFacts, tip: 0, tax: 0, riderId: null }).map((e) => e.kind);
    expect(kinds).toEqual(['RESTAURANT_SHARE', 'COMMISSION', 'DELIVERY_FEE']);
  });

  it('the worked example of docs/money.md', () => {
    const facts: OrderMoneyFacts = { ...baseFacts, discount: 500, voucherFundedBy: 'PLATFORM' };
    const events = [
      paymentCapturedEvent({ orderId: 'order-1', provider: 'stripe', amount: orderTotalOf(facts) })!,
      ...settlementEvents(facts),
    ];
    expect(events.map((event) => [event.kind, ...event.lines.map((line) => line.amount)])).toEqual([
      ['PAYMENT_CAPTURED', 2280, -2280],
      ['RESTAURANT_SHARE', 1500, -1500],
      ['TAX', 230, -230],
      ['VOUCHER_COST', 500, -500],
      ['COMMISSION', 300, -300],
      ['DELIVERY_FEE', 300, -300],
      ['RIDER_FEE', 315, -315],
      ['TIP', 250, -250],
    ]);
    expect(balanceOf(events, 'ORDER_CLEARING', 'order-1')).toBe(0);
    expect(balanceOf(events, 'RESTAURANT_PAYABLE', 'restaurant-1')).toBe(-1930);
    expect(balanceOf(events, 'RIDER_PAYABLE', 'rider-1')).toBe(-565);
    expect(balanceOf(events, 'PLATFORM_REVENUE', 'platform')).toBe(-(300 + 300 - 315 - 500));
  });

  it('cash at the door is held by the rider', () => {
    const event = cashCollectedEvent({
      orderId: 'o',
      amount: 900,
      holder: { kind: 'RIDER_CASH', owner: 'r' },
    });
    expect(event?.lines[0]).toEqual({ account: { kind: 'RIDER_CASH', owner: 'r' }, amount: 900 });
  });

  it('a refund after the split is borne by the party named', () => {
    const event = refundEvent({
      orderId: 'o',
      provider: 'paypal',
      amount: 100,
      source: { from: 'SHARE', borneBy: 'RESTAURANT', restaurantId: 'rest' },
    });
    expect(event?.lines).toEqual([
      { account: { kind: 'RESTAURANT_PAYABLE', owner: 'rest' }, amount: 100 },
      { account: { kind: 'PROVIDER', owner: 'paypal' }, amount: -100 },
    ]);
  });

  it('assertBalanced refuses an unbalanced or fractional event', () => {
    const event = paymentCapturedEvent({ orderId: 'o', provider: 'demo', amount: 10 })!;
    expect(() => assertBalanced({ ...event, lines: [event.lines[0]!] })).toThrow(/balance/);
    expect(() =>
      assertBalanced({ ...event, lines: event.lines.map((line) => ({ ...line, amount: line.amount / 4 })) }),
    ).toThrow(/whole/);
  });
});

// Random orders through random lives: each event balances, and what the three parties end with is
// exactly what customers paid less what went back to them.
const amount = (max: number) => fc.integer({ min: 0, max });
const factsArbitrary = fc
  .record({
    method: fc.constantFrom(...PAYMENT_METHODS),
    pickup: fc.boolean(),
    subtotal: amount(500_000),
    discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
    funder: fc.constantFrom('PLATFORM' as const, 'RESTAURANT' as const),
    deliveryFee: amount(5_000),
    tax: amount(50_000),
    tip: amount(20_000),
    commissionBp: fc.integer({ min: 0, max: 10_000 }),
    perDelivery: amount(2_000),
    perKm: amount(500),
    distanceKm: fc.double({ min: 0, max: 40, noNaN: true }),
  })
  .map((r): OrderMoneyFacts => {
    const discount = Math.floor(r.subtotal * r.discountShare);
    return {
      orderId: 'order',
      restaurantId: 'restaurant',
      riderId: r.pickup ? null : 'rider',
      paymentMethod: r.method,
      subtotal: r.subtotal,
      discount,
      voucherFundedBy: discount > 0 ? r.funder : null,
      deliveryFee: r.pickup ? 0 : r.deliveryFee,
      tax: r.tax,
      tip: r.tip,
      commissionBp: r.commissionBp,
      riderFee: { perDelivery: r.perDelivery, perKm: r.perKm },
      distanceKm: r.pickup ? 0 : r.distanceKm,
    };
  });

const lifeArbitrary = fc.record({
  ending: fc.constantFrom('DELIVERED', 'CANCELLED_UNPAID', 'CANCELLED_PAID'),
  secondPayment: fc.boolean(),
  laterRefund: fc.option(
    fc.record({
      share: fc.double({ min: 0, max: 1, noNaN: true }),
      borneBy: fc.constantFrom('PLATFORM' as const, 'RESTAURANT' as const),
    }),
  ),
});

type Life = typeof lifeArbitrary extends fc.Arbitrary<infer T> ? T : never;

/** The events of one order's life, and what was refunded after it was split. */
function live(facts: OrderMoneyFacts, life: Life): { events: LedgerEvent[]; refundedAfterSplit: number } {
  const total = orderTotalOf(facts);
  const provider = facts.paymentMethod === 'PAYPAL' ? 'paypal' : 'stripe';
  const card = facts.paymentMethod !== 'COD';
  const events: (LedgerEvent | null)[] = [];
  const { orderId } = facts;
  if (card && life.ending !== 'CANCELLED_UNPAID') {
    events.push(paymentCapturedEvent({ orderId, provider, amount: total }));
    if (life.secondPayment) {
      events.push(paymentCapturedEvent({ orderId, provider, amount: total }));
      events.push(refundEvent({ orderId, provider, amount: total, source: { from: 'CLEARING' } }));
    }
  }
  if (life.ending === 'CANCELLED_PAID' && card)
    events.push(refundEvent({ orderId, provider, amount: total, source: { from: 'CLEARING' } }));
  const recorded = () => events.filter((e): e is LedgerEvent => e !== null);
  if (life.ending !== 'DELIVERED') return { events: recorded(), refundedAfterSplit: 0 };
  if (!card) {
    const holder =
      facts.riderId === null
        ? { kind: 'RESTAURANT_CASH' as const, owner: facts.restaurantId }
        : { kind: 'RIDER_CASH' as const, owner: facts.riderId };
    events.push(cashCollectedEvent({ orderId, amount: total, holder }));
  }
  events.push(...settlementEvents(facts));
  if (!card || !life.laterRefund) return { events: recorded(), refundedAfterSplit: 0 };
  const refund = Math.floor(total * life.laterRefund.share);
  const source = {
    from: 'SHARE' as const,
    borneBy: life.laterRefund.borneBy,
    restaurantId: facts.restaurantId,
  };
  events.push(refundEvent({ orderId, provider, amount: refund, source }));
  return { events: recorded(), refundedAfterSplit: refund };
}

/** Pays one party out for everything on its accounts so far, then marks the payout paid. */
function payOut(events: LedgerEvent[], party: PayoutPartyKind, owner: string): LedgerEvent[] {
  const claims = PAYOUT_PARTY_ACCOUNTS[party].map((kind) => ({
    account: { kind, owner },
    sum: balanceOf(events, kind, owner),
  }));
  const plan = payoutEvent({ payoutId: `payout-${party}`, party, claims });
  if (!plan) return [];
  const paid = payoutPaidEvent({ payoutId: `payout-${party}`, adapter: 'manual', amount: plan.amount });
  return paid ? [plan.event, paid] : [plan.event];
}

describe('property: every order adds up', () => {
  it('each event sums to zero, shares equal paid less refunded, and payouts leave the platform its revenue', () => {
    fc.assert(
      fc.property(factsArbitrary, lifeArbitrary, (facts, life) => {
        const { events, refundedAfterSplit } = live(facts, life);
        for (const event of events) {
          expect(eventSum(event)).toBe(0);
          for (const line of event.lines) expect(Number.isSafeInteger(line.amount)).toBe(true);
        }
        const summary = summariseOrderLines(linesOf(events));
        expect(summary.clearing).toBe(0);
        expect(summary.restaurant + summary.rider + summary.platform).toBe(
          summary.collected - summary.refunded,
        );
        if (life.ending === 'DELIVERED') {
          const split = splitOrder(facts);
          expect(summary.rider).toBe(split.rider);
          expect(summary.restaurant + summary.platform).toBe(
            split.restaurant + split.platform - refundedAfterSplit,
          );
        } else {
          expect(summary.restaurant + summary.rider + summary.platform).toBe(0);
        }
        // Then both parties are paid out (or collected from) and the money sent.
        const settled = [...events, ...payOut(events, 'RESTAURANT', facts.restaurantId)];
        if (facts.riderId !== null) settled.push(...payOut(settled, 'RIDER', facts.riderId));
        for (const event of settled) expect(eventSum(event)).toBe(0);
        for (const kind of [
          ...PAYOUT_PARTY_ACCOUNTS.RESTAURANT,
          ...PAYOUT_PARTY_ACCOUNTS.RIDER,
          'PAYOUT_PENDING',
        ])
          expect(
            linesOf(settled)
              .filter((l) => l.account.kind === kind)
              .reduce((s, l) => s + l.amount, 0),
          ).toBe(0);
        // What is left where the money is (the provider, less what was sent) is exactly the platform's.
        const held = (kind: string) =>
          linesOf(settled)
            .filter((l) => l.account.kind === kind)
            .reduce((s, l) => s + l.amount, 0);
        expect(held('PROVIDER') + held('PAID_OUT') + held('PLATFORM_REVENUE')).toBe(0);
      }),
      { numRuns: 2000 },
    );
    // 2,000 random orders: about 3 s alone, several times that beside other suites on 2 cores.
  }, 60_000);
});
