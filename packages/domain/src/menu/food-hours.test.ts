import { describe, expect, it } from 'vitest';
import type { WeekDay } from '../hours/types.ts';
import { isFoodAvailableAt, type FoodHours } from './food-hours.ts';

const hours = (days: WeekDay[], from: number | null, to: number | null): FoodHours => ({
  availableDays: days,
  availableFrom: from,
  availableTo: to,
});

describe('isFoodAvailableAt', () => {
  it.each([
    ['always', hours([], null, null), 'SUN', 0, true],
    ['listed day, all day', hours(['MON'], null, null), 'MON', 1439, true],
    ['unlisted day', hours(['MON'], null, null), 'TUE', 600, false],
    ['breakfast, inside', hours([], 420, 660), 'WED', 420, true],
    ['breakfast, end is exclusive', hours([], 420, 660), 'WED', 660, false],
    ['breakfast, before', hours([], 420, 660), 'WED', 419, false],
    ['overnight, evening', hours(['FRI'], 1320, 120), 'FRI', 1400, true],
    ['overnight, small hours of the next day', hours(['FRI'], 1320, 120), 'SAT', 60, true],
    ['overnight, small hours of the listed day', hours(['FRI'], 1320, 120), 'FRI', 60, false],
    ['overnight, after the end', hours([], 1320, 120), 'SAT', 120, false],
  ] as const)('%s', (_name, food, day, minuteOfDay, expected) => {
    expect(isFoodAvailableAt(food, { day, minuteOfDay })).toBe(expected);
  });
});
