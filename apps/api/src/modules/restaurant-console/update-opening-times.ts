import { isWeekDay } from '@food/domain';
import { badUserInput } from '../../errors.ts';
import type { ConsoleDeps } from './console-deps.ts';
import { replaceOpeningTimes, type OpeningWindowValues } from './console.repository.ts';

export const MAX_WINDOWS_PER_DAY = 6;

type WindowInput = { startTime: readonly number[]; endTime: readonly number[] };
type DayInput = { day: string; times: readonly WindowInput[] };

const isTime = (time: readonly number[], { allowMidnightEnd }: { allowMidnightEnd: boolean }) => {
  if (time.length !== 2) return false;
  const [hour, minute] = time as [number, number];
  if (!Number.isInteger(hour) || !Number.isInteger(minute) || minute < 0 || minute > 59) return false;
  if (allowMidnightEnd && hour === 24) return minute === 0;
  return hour >= 0 && hour <= 23;
};

/** The week as rows; BAD_USER_INPUT naming the first problem. */
export function toOpeningWindows(days: readonly DayInput[]): OpeningWindowValues[] {
  const seen = new Set<string>();
  const rows: OpeningWindowValues[] = [];
  for (const { day, times } of days) {
    if (!isWeekDay(day)) throw badUserInput(`Unknown day "${day.slice(0, 10)}" (use SUN to SAT).`);
    if (seen.has(day)) throw badUserInput(`${day} is listed twice.`);
    seen.add(day);
    if (times.length > MAX_WINDOWS_PER_DAY)
      throw badUserInput(`${day}: at most ${MAX_WINDOWS_PER_DAY} opening windows.`);
    for (const { startTime, endTime } of times) {
      if (!isTime(startTime, { allowMidnightEnd: false }) || !isTime(endTime, { allowMidnightEnd: true }))
        throw badUserInput(`${day}: times are [hour, minute], 00:00 to 23:59 (24:00 to close at midnight).`);
      const start = startTime[0]! * 60 + startTime[1]!;
      const end = endTime[0]! * 60 + endTime[1]!;
      if (start === end) throw badUserInput(`${day}: a window must not start and end at the same time.`);
      rows.push({
        day,
        startHour: startTime[0]!,
        startMinute: startTime[1]!,
        endHour: endTime[0]!,
        endMinute: endTime[1]!,
      });
    }
  }
  return rows;
}

/**
 * Replaces the restaurant's weekly hours (its own time zone; packages/domain/hours reads them), then
 * drops the cached card so the next request, on any instance, sees the new hours.
 */
export async function updateOpeningTimes(
  deps: ConsoleDeps,
  { restaurantId, openingTimes }: { restaurantId: string; openingTimes: readonly DayInput[] },
): Promise<void> {
  const rows = toOpeningWindows(openingTimes);
  await replaceOpeningTimes(deps.db, restaurantId, rows);
  await deps.catalog.changed({ restaurantIds: [restaurantId] });
}
