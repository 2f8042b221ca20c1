import type { OrderStatus } from '@food/domain';
import { describe, expect, it } from 'vitest';
import { columnOf, isScheduled, mergeOrder, type ConsoleOrder } from './board.ts';
import { toOpeningTimesInput, toWeekDraft } from './hours.ts';

const order = (id: string, createdAt: string, orderStatus: OrderStatus = 'PENDING') =>
  ({ _id: id, createdAt, orderDate: createdAt, orderStatus }) as ConsoleOrder;

describe('board', () => {
  it('puts each status in its column', () => {
    expect(
      ['PENDING', 'ACCEPTED', 'ASSIGNED', 'PICKED', 'DELIVERED', 'CANCELLED', 'NEW?'].map((s) =>
        columnOf({ orderStatus: s as OrderStatus }),
      ),
    ).toEqual(['new', 'preparing', 'preparing', 'ready', 'done', 'done', 'done']);
  });

  it('adds a new order newest first and replaces a changed one in place', () => {
    const list = [order('b', '2025-06-04T12:05:00Z'), order('a', '2025-06-04T12:00:00Z')];
    const added = mergeOrder(list, order('c', '2025-06-04T12:10:00Z'));
    expect(added.map((o) => o._id)).toEqual(['c', 'b', 'a']);
    const changed = mergeOrder(added, order('b', '2025-06-04T12:05:00Z', 'ACCEPTED'));
    expect(changed.map((o) => [o._id, o.orderStatus])).toEqual([
      ['c', 'PENDING'],
      ['b', 'ACCEPTED'],
      ['a', 'PENDING'],
    ]);
  });

  it('calls an order scheduled when it is for more than 10 minutes after it was placed', () => {
    expect(isScheduled({ createdAt: '2025-06-04T12:00:00Z', orderDate: '2025-06-04T12:05:00Z' })).toBe(false);
    expect(isScheduled({ createdAt: '2025-06-04T12:00:00Z', orderDate: '2025-06-04T14:00:00Z' })).toBe(true);
  });
});

describe('opening hours drafts', () => {
  it('round-trips the week, midnight as 00:00 in the form and [24, 0] to the API', () => {
    const week = toWeekDraft([
      { day: 'MON', times: [{ startTime: [9, 0], endTime: [24, 0] }] },
      { day: 'TUE', times: [] },
    ]);
    expect(week.MON).toEqual([{ start: '09:00', end: '00:00' }]);
    expect(week.SUN).toEqual([]);
    const input = toOpeningTimesInput(week);
    expect(input.ok && input.value.find((d) => d.day === 'MON')).toEqual({
      day: 'MON',
      times: [{ startTime: [9, 0], endTime: [24, 0] }],
    });
  });

  it('names the first day with an incomplete or empty window', () => {
    const week = toWeekDraft([]);
    week.WED = [{ start: '10:00', end: '' }];
    expect(toOpeningTimesInput(week)).toEqual({ ok: false, day: 'WED' });
    week.WED = [{ start: '10:00', end: '10:00' }];
    expect(toOpeningTimesInput(week)).toEqual({ ok: false, day: 'WED' });
  });
});
