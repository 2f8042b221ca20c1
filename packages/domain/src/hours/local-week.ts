import { localDate } from './wall-clock.ts';

// Calendar periods in a time zone for money summaries (docs/rider-app.md#earnings): "today" and
// "this week" are local days, and a week starts on Monday.

const DAY_MS = 24 * 60 * 60_000;

/** The local date `days` after a YYYY-MM-DD date (negative: before). */
export function addLocalDays(date: string, days: number): string {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week (Monday to Sunday) that holds a local date. */
export function mondayOf(date: string): string {
  const weekDay = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday .. 6 Saturday
  return addLocalDays(date, -((weekDay + 6) % 7));
}

/** The local date (YYYY-MM-DD) of the Monday that starts the week of `at` in `timeZone`. */
export function localWeekStart(at: Date, timeZone: string): string {
  return mondayOf(localDate(at, timeZone));
}
