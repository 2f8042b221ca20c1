import type { ZonedClock } from '../hours/zoned-clock.ts';
import type { WeekDay } from '../hours/types.ts';
import { WEEK_DAYS } from '../hours/types.ts';

/**
 * When a dish may be ordered, in the restaurant's time zone (docs/restaurant-console.md "Menu editor").
 * `availableDays` empty: every day. `availableFrom`/`availableTo` null: all day; minutes since midnight,
 * `to` after `from`, or before it for a window that runs past midnight (22:00–02:00 on FRI includes
 * SAT 01:00). The restaurant's own opening hours still apply on top.
 */
export interface FoodHours {
  /** WeekDay values; anything else never matches. */
  availableDays: readonly string[];
  availableFrom: number | null;
  availableTo: number | null;
}

function dayBefore(day: WeekDay): WeekDay {
  return WEEK_DAYS[(WEEK_DAYS.indexOf(day) + 6) % 7]!;
}

/** Whether a dish with these hours can be shown and ordered at `clock`. */
export function isFoodAvailableAt(hours: FoodHours, clock: ZonedClock): boolean {
  const onDay = (day: WeekDay) => hours.availableDays.length === 0 || hours.availableDays.includes(day);
  const { availableFrom: from, availableTo: to } = hours;
  if (from === null || to === null) return onDay(clock.day);
  const minute = clock.minuteOfDay;
  if (from < to) return onDay(clock.day) && minute >= from && minute < to;
  // Overnight: the evening part belongs to today, the small hours to the day the window started.
  if (minute >= from) return onDay(clock.day);
  return minute < to && onDay(dayBefore(clock.day));
}
