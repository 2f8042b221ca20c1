import type { OpeningTimes, TimeOfDay, WeekDay } from './types.ts';

const time = (hhmm: string): TimeOfDay => {
  const [hour = Number.NaN, minute = Number.NaN] = hhmm.split(':').map(Number);
  return [hour, minute];
};

/** hours('MON', '09:30-17:15', '18:00-02:00') → one day's entry with those windows. */
export function hours(day: WeekDay, ...windows: string[]): OpeningTimes[number] {
  return {
    day,
    times: windows.map((window) => {
      const [start = '', end = ''] = window.split('-');
      return { startTime: time(start), endTime: time(end) };
    }),
  };
}

/** A UTC instant from "2025-01-13T09:30" (2025-01-13 is a Monday). */
export const at = (iso: string): Date => new Date(`${iso}Z`);
