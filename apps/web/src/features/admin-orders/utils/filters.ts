// Filters live in the address (?q=…&status=…), so a search survives a visit to an order and back and
// can be shared. Dates are the operator's own days: sent as the instants their local midnight starts.

export const PAGE_SIZE = 25;

/** `2025-06-04` (a date input's value) → the instant that day starts here, ISO; undefined when empty. */
export function dayStart(day: string | null): string | undefined {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date).toISOString();
}

/** The instant the day after `day` starts (an exclusive end that includes the whole day). */
export function dayEnd(day: string | null): string | undefined {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + 1).toISOString();
}

/** A page number from the address: 1 or more. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** Copies `params` with `changes` applied (empty values removed) and the page reset unless given. */
export function withParams(params: URLSearchParams, changes: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(params);
  if (!('page' in changes)) next.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}
