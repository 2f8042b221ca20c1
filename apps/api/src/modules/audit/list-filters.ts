import { badUserInput } from '../../errors.ts';
import { isUuid } from '../../lib/ids.ts';

// Paging and date-range arguments shared by the back office's lists (auditEntries, adminOrders).

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** `first`/`offset` checked: first 1…max (default `fallback`), offset ≥ 0. */
export function parsePage(
  { first, offset }: { first?: number | null; offset?: number | null },
  { fallback, max }: { fallback: number; max: number },
): { limit: number; offset: number } {
  const limit = first ?? fallback;
  if (!Number.isInteger(limit) || limit < 1 || limit > max) throw badUserInput(`first must be 1 to ${max}.`);
  const skip = offset ?? 0;
  if (!Number.isInteger(skip) || skip < 0) throw badUserInput('offset must be 0 or more.');
  return { limit, offset: skip };
}

/**
 * An ISO date (`2025-06-04`, UTC day) or instant. A date-only `to` includes that whole day, so the
 * result is always an exclusive upper bound.
 */
export function parseDateRange({ from, to }: { from?: string | null; to?: string | null }): {
  from?: Date;
  to?: Date;
} {
  const parse = (value: string, name: string, endOfDay: boolean) => {
    const text = value.trim();
    const date = new Date(DATE_ONLY.test(text) ? `${text}T00:00:00Z` : text);
    if (Number.isNaN(date.getTime())) throw badUserInput(`${name} must be a date such as 2025-06-04.`);
    return endOfDay && DATE_ONLY.test(text) ? new Date(date.getTime() + DAY_MS) : date;
  };
  const range = {
    from: from?.trim() ? parse(from, 'from', false) : undefined,
    to: to?.trim() ? parse(to, 'to', true) : undefined,
  };
  if (range.from && range.to && range.from >= range.to) throw badUserInput('from must be before to.');
  return range;
}

/** An optional id argument: undefined when empty, BAD_USER_INPUT when malformed. */
export function optionalUuid(value: string | null | undefined, name: string): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (!isUuid(text)) throw badUserInput(`${name} is not a valid id.`);
  return text;
}
