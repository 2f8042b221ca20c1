import { zoneFormatter } from './zoned-clock.ts';

/** What a clock on the wall shows at an instant in a zone; month 1..12, hour 0..23. */
export type WallClock = { year: number; month: number; day: number; hour: number; minute: number };

const WALL_CLOCK: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
};

/** The wall-clock reading of an instant in an IANA zone. */
export function wallClock(at: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    zoneFormatter('wall', timeZone, WALL_CLOCK)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    // Some engines write midnight as 24 even with h23.
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar date of an instant in an IANA zone, as YYYY-MM-DD. */
export function localDate(at: Date, timeZone: string): string {
  const { year, month, day } = wallClock(at, timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The local date and time of an instant in an IANA zone, as YYYY-MM-DD HH:MM. */
export function localDateTime(at: Date, timeZone: string): string {
  const { hour, minute } = wallClock(at, timeZone);
  return `${localDate(at, timeZone)} ${pad(hour)}:${pad(minute)}`;
}
