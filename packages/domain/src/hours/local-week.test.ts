import { describe, expect, it } from 'vitest';
import { addLocalDays, localWeekStart } from './local-week.ts';

describe('localWeekStart', () => {
  it.each([
    // 27 Nov 2026 is a Friday.
    ['2026-11-27T12:00:00Z', 'Asia/Karachi', '2026-11-23'],
    // Monday 00:30 in Karachi is still Sunday in UTC: the local Monday starts the week.
    ['2026-11-22T19:30:00Z', 'Asia/Karachi', '2026-11-23'],
    ['2026-11-22T19:30:00Z', 'UTC', '2026-11-16'],
    // Sunday belongs to the week that started six days before.
    ['2026-11-29T10:00:00Z', 'Asia/Karachi', '2026-11-23'],
    ['2026-11-23T00:00:00Z', 'UTC', '2026-11-23'],
    // Across a month and a year.
    ['2027-01-01T12:00:00Z', 'America/New_York', '2026-12-28'],
  ])('%s in %s: %s', (at, zone, monday) => {
    expect(localWeekStart(new Date(at), zone)).toBe(monday);
  });
});

describe('addLocalDays', () => {
  it('moves across months and leap days', () => {
    expect(addLocalDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addLocalDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addLocalDays('2026-11-23', 6)).toBe('2026-11-29');
  });
});
