import { isWithinOpeningHours, localDate, wallClock, type OpeningTimes, type WallClock } from '@food/domain';

// The order-time picker (docs/product/validation.md#order-time): now by default; a date, then hour (0..11),
// minute (0..59) and AM/PM. The time is the restaurant's wall-clock time: opening hours are in its zone
// (docs/product/changes-from-upstream.md#opening-hours), so "12:30 PM" means 12:30 where the food is cooked,
// whatever zone the browser is in.

export type Period = 'AM' | 'PM';

export type ScheduledTime = {
  /** YYYY-MM-DD in the restaurant's zone. */
  date: string;
  /** Digits, "" or 0..11 (12 o'clock is entered as 0, docs/product/validation.md#order-time). */
  hour: string;
  /** Digits, "" or 0..59. */
  minute: string;
  period: Period;
};

export type OrderTime = { kind: 'asap' } | ({ kind: 'scheduled' } & ScheduledTime);

export const ASAP: OrderTime = { kind: 'asap' };

/** The hour field's next value, or null to refuse the keystroke: digits only, at most 11, or empty. */
export function acceptHour(text: string): string | null {
  return acceptNumber(text, 11);
}

/** The minute field's next value, or null to refuse it: digits only, at most 59, or empty. */
export function acceptMinute(text: string): string | null {
  return acceptNumber(text, 59);
}

function acceptNumber(text: string, max: number): string | null {
  if (text === '') return '';
  if (!/^\d{1,2}$/.test(text)) return null;
  return Number(text) <= max ? text : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Today's date (YYYY-MM-DD) where the restaurant is. */
export const dateInZone = localDate;

/** The instant a wall-clock time in `timeZone` denotes (the later reading in a DST overlap). */
export function zonedToInstant(clock: WallClock, timeZone: string): Date {
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
  const offsetAt = (instant: number) => {
    const seen = wallClock(new Date(instant), timeZone);
    return Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute) - instant;
  };
  let instant = asUtc - offsetAt(asUtc);
  // A second pass settles instants whose offset differs from the first guess's (DST changes).
  instant = asUtc - offsetAt(instant);
  return new Date(instant);
}

/** The scheduled instant, or null while a field is empty or the date is not a real date. */
export function scheduledInstant(time: ScheduledTime, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(time.date);
  if (!match || time.hour === '' || time.minute === '') return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  const hour = Number(time.hour) + (time.period === 'PM' ? 12 : 0);
  return zonedToInstant({ year, month, day, hour, minute: Number(time.minute) }, timeZone);
}

export type ScheduleCheck = 'ok' | 'incomplete' | 'past' | 'closed';

type Hours = { openingTimes: OpeningTimes; timeZone: string };

/** A scheduled time must be complete, in the future and inside the opening hours (in its zone). */
export function checkOrderTime(time: OrderTime, hours: Hours, now: Date): ScheduleCheck {
  if (time.kind === 'asap') return 'ok';
  const at = scheduledInstant(time, hours.timeZone);
  if (!at) return 'incomplete';
  if (at.getTime() <= now.getTime()) return 'past';
  return isWithinOpeningHours({ ...hours, at }) ? 'ok' : 'closed';
}

/** A first suggestion when the customer switches to "schedule": about an hour from now, rounded up. */
export function suggestScheduledTime(now: Date, timeZone: string): ScheduledTime {
  const later = new Date(Math.ceil((now.getTime() + 60 * 60_000) / (15 * 60_000)) * 15 * 60_000);
  const { hour, minute } = wallClock(later, timeZone);
  return {
    date: dateInZone(later, timeZone),
    hour: String(hour % 12),
    minute: pad(minute),
    period: hour >= 12 ? 'PM' : 'AM',
  };
}

/** The order's orderDate: now, or the scheduled instant (ISO). */
export function orderDateIso(time: OrderTime, timeZone: string, now: Date): string {
  if (time.kind === 'asap') return now.toISOString();
  return (scheduledInstant(time, timeZone) ?? now).toISOString();
}
