import { VOUCHER_FUNDERS, VOUCHER_KINDS, toMinor, type VoucherFunder, type VoucherKind } from '@food/domain';
import { badUserInput } from '../../errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { VoucherValues } from './vouchers.repository.ts';

export type VoucherInput = {
  code: string;
  kind: VoucherKind;
  percent?: number | null;
  amount?: number | null;
  fundedBy: VoucherFunder;
  startsAt?: string | null;
  endsAt?: string | null;
  totalLimit?: number | null;
  perCustomerLimit?: number | null;
  minimumOrder: number;
  restaurantIds: string[];
  enabled: boolean;
};

/** Letters, digits, dash and underscore: easy to type and to read out (docs/admin.md "Vouchers"). */
const CODE_PATTERN = /^[A-Za-z0-9_-]{3,30}$/;
const AMOUNT_MAX = 1_000_000;
const RESTAURANTS_MAX = 500;

function parseDate(value: string | null | undefined, field: string): Date | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw badUserInput(`${field} is not a valid date.`);
  return date;
}

function parseLimit(value: number | null | undefined, field: string): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isSafeInteger(value) || value < 1)
    throw badUserInput(`${field} must be a whole number of at least 1.`);
  return value;
}

/** Checks a voucher form; every refusal is BAD_USER_INPUT naming the field. Amounts become minor units. */
export function parseVoucherInput(
  input: VoucherInput,
  currency: string,
): { values: VoucherValues; restaurantIds: string[] } {
  const code = input.code.trim();
  if (!CODE_PATTERN.test(code))
    throw badUserInput('The code must be 3 to 30 letters, digits, dashes or underscores.');
  if (!VOUCHER_KINDS.includes(input.kind)) throw badUserInput('Unknown voucher kind.');
  if (!VOUCHER_FUNDERS.includes(input.fundedBy)) throw badUserInput('Unknown voucher funder.');
  let discount = 0;
  let amount = 0;
  if (input.kind === 'PERCENT') {
    const percent = input.percent ?? NaN;
    if (!Number.isFinite(percent) || percent < 1 || percent > 100)
      throw badUserInput('The percent must be from 1 to 100.');
    discount = percent;
  } else {
    const major = input.amount ?? NaN;
    if (!Number.isFinite(major) || major <= 0 || major > AMOUNT_MAX)
      throw badUserInput('The amount must be above 0.');
    amount = toMinor(major, currency);
    if (amount < 1) throw badUserInput('The amount must be above 0.');
  }
  if (!Number.isFinite(input.minimumOrder) || input.minimumOrder < 0 || input.minimumOrder > AMOUNT_MAX)
    throw badUserInput('The minimum order must be 0 or more.');
  const startsAt = parseDate(input.startsAt, 'The start');
  const endsAt = parseDate(input.endsAt, 'The end');
  if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime())
    throw badUserInput('The end must be after the start.');
  const restaurantIds = [...new Set(input.restaurantIds)];
  if (restaurantIds.length > RESTAURANTS_MAX || restaurantIds.some((id) => !isUuid(id)))
    throw badUserInput('Unknown restaurant in the list.');
  return {
    values: {
      title: code,
      kind: input.kind,
      discount,
      amount,
      fundedBy: input.fundedBy,
      startsAt,
      endsAt,
      totalLimit: parseLimit(input.totalLimit, 'The total limit'),
      perCustomerLimit: parseLimit(input.perCustomerLimit, 'The per-customer limit'),
      minimumOrder: toMinor(input.minimumOrder, currency),
      enabled: input.enabled,
    },
    restaurantIds,
  };
}
