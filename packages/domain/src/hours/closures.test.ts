import { describe, expect, it } from 'vitest';
import { isLocalDate, isPausedAt, isRestaurantOpenNow, isWithinBusinessHours } from './closures.ts';
import { localDate, localDateTime, wallClock } from './wall-clock.ts';
import { at, hours } from './hours.fixture.ts';

describe('busy controls: closures and timed pauses', () => {
  const openingTimes = [hours('WED', '09:00-22:00'), hours('TUE', '18:00-02:00')];

  it('the local date follows the restaurant’s zone', () => {
    // 20:00 UTC on Wednesday 15 January is Thursday 16 in Karachi.
    expect(localDate(at('2025-01-15T20:00'), 'Asia/Karachi')).toBe('2025-01-16');
    expect(localDate(at('2025-01-15T20:00'), 'UTC')).toBe('2025-01-15');
    expect(localDateTime(at('2025-01-15T19:05'), 'Asia/Karachi')).toBe('2025-01-16 00:05');
    expect(wallClock(at('2025-01-15T19:00'), 'Asia/Karachi')).toEqual({
      year: 2025,
      month: 1,
      day: 16,
      hour: 0,
      minute: 0,
    });
    expect(() => localDate(at('2025-01-15T19:00'), 'Mars/Olympus')).toThrow(/Unknown time zone/);
  });

  it('a closure day is closed all day, including the previous night’s window into it', () => {
    const noon = at('2025-01-15T12:00'); // Wednesday
    expect(isWithinBusinessHours({ openingTimes, timeZone: 'UTC', at: noon })).toBe(true);
    expect(isWithinBusinessHours({ openingTimes, timeZone: 'UTC', at: noon, closures: ['2025-01-15'] })).toBe(
      false,
    );
    expect(isWithinBusinessHours({ openingTimes, timeZone: 'UTC', at: noon, closures: ['2025-01-16'] })).toBe(
      true,
    );
    // 01:00 on Wednesday still belongs to Tuesday's 18:00-02:00 window.
    const lateTuesday = at('2025-01-15T01:00');
    expect(isWithinBusinessHours({ openingTimes, timeZone: 'UTC', at: lateTuesday })).toBe(true);
    expect(
      isWithinBusinessHours({ openingTimes, timeZone: 'UTC', at: lateTuesday, closures: ['2025-01-14'] }),
    ).toBe(false);
  });

  it('a timed pause closes until its end, then opens by itself', () => {
    const now = at('2025-01-15T12:00');
    const pausedUntil = at('2025-01-15T12:30');
    const open = (when: Date) =>
      isRestaurantOpenNow({ isAvailable: true, openingTimes, timeZone: 'UTC', now: when, pausedUntil });
    expect(open(now)).toBe(false);
    expect(open(at('2025-01-15T12:30'))).toBe(true);
    expect(isPausedAt(null, now)).toBe(false);
  });

  it.each([
    ['2025-02-28', true],
    ['2025-02-29', false],
    ['2025-1-05', false],
    ['tomorrow', false],
  ])('isLocalDate(%s) → %s', (value, expected) => {
    expect(isLocalDate(value)).toBe(expected);
  });
});
