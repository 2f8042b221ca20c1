import { WEEK_DAYS, type OpeningTimes } from '@food/domain';
import type { OpeningTimeRow } from './restaurants.repository.ts';

/**
 * Rows (one per window) to the spec's shape: every day SUN..SAT in order, a day without rows with
 * `times: []` so the info dialog can say "closed all day" (ordering-core §2).
 */
export function toOpeningTimes(rows: readonly OpeningTimeRow[]): OpeningTimes {
  return WEEK_DAYS.map((day) => ({
    day,
    times: rows
      .filter((row) => row.day === day)
      .map((row) => ({
        startTime: [row.startHour, row.startMinute] as [number, number],
        endTime: [row.endHour, row.endMinute] as [number, number],
      })),
  }));
}
