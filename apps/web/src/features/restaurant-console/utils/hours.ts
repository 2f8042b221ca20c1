import { WEEK_DAYS, type WeekDay } from '@food/domain';
import type { ConsoleRestaurantFieldsFragment, OpeningTimesInput } from '@/gql/graphql.ts';

/** One editable window as the time inputs hold it: "HH:MM". */
export type WindowDraft = { start: string; end: string };
export type WeekDraft = Record<WeekDay, WindowDraft[]>;

const pad = (n: number) => String(n).padStart(2, '0');
const toText = ([hour = 0, minute = 0]: readonly number[]) => `${pad(hour % 24)}:${pad(minute)}`;

/** The stored week as drafts; a 24:00 end shows as 00:00 (midnight), which is how it saves back. */
export function toWeekDraft(openingTimes: ConsoleRestaurantFieldsFragment['openingTimes']): WeekDraft {
  const week = Object.fromEntries(WEEK_DAYS.map((day) => [day, [] as WindowDraft[]])) as WeekDraft;
  for (const entry of openingTimes) {
    const day = entry.day as WeekDay;
    if (!week[day]) continue;
    week[day] = entry.times.map((time) => ({ start: toText(time.startTime), end: toText(time.endTime) }));
  }
  return week;
}

const parse = (text: string): [number, number] | null => {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  return match ? [Number(match[1]), Number(match[2])] : null;
};

/**
 * The drafts as the API takes them, or the first day with an incomplete or empty window. An end of
 * 00:00 is midnight at the end of the day ([24, 0]); an end before the start runs past midnight.
 */
export function toOpeningTimesInput(
  week: WeekDraft,
): { ok: true; value: OpeningTimesInput[] } | { ok: false; day: WeekDay } {
  const value: OpeningTimesInput[] = [];
  for (const day of WEEK_DAYS) {
    const times = [];
    for (const window of week[day]) {
      const start = parse(window.start);
      const parsedEnd = parse(window.end);
      if (!start || !parsedEnd) return { ok: false, day };
      const end: [number, number] = parsedEnd[0] === 0 && parsedEnd[1] === 0 ? [24, 0] : parsedEnd;
      if (start[0] * 60 + start[1] === end[0] * 60 + end[1]) return { ok: false, day };
      times.push({ startTime: start, endTime: end });
    }
    value.push({ day, times });
  }
  return { ok: true, value };
}
