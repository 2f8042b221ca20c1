import { type OpeningTimes, type TimeOfDay, WEEK_DAYS, type WeekDay, isWeekDay } from '@food/domain';

export type DayHours = { day: WeekDay; windows: string[] };

const pad = (n: number) => String(n).padStart(2, '0');

/** [12, 0] -> "12:00"; midnight at the end of a day stays "24:00", as restaurants enter it. */
export function formatTimeOfDay([hour, minute]: readonly number[]): string {
  return `${pad(hour ?? 0)}:${pad(minute ?? 0)}`;
}

/**
 * The info dialog (docs/product/screens.md#restaurant-page): every week day SUN..SAT, each window as
 * "HH:MM–HH:MM"; a day the API omits or sends without windows has none ("closed all day").
 */
export function weekHours(
  openingTimes: readonly {
    day: string;
    times: readonly { startTime: readonly number[]; endTime: readonly number[] }[];
  }[],
): DayHours[] {
  const byDay = new Map<WeekDay, OpeningTimes[number]['times']>();
  for (const entry of openingTimes) {
    if (!isWeekDay(entry.day)) continue;
    const times = entry.times.map((w) => ({
      startTime: [w.startTime[0] ?? 0, w.startTime[1] ?? 0] as TimeOfDay,
      endTime: [w.endTime[0] ?? 0, w.endTime[1] ?? 0] as TimeOfDay,
    }));
    byDay.set(entry.day, [...(byDay.get(entry.day) ?? []), ...times]);
  }
  return WEEK_DAYS.map((day) => ({
    day,
    windows: (byDay.get(day) ?? []).map(
      (w) => `${formatTimeOfDay(w.startTime)}–${formatTimeOfDay(w.endTime)}`,
    ),
  }));
}

/** The localised week-day name; 1 January 2023 was a Sunday. */
export function weekDayName(day: WeekDay, language: string): string {
  const date = new Date(Date.UTC(2023, 0, 1 + WEEK_DAYS.indexOf(day)));
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(date);
}
