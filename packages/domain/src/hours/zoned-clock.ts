import { AppError } from '../errors/app-error.ts';
import type { WeekDay } from './types.ts';

export interface ZonedClock {
  day: WeekDay;
  /** 0..1439: minutes since local midnight. */
  minuteOfDay: number;
}

const SHORT_DAYS: Record<string, WeekDay> = {
  Sun: 'SUN',
  Mon: 'MON',
  Tue: 'TUE',
  Wed: 'WED',
  Thu: 'THU',
  Fri: 'FRI',
  Sat: 'SAT',
};

// One formatter per zone and shape: building one costs far more than using it, and the API reads
// many instants of the same zones per request.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A cached Intl formatter for `timeZone`; an unknown zone is INVALID_TIME_ZONE. */
export function zoneFormatter(
  shape: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${shape}:${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', ...options });
    } catch {
      throw new AppError('INVALID_TIME_ZONE', `Unknown time zone "${timeZone}"`);
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

const WEEKDAY_CLOCK: Intl.DateTimeFormatOptions = { weekday: 'short', hour: '2-digit', minute: '2-digit' };

/**
 * The week day and wall-clock minute of an instant in an IANA zone. Hours are evaluated in the
 * restaurant's zone, never the viewer's or the server's
 * (docs/product/changes-from-upstream.md#opening-hours).
 */
export function zonedClock(date: Date, timeZone: string): ZonedClock {
  const time = date.getTime();
  if (Number.isNaN(time)) throw new AppError('INVALID_DATE', 'Invalid date');
  // Every instant of one UTC minute has the same local minute (today's offsets are whole minutes),
  // so the last answer per zone is reused within that minute and never beyond it.
  const minute = Math.floor(time / 60_000);
  const last = lastClocks.get(timeZone);
  if (last?.minute === minute) return last.clock;
  const clock = formatClock(date, timeZone);
  lastClocks.set(timeZone, { minute, clock });
  return clock;
}

const lastClocks = new Map<string, { minute: number; clock: ZonedClock }>();

function formatClock(date: Date, timeZone: string): ZonedClock {
  const parts = zoneFormatter('weekday', timeZone, WEEKDAY_CLOCK).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  const day = SHORT_DAYS[part('weekday')];
  if (!day) throw new AppError('INVALID_DATE', `Unexpected week day "${part('weekday')}"`);
  // % 24: some engines print midnight as "24" even with hourCycle h23.
  const minuteOfDay = (Number(part('hour')) % 24) * 60 + Number(part('minute'));
  return Object.freeze({ day, minuteOfDay });
}

export function weekdayInZone(date: Date, timeZone: string): WeekDay {
  return zonedClock(date, timeZone).day;
}
