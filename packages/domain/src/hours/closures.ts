import { isWithinOpeningHours, type OpeningHoursCheck, type RestaurantOpenCheck } from './opening-hours.ts';
import { WEEK_DAYS } from './types.ts';
import { localDate } from './wall-clock.ts';
import { zonedClock } from './zoned-clock.ts';

// Dated closures (holidays) and timed pauses: the restaurant console's busy controls
// (docs/restaurant-console.md "Busy controls"). A closure is a local calendar date in the restaurant's
// own time zone, closed from its midnight to the next; a pause ends by itself at `pausedUntil`.
// Kept apart from opening-hours.ts so the web's bundles, which never see closures, stay as they were.

const DAY_MS = 24 * 60 * 60_000;
/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export function isLocalDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** The local date before a YYYY-MM-DD date. */
export function previousLocalDate(date: string): string {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() - DAY_MS).toISOString().slice(0, 10);
}

/** Whether a timed pause still holds at `now` (it ends by itself, with no write). */
export function isPausedAt(pausedUntil: Date | null | undefined, now: Date): boolean {
  return pausedUntil != null && pausedUntil.getTime() > now.getTime();
}

/**
 * isWithinOpeningHours, and never on a closed day: neither that day nor the late window of a closed
 * day running past its midnight (a 18:00-02:00 Friday that is closed takes no order at 01:00 Saturday).
 */
export function isWithinBusinessHours({
  closures = [],
  ...check
}: OpeningHoursCheck & { closures?: readonly string[] }): boolean {
  if (closures.length === 0) return isWithinOpeningHours(check);
  const date = localDate(check.at, check.timeZone);
  if (closures.includes(date)) return false;
  if (!closures.includes(previousLocalDate(date))) return isWithinOpeningHours(check);
  const today = WEEK_DAYS.indexOf(zonedClock(check.at, check.timeZone).day);
  const yesterday = WEEK_DAYS[(today + 6) % 7];
  return isWithinOpeningHours({
    ...check,
    openingTimes: check.openingTimes.filter((e) => e.day !== yesterday),
  });
}

/** isRestaurantOpen with the console's busy controls: a timed pause and closed days. */
export function isRestaurantOpenNow({
  isAvailable,
  openingTimes,
  timeZone,
  now,
  pausedUntil,
  closures,
}: RestaurantOpenCheck & { pausedUntil?: Date | null; closures?: readonly string[] }): boolean {
  return (
    isAvailable &&
    !isPausedAt(pausedUntil, now) &&
    isWithinBusinessHours({ openingTimes, timeZone, at: now, closures })
  );
}
