import { describe, expect, it } from 'vitest';
import { formatTimeOfDay, weekDayName, weekHours } from './opening-hours-display.ts';

describe('weekHours', () => {
  it('lists SUN..SAT, each window as HH:MM–HH:MM, and no windows for a missing day', () => {
    const hours = weekHours([
      {
        day: 'TUE',
        times: [
          { startTime: [12, 0], endTime: [15, 0] },
          { startTime: [19, 0], endTime: [23, 30] },
        ],
      },
      { day: 'SUN', times: [{ startTime: [0, 0], endTime: [24, 0] }] },
      { day: 'MON', times: [] },
      { day: 'XYZ', times: [{ startTime: [1, 0], endTime: [2, 0] }] },
    ]);
    expect(hours.map((d) => d.day)).toEqual(['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT']);
    expect(hours[0]?.windows).toEqual(['00:00–24:00']);
    expect(hours[1]?.windows).toEqual([]);
    expect(hours[2]?.windows).toEqual(['12:00–15:00', '19:00–23:30']);
    expect(hours[3]?.windows).toEqual([]);
  });

  it('pads hours and minutes', () => {
    expect(formatTimeOfDay([7, 5])).toBe('07:05');
  });

  it('names week days in the chosen language', () => {
    expect(weekDayName('SUN', 'en')).toBe('Sunday');
    expect(weekDayName('SAT', 'en')).toBe('Saturday');
  });
});
