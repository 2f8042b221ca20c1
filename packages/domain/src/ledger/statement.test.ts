import { describe, expect, it } from 'vitest';
import { mondayOf } from '../hours/local-week.ts';
import {
  buildStatements,
  localDayStart,
  statementEventLabel,
  statementLanguageOf,
  statementPeriod,
  type StatementSourceEntry,
} from './statement.ts';

const KARACHI = 'Asia/Karachi'; // UTC+5, no daylight saving

describe('statement periods', () => {
  it('a week runs Monday to Sunday in the local zone', () => {
    expect(mondayOf('2025-06-04')).toBe('2025-06-02'); // a Wednesday
    expect(mondayOf('2025-06-02')).toBe('2025-06-02');
    expect(mondayOf('2025-06-08')).toBe('2025-06-02'); // a Sunday
    // 2025-06-01 22:00 UTC is already Monday 03:00 in Karachi.
    const period = statementPeriod({ now: new Date('2025-06-01T22:00:00Z'), timeZone: KARACHI });
    expect(period).toMatchObject({ from: '2025-06-02', to: '2025-06-08' });
    expect(period.start.toISOString()).toBe('2025-06-01T19:00:00.000Z');
    expect(period.end.toISOString()).toBe('2025-06-08T19:00:00.000Z');
  });

  it('local midnight follows a change of offset', () => {
    // Berlin: UTC+1 in winter, UTC+2 from 30 March 2025.
    expect(localDayStart('2025-03-30', 'Europe/Berlin').toISOString()).toBe('2025-03-29T23:00:00.000Z');
    expect(localDayStart('2025-03-31', 'Europe/Berlin').toISOString()).toBe('2025-03-30T22:00:00.000Z');
    expect(localDayStart('2025-06-04', 'UTC').toISOString()).toBe('2025-06-04T00:00:00.000Z');
  });

  it('one end gives a week; bad dates and long periods are refused', () => {
    const now = new Date('2025-06-04T12:00:00Z');
    expect(statementPeriod({ from: '2025-05-01', now, timeZone: 'UTC' })).toMatchObject({
      from: '2025-05-01',
      to: '2025-05-07',
    });
    expect(statementPeriod({ to: '2025-05-07', now, timeZone: 'UTC' })).toMatchObject({ from: '2025-05-01' });
    expect(statementPeriod({ from: '2024-06-04', to: '2025-06-04', now, timeZone: 'UTC' }).to).toBe(
      '2025-06-04',
    );
    for (const range of [
      { from: '2025-02-30' },
      { from: '2025-06-05', to: '2025-06-04' },
      { from: '2024-06-03', to: '2025-06-04' },
    ])
      expect(() => statementPeriod({ ...range, now, timeZone: 'UTC' })).toThrow(
        expect.objectContaining({ code: 'BAD_USER_INPUT' }),
      );
  });
});

const period = statementPeriod({ from: '2025-06-02', to: '2025-06-08', now: new Date(), timeZone: 'UTC' });
let sequence = 0;
const entry = (over: Partial<StatementSourceEntry>): StatementSourceEntry => ({
  id: `e${String(++sequence).padStart(3, '0')}`,
  accountKind: 'RESTAURANT_PAYABLE',
  eventKind: 'RESTAURANT_SHARE',
  orderId: 'order-1',
  amount: -1500,
  currency: 'USD',
  createdAt: new Date('2025-06-04T10:00:00Z'),
  ...over,
});

describe('buildStatements', () => {
  it('opening + the period’s entries = closing, in the party’s sign, with totals per kind', () => {
    const entries = [
      entry({ amount: -1500 }),
      entry({ eventKind: 'TAX', amount: -230 }),
      entry({ eventKind: 'COMMISSION', amount: 300 }),
      entry({ eventKind: 'RESTAURANT_SHARE', amount: -1000, orderId: 'order-2' }),
      entry({ accountKind: 'RESTAURANT_CASH', eventKind: 'CASH_COLLECTED', amount: 1200 }),
      // A kind this code does not know yet still counts and shows.
      entry({ eventKind: 'PAYOUT_REVERSED', amount: 50, createdAt: new Date('2025-06-03T09:30:00Z') }),
      // Another party's account is not part of it.
      entry({ accountKind: 'RIDER_PAYABLE', eventKind: 'TIP', amount: -999 }),
    ];
    const [statement, ...others] = buildStatements({
      party: 'RESTAURANT',
      owner: 'r1',
      period,
      currency: 'USD',
      openings: [
        { accountKind: 'RESTAURANT_PAYABLE', currency: 'USD', amount: -5000 },
        { accountKind: 'RESTAURANT_CASH', currency: 'USD', amount: 700 },
      ],
      entries,
    });
    expect(others).toEqual([]);
    expect(statement!.opening).toBe(5000 - 700);
    expect(statement!.totals).toEqual([
      { eventKind: 'CASH_COLLECTED', amount: -1200, count: 1 },
      { eventKind: 'RESTAURANT_SHARE', amount: 2500, count: 2 },
      { eventKind: 'TAX', amount: 230, count: 1 },
      { eventKind: 'COMMISSION', amount: -300, count: 1 },
      { eventKind: 'PAYOUT_REVERSED', amount: -50, count: 1 },
    ]);
    expect(statement!.movement).toBe(2500 + 230 - 300 - 1200 - 50);
    expect(statement!.closing).toBe(statement!.opening + statement!.movement);
    expect(statement!.accounts).toEqual([
      { accountKind: 'RESTAURANT_PAYABLE', opening: 5000, closing: 5000 + 2500 + 230 - 300 - 50 },
      { accountKind: 'RESTAURANT_CASH', opening: -700, closing: -1900 },
    ]);
    expect(statement!.entries[0]).toMatchObject({ at: '2025-06-03 09:30', eventKind: 'PAYOUT_REVERSED' });
    expect(statement!.entries).toHaveLength(6);
  });

  it('one statement per currency, and an empty one when nothing happened', () => {
    const two = buildStatements({
      party: 'RIDER',
      owner: 'x',
      period,
      currency: 'USD',
      openings: [{ accountKind: 'RIDER_PAYABLE', currency: 'EUR', amount: -100 }],
      entries: [entry({ accountKind: 'RIDER_PAYABLE', eventKind: 'TIP', amount: -250 })],
    });
    expect(two.map((s) => [s.currency, s.opening, s.closing])).toEqual([
      ['EUR', 100, 100],
      ['USD', 0, 250],
    ]);
    const empty = buildStatements({
      party: 'RIDER',
      owner: 'x',
      period,
      currency: 'PKR',
      openings: [],
      entries: [],
    });
    expect(empty).toEqual([
      expect.objectContaining({ currency: 'PKR', opening: 0, closing: 0, totals: [], entries: [] }),
    ]);
    expect(Object.is(empty[0]!.opening, -0)).toBe(false);
  });
});

describe('labels', () => {
  it('every kind has a label, a new one from its code', () => {
    expect(statementEventLabel('PAYOUT', 'en')).toBe('Payout');
    expect(statementEventLabel('PAYOUT', 'ar')).toMatch(/[\u0600-\u06ff]/);
    expect(statementEventLabel('SOMETHING_NEW', 'ar')).toBe('Something new');
    expect(statementLanguageOf('ar-EG')).toBe('ar');
    expect(statementLanguageOf('de')).toBe('en');
  });
});
