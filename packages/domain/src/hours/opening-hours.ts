import { WEEK_DAYS, type OpeningTimes, type OpeningWindow, type WeekDay } from './types.ts';
import { zonedClock } from './zoned-clock.ts';

const DAY_MINUTES = 24 * 60;

// The client our screens reproduce compared hours and minutes separately
// (docs/product/changes-from-upstream.md#opening-hours). Taken literally
// (hour >= startH && minute >= startM && hour <= endH && minute <= endM) that closes a 09:30–17:15
// restaurant at 10:45, because 45 > 15. We compare minutes since midnight instead, which is what the
// opening hours mean. Windows are half-open, [start, end): a 17:15 close takes no order at 17:15, and
// back-to-back windows (12:00–15:00, 15:00–22:00) meet without a gap or overlap.

function toMinutes(time: readonly number[]): number | null {
  const hour = time[0] ?? Number.NaN;
  const minute = time[1] ?? Number.NaN;
  if (!Number.isInteger(hour) || !Number.isInteger(minute)) return null;
  if (hour < 0 || hour > 24 || minute < 0 || minute > 59) return null;
  const total = hour * 60 + minute;
  return total <= DAY_MINUTES ? total : null;
}

/** Start and end in minutes; end > DAY_MINUTES never, end <= start means the window runs past midnight. */
function toSpan(window: OpeningWindow): Span | null {
  const start = toMinutes(window.startTime);
  const end = toMinutes(window.endTime);
  // A malformed window opens nothing: with bad data we fail closed rather than take orders.
  if (start === null || end === null || start === DAY_MINUTES) return null;
  return { start, end: end === 0 ? DAY_MINUTES : end };
}

type Span = { start: number; end: number };

// The spans of each day, worked out once per opening-times list: the API's cached cards keep one list
// per restaurant, and every card of every nearby answer asks whether it is open now. Lists are never
// changed in place (a change of hours is a new list), so the list itself keys its spans.
const spansOfList = new WeakMap<OpeningTimes, Map<WeekDay, readonly Span[]>>();

function windowsOf(openingTimes: OpeningTimes, day: WeekDay): readonly Span[] {
  let byDay = spansOfList.get(openingTimes);
  if (!byDay) {
    byDay = new Map();
    spansOfList.set(openingTimes, byDay);
  }
  let spans = byDay.get(day);
  if (!spans) {
    spans = openingTimes
      .filter((entry) => entry.day === day)
      .flatMap((entry) => entry.times.map(toSpan))
      .filter((span) => span !== null);
    byDay.set(day, spans);
  }
  return spans;
}

function previousDay(day: WeekDay): WeekDay {
  return WEEK_DAYS[(WEEK_DAYS.indexOf(day) + 6) % 7]!;
}

export interface OpeningHoursCheck {
  openingTimes: OpeningTimes;
  /** The restaurant's IANA time zone, e.g. "Asia/Karachi". */
  timeZone: string;
  at: Date;
}

/**
 * Whether `at` falls in one of the restaurant's windows, in its own time zone. A window that runs past
 * midnight (18:00–02:00) covers the rest of its day and the start of the next, so at 01:00 on
 * Tuesday the restaurant is open through Monday's window. Also used for scheduled orders.
 */
export function isWithinOpeningHours({ openingTimes, timeZone, at }: OpeningHoursCheck): boolean {
  const { day, minuteOfDay: now } = zonedClock(at, timeZone);
  const today = windowsOf(openingTimes, day).some(({ start, end }) =>
    end > start ? now >= start && now < end : now >= start,
  );
  if (today) return true;
  return windowsOf(openingTimes, previousDay(day)).some(({ start, end }) => end <= start && now < end);
}

export interface RestaurantOpenCheck {
  isAvailable: boolean;
  openingTimes: OpeningTimes;
  timeZone: string;
  now: Date;
}

/**
 * Closed restaurants (docs/product/ordering.md#closed-restaurants): closed when unavailable or outside
 * today's opening windows.
 */
export function isRestaurantOpen({ isAvailable, openingTimes, timeZone, now }: RestaurantOpenCheck): boolean {
  return isAvailable && isWithinOpeningHours({ openingTimes, timeZone, at: now });
}
