import { zonedClock } from '@food/domain';

const MINUTE_MS = 60_000;

/**
 * When the restaurant's current day began, in its own time zone ("today" on the board and in the
 * figures). Counted back from the local wall clock, so a day that changed its UTC offset at night is
 * off by that hour at most until the next day.
 */
export function startOfRestaurantDay(now: Date, timeZone: string): Date {
  const { minuteOfDay } = zonedClock(now, timeZone);
  const minuteStart = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  return new Date(minuteStart - minuteOfDay * MINUTE_MS);
}
