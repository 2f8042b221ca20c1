import {
  isLocalDate,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  type OrderStatus,
  type PaymentMethod,
} from '@food/domain';
import { badUserInput } from '../../errors.ts';

// The history's filters, checked once for the list, the CSV and the report.

export const MAX_RANGE_DAYS = 366;
const DAY_MS = 24 * 60 * 60_000;

export type HistoryFilter = {
  restaurantId: string;
  timeZone: string;
  from: string | null;
  to: string | null;
  status: OrderStatus | null;
  paymentMethod: PaymentMethod | null;
};

type FilterArgs = {
  from?: string | null;
  to?: string | null;
  status?: string | null;
  paymentMethod?: string | null;
};

const blank = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

function checkRange(from: string | null, to: string | null) {
  for (const date of [from, to])
    if (date !== null && !isLocalDate(date)) throw badUserInput('Dates are YYYY-MM-DD, e.g. 2025-06-04.');
  if (from && to) {
    if (from > to) throw badUserInput('The start date is after the end date.');
    const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
    if (days > MAX_RANGE_DAYS) throw badUserInput(`At most ${MAX_RANGE_DAYS} days at once.`);
  }
}

export function toHistoryFilter(
  restaurant: { restaurantId: string; timeZone: string },
  args: FilterArgs,
): HistoryFilter {
  const from = blank(args.from);
  const to = blank(args.to);
  const status = blank(args.status);
  const paymentMethod = blank(args.paymentMethod);
  checkRange(from, to);
  if (status !== null && !(ORDER_STATUSES as readonly string[]).includes(status))
    throw badUserInput(`Unknown status "${status.slice(0, 20)}".`);
  if (paymentMethod !== null && !(PAYMENT_METHODS as readonly string[]).includes(paymentMethod))
    throw badUserInput(`Unknown payment method "${paymentMethod.slice(0, 20)}".`);
  return {
    ...restaurant,
    from,
    to,
    status: status as OrderStatus | null,
    paymentMethod: paymentMethod as PaymentMethod | null,
  };
}

/** A report needs both ends. */
export function toReportRange(from: string, to: string) {
  const range = { from: from.trim(), to: to.trim() };
  checkRange(range.from, range.to);
  return range;
}

/** `first` 1..100 (default 20), `offset` ≥ 0. */
export function toPage({ first, offset }: { first?: number | null; offset?: number | null }) {
  const size = first ?? 20;
  const skip = offset ?? 0;
  if (!Number.isInteger(size) || size < 1 || size > 100) throw badUserInput('first is 1 to 100.');
  if (!Number.isInteger(skip) || skip < 0 || skip > 100_000) throw badUserInput('offset is 0 or more.');
  return { limit: size, offset: skip };
}
