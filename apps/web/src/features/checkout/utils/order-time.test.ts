import { type OpeningTimes } from '@food/domain';
import { describe, expect, it } from 'vitest';
import {
  acceptHour,
  acceptMinute,
  checkOrderTime,
  dateInZone,
  orderDateIso,
  scheduledInstant,
  suggestScheduledTime,
} from './order-time.ts';

const KARACHI = 'Asia/Karachi'; // UTC+5, no DST
const NOON_TO_2330: OpeningTimes = (['SUN', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const).map((day) => ({
  day,
  times: [{ startTime: [12, 0], endTime: [23, 30] }],
}));
const hours = { openingTimes: NOON_TO_2330, timeZone: KARACHI };
// Tuesday 2026-11-17 08:00 in Karachi.
const now = new Date('2026-11-17T03:00:00Z');

// docs/product/validation.md#order-time
describe('hour and minute fields', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['7', '7'],
    ['11', '11'],
    ['09', '09'],
    ['12', null],
    ['99', null],
    ['1a', null],
    ['-1', null],
    ['1.5', null],
    [' 1', null],
    ['111', null],
  ])('hour %j → %j', (text, expected) => {
    expect(acceptHour(text)).toBe(expected);
  });

  it.each([
    ['', ''],
    ['0', '0'],
    ['59', '59'],
    ['60', null],
    ['5x', null],
    ['075', null],
  ])('minute %j → %j', (text, expected) => {
    expect(acceptMinute(text)).toBe(expected);
  });
});

describe('scheduled instants in the restaurant zone', () => {
  it('reads the wall clock in the restaurant zone; 0 PM is noon, 0 AM is midnight', () => {
    const at = (hour: string, period: 'AM' | 'PM') =>
      scheduledInstant({ date: '2026-11-17', hour, minute: '30', period }, KARACHI)?.toISOString();
    expect(at('0', 'PM')).toBe('2026-11-17T07:30:00.000Z');
    expect(at('0', 'AM')).toBe('2026-11-16T19:30:00.000Z');
    expect(at('11', 'PM')).toBe('2026-11-17T18:30:00.000Z');
  });

  it('handles zones with daylight saving', () => {
    const summer = scheduledInstant(
      { date: '2026-07-01', hour: '6', minute: '00', period: 'PM' },
      'Europe/Berlin',
    );
    const winter = scheduledInstant(
      { date: '2026-12-01', hour: '6', minute: '00', period: 'PM' },
      'Europe/Berlin',
    );
    expect(summer?.toISOString()).toBe('2026-07-01T16:00:00.000Z');
    expect(winter?.toISOString()).toBe('2026-12-01T17:00:00.000Z');
  });

  it('is null while incomplete or for an impossible date', () => {
    expect(
      scheduledInstant({ date: '2026-11-17', hour: '', minute: '00', period: 'AM' }, KARACHI),
    ).toBeNull();
    expect(scheduledInstant({ date: '2026-11-17', hour: '1', minute: '', period: 'AM' }, KARACHI)).toBeNull();
    expect(
      scheduledInstant({ date: '2026-02-30', hour: '1', minute: '00', period: 'AM' }, KARACHI),
    ).toBeNull();
    expect(scheduledInstant({ date: '', hour: '1', minute: '00', period: 'AM' }, KARACHI)).toBeNull();
  });

  it('gives the date where the restaurant is', () => {
    expect(dateInZone(new Date('2026-11-17T20:00:00Z'), KARACHI)).toBe('2026-11-18');
    expect(dateInZone(new Date('2026-11-17T18:59:00Z'), KARACHI)).toBe('2026-11-17');
  });
});

describe('checkOrderTime', () => {
  const scheduled = (date: string, hour: string, minute: string, period: 'AM' | 'PM') =>
    ({ kind: 'scheduled', date, hour, minute, period }) as const;

  it.each([
    ['ASAP', { kind: 'asap' } as const, 'ok'],
    ['Tuesday 12:30 PM (inside)', scheduled('2026-11-17', '0', '30', 'PM'), 'ok'],
    ['Tuesday 11:30 PM (the close is exclusive)', scheduled('2026-11-17', '11', '30', 'PM'), 'closed'],
    ['Tuesday 11:29 PM', scheduled('2026-11-17', '11', '29', 'PM'), 'ok'],
    ['Tuesday 11:59 AM (before opening)', scheduled('2026-11-17', '11', '59', 'AM'), 'closed'],
    ['Monday 1 PM (closed all day)', scheduled('2026-11-23', '1', '00', 'PM'), 'closed'],
    ['Tuesday 7 AM (already past)', scheduled('2026-11-17', '7', '00', 'AM'), 'past'],
    ['an empty minute', scheduled('2026-11-17', '1', '', 'PM'), 'incomplete'],
  ])('%s → %s', (_name, time, expected) => {
    expect(checkOrderTime(time, hours, now)).toBe(expected);
  });
});

describe('suggestions and the order date', () => {
  it('suggests about an hour ahead on a quarter hour, in the restaurant zone', () => {
    expect(suggestScheduledTime(now, KARACHI)).toEqual({
      date: '2026-11-17',
      hour: '9',
      minute: '00',
      period: 'AM',
    });
    expect(suggestScheduledTime(new Date('2026-11-17T05:50:00Z'), KARACHI)).toEqual({
      date: '2026-11-17',
      hour: '0',
      minute: '00',
      period: 'PM',
    });
  });

  it('sends now for ASAP and the scheduled instant otherwise', () => {
    expect(orderDateIso({ kind: 'asap' }, KARACHI, now)).toBe(now.toISOString());
    expect(
      orderDateIso(
        { kind: 'scheduled', date: '2026-11-18', hour: '1', minute: '15', period: 'PM' },
        KARACHI,
        now,
      ),
    ).toBe('2026-11-18T08:15:00.000Z');
  });
});
