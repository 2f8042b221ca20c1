import { WEEK_DAYS, type OpeningTimes } from '@food/domain';
import type { OpeningTimeRow } from './catalog.repository.ts';

/**
 * Rows (one per window) to the API's shape: every day SUN..SAT in order, a day without rows with
 * `times: []` so the info dialog can say "closed all day" (docs/product/screens.md#restaurant-page).
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
