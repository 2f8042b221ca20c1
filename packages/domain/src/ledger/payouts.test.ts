import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.ts';
import {
  assertPayoutTransition,
  lastSundayBefore,
  payoutEvent,
  payoutReversedEvent,
  payoutStatusesBefore,
  payoutIdempotencyKey,
  payoutPaidEvent,
  payoutPeriodEnd,
} from './payouts.ts';
import { eventSum } from './ledger-events.ts';

const restaurantClaims = (payable: number, cash: number) => [
  { account: { kind: 'RESTAURANT_PAYABLE' as const, owner: 'r1' }, sum: payable },
  { account: { kind: 'RESTAURANT_CASH' as const, owner: 'r1' }, sum: cash },
];

describe('payout events', () => {
  it('docs/money.md: the restaurant owed 19.30 is paid out', () => {
    const plan = payoutEvent({ payoutId: 'p1', party: 'RESTAURANT', claims: restaurantClaims(-1930, 0) })!;
    expect(plan.amount).toBe(1930);
    expect(plan.direction).toBe('PAYOUT');
    expect(plan.event).toEqual({
      kind: 'PAYOUT',
      orderId: null,
      lines: [
        { account: { kind: 'RESTAURANT_PAYABLE', owner: 'r1' }, amount: 1930 },
        { account: { kind: 'PAYOUT_PENDING', owner: 'p1' }, amount: -1930 },
      ],
    });
    expect(payoutPaidEvent({ payoutId: 'p1', adapter: 'manual', amount: 1930 })!.lines).toEqual([
      { account: { kind: 'PAYOUT_PENDING', owner: 'p1' }, amount: 1930 },
      { account: { kind: 'PAID_OUT', owner: 'manual' }, amount: -1930 },
    ]);
  });

  it('a rider holding more cash than earned is a collection, the same events with the other sign', () => {
    const claims = [
      { account: { kind: 'RIDER_PAYABLE' as const, owner: 'x' }, sum: -565 },
      { account: { kind: 'RIDER_CASH' as const, owner: 'x' }, sum: 2280 },
    ];
    const plan = payoutEvent({ payoutId: 'p2', party: 'RIDER', claims })!;
    expect(plan).toMatchObject({ amount: -1715, direction: 'COLLECTION' });
    expect(plan.event.lines.map((line) => line.amount)).toEqual([565, -2280, 1715]);
    expect(eventSum(plan.event)).toBe(0);
    expect(eventSum(payoutPaidEvent({ payoutId: 'p2', adapter: 'manual', amount: -1715 })!)).toBe(0);
  });

  it('nothing to settle makes no payout, and zero claims write no line', () => {
    const even = payoutEvent({ payoutId: 'p', party: 'RESTAURANT', claims: restaurantClaims(-500, 500) })!;
    expect(even.amount).toBe(0);
    expect(even.event.lines.map((line) => [line.account.kind, line.amount])).toEqual([
      ['RESTAURANT_PAYABLE', 500],
      ['RESTAURANT_CASH', -500],
    ]);
    expect(payoutEvent({ payoutId: 'p', party: 'RESTAURANT', claims: restaurantClaims(0, 0) })).toBeNull();
    expect(payoutEvent({ payoutId: 'p', party: 'RESTAURANT', claims: [] })).toBeNull();
    const plan = payoutEvent({ payoutId: 'p', party: 'RESTAURANT', claims: restaurantClaims(0, 700) })!;
    expect(plan.event.lines).toHaveLength(2);
    expect(payoutPaidEvent({ payoutId: 'p', adapter: 'stripe', amount: 0 })).toBeNull();
  });

  it('refuses another party’s accounts and fractions', () => {
    const wrong = [{ account: { kind: 'RIDER_PAYABLE' as const, owner: 'x' }, sum: -1 }];
    expect(() => payoutEvent({ payoutId: 'p', party: 'RESTAURANT', claims: wrong })).toThrow(/cannot settle/);
    expect(() =>
      payoutEvent({ payoutId: 'p', party: 'RESTAURANT', claims: restaurantClaims(-1.5, 0) }),
    ).toThrow();
  });
});

describe('payout periods', () => {
  it.each([
    ['2026-11-22', '2026-11-23T00:00:00.000Z'],
    ['2024-02-29', '2024-03-01T00:00:00.000Z'],
  ])('%s ends at %s', (day, end) => {
    expect(payoutPeriodEnd(day).toISOString()).toBe(end);
  });

  it.each(['2026-02-30', '22/11/2026', '', '2026-11-22T00:00'])('refuses %j', (day) => {
    expect(() => payoutPeriodEnd(day)).toThrow(/YYYY-MM-DD/);
  });

  it.each([
    ['2026-11-27T23:10:00Z', '2026-11-22'], // a Friday
    ['2026-11-22T10:00:00Z', '2026-11-15'], // a Sunday: the week is not over
    ['2026-11-23T00:00:00Z', '2026-11-22'], // Monday midnight
  ])('the last Sunday before %s is %s', (now, sunday) => {
    expect(lastSundayBefore(new Date(now))).toBe(sunday);
  });

  it('keys name the party, currency and period', () => {
    const key = payoutIdempotencyKey({
      party: 'RIDER',
      partyId: 'r',
      currency: 'USD',
      periodEnd: new Date('2026-11-23T00:00:00Z'),
    });
    expect(key).toBe('payout:RIDER:r:USD:2026-11-23T00:00:00.000Z');
  });
});

describe('payout transitions and reversals', () => {
  it('allows PENDING → PAID | FAILED and PAID → FAILED; FAILED is final', () => {
    expect(payoutStatusesBefore('PAID')).toEqual(['PENDING']);
    expect(payoutStatusesBefore('FAILED')).toEqual(['PENDING', 'PAID']);
    expect(() => assertPayoutTransition('FAILED', 'PAID')).toThrow(/failed payout cannot become paid/);
    expect(() => assertPayoutTransition('PAID', 'PENDING')).toThrow(AppError);
    expect(() => assertPayoutTransition('PAID', 'FAILED')).not.toThrow();
  });

  it('gives a reversed payout back to the party’s payable account from where the money sits', () => {
    const base = {
      payoutId: 'p1',
      party: 'RIDER' as const,
      partyId: 'r1',
      adapter: 'stripe' as const,
      amount: 565,
    };
    expect(payoutReversedEvent({ ...base, wasPaid: true }).lines).toEqual([
      { account: { kind: 'PAID_OUT', owner: 'stripe' }, amount: 565 },
      { account: { kind: 'RIDER_PAYABLE', owner: 'r1' }, amount: -565 },
    ]);
    expect(payoutReversedEvent({ ...base, wasPaid: false }).lines[0]).toEqual({
      account: { kind: 'PAYOUT_PENDING', owner: 'p1' },
      amount: 565,
    });
    expect(() => payoutReversedEvent({ ...base, amount: -10, wasPaid: true })).toThrow(AppError);
  });
});
