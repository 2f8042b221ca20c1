import { describe, expect, it } from 'vitest';
import { weekdayInZone, zonedClock } from './zoned-clock.ts';

describe('zonedClock', () => {
  it.each([
    // 2025-01-15 is a Wednesday.
    ['2025-01-15T20:00:00Z', 'UTC', 'WED', 20 * 60],
    ['2025-01-15T20:00:00Z', 'Asia/Karachi', 'THU', 1 * 60], // UTC+5: already Thursday
    ['2025-01-15T20:00:00Z', 'America/New_York', 'WED', 15 * 60], // EST, UTC-5
    ['2025-07-16T20:00:00Z', 'America/New_York', 'WED', 16 * 60], // EDT, UTC-4
    ['2025-01-15T00:00:00Z', 'UTC', 'WED', 0], // midnight is minute 0, not 24:00
    ['2025-01-15T18:45:00Z', 'Asia/Kolkata', 'THU', 15], // UTC+5:30
  ])('%s in %s → %s minute %s', (iso, zone, day, minute) => {
    expect(zonedClock(new Date(iso), zone)).toEqual({ day, minuteOfDay: minute });
  });

  it('weekdayInZone gives the local week day', () => {
    expect(weekdayInZone(new Date('2025-01-18T23:30:00Z'), 'UTC')).toBe('SAT');
    expect(weekdayInZone(new Date('2025-01-18T23:30:00Z'), 'Asia/Karachi')).toBe('SUN');
  });

  it('rejects an unknown time zone and an invalid date', () => {
    expect(() => zonedClock(new Date(), 'Mars/Olympus')).toThrow(
      expect.objectContaining({ code: 'INVALID_TIME_ZONE' }),
    );
    expect(() => zonedClock(new Date('nope'), 'UTC')).toThrow(
      expect.objectContaining({ code: 'INVALID_DATE' }),
    );
  });
});
