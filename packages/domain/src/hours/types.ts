// Opening hours as the restaurant stores them (docs/product/data.md#restaurants): per week day, any number of
// windows, each an [hour, minute] start and end in the restaurant's own time zone.

export const WEEK_DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

export type WeekDay = (typeof WEEK_DAYS)[number];

/** [hour, minute]; an end of [24, 0] or [0, 0] means midnight at the end of the day. */
export type TimeOfDay = [number, number];

export interface OpeningWindow {
  startTime: TimeOfDay;
  endTime: TimeOfDay;
}

/** A day with no entry, or an entry with no windows, is "closed all day". */
export type OpeningTimes = { day: WeekDay; times: OpeningWindow[] }[];

export function isWeekDay(value: unknown): value is WeekDay {
  return typeof value === 'string' && (WEEK_DAYS as readonly string[]).includes(value);
}
