import { describe, expect, it } from 'vitest';
import { at, hours } from './hours.fixture.ts';
import { isRestaurantOpen, isWithinOpeningHours } from './opening-hours.ts';

describe('opening hours in the restaurant’s time zone', () => {
  it('one instant is open in Karachi and closed in New York', () => {
    const openingTimes = [hours('WED', '09:00-22:00')];
    const instant = at('2025-01-15T07:00'); // 12:00 in Karachi (UTC+5), 02:00 in New York (UTC-5)
    expect(isWithinOpeningHours({ openingTimes, timeZone: 'Asia/Karachi', at: instant })).toBe(true);
    expect(isWithinOpeningHours({ openingTimes, timeZone: 'America/New_York', at: instant })).toBe(false);
  });

  it('uses the local week day, not the UTC one', () => {
    // 20:00 UTC on Wednesday is 01:00 on Thursday in Karachi.
    const openingTimes = [hours('THU', '00:00-06:00')];
    expect(isWithinOpeningHours({ openingTimes, timeZone: 'Asia/Karachi', at: at('2025-01-15T20:00') })).toBe(
      true,
    );
    expect(isWithinOpeningHours({ openingTimes, timeZone: 'UTC', at: at('2025-01-15T20:00') })).toBe(false);
  });

  it.each([
    ['2025-07-16T13:30', true], // 09:30 EDT (UTC-4)
    ['2025-01-15T13:30', false], // 08:30 EST (UTC-5)
  ])('follows daylight saving time: %s → %s', (iso, expected) => {
    const openingTimes = [hours('WED', '09:00-17:00')];
    expect(isWithinOpeningHours({ openingTimes, timeZone: 'America/New_York', at: at(iso) })).toBe(expected);
  });

  it.each([
    ['2025-01-17T12:00', true],
    ['2025-01-17T15:00', false],
  ])('checks a scheduled order time (%s → %s), not the present', (iso, expected) => {
    const openingTimes = [hours('FRI', '11:00-14:00')];
    expect(isWithinOpeningHours({ openingTimes, timeZone: 'UTC', at: at(iso) })).toBe(expected);
  });
});

// docs/product/ordering.md#closed-restaurants
describe('isRestaurantOpen', () => {
  const openingTimes = [hours('MON', '09:00-17:00')];
  it.each([
    [true, '2025-01-13T12:00', true],
    [false, '2025-01-13T12:00', false], // unavailable beats opening hours
    [true, '2025-01-13T20:00', false],
    [true, '2025-01-14T12:00', false], // closed all day
  ])('available %s at %s → %s', (isAvailable, iso, expected) => {
    expect(isRestaurantOpen({ isAvailable, openingTimes, timeZone: 'UTC', now: at(iso) })).toBe(expected);
  });

  it('an unavailable restaurant is closed without looking at its hours', () => {
    const now = at('2025-01-13T12:00');
    expect(isRestaurantOpen({ isAvailable: false, openingTimes, timeZone: 'Not/AZone', now })).toBe(false);
    expect(() => isRestaurantOpen({ isAvailable: true, openingTimes, timeZone: 'Not/AZone', now })).toThrow(
      expect.objectContaining({ code: 'INVALID_TIME_ZONE' }),
    );
  });
});
