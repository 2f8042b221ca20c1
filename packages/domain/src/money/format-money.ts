import { AppError } from '../errors/app-error.ts';
import { currencyMultiplier } from './currency-multiplier.ts';

export interface MoneyFormat {
  currency: string;
  symbol: string;
}

/**
 * The major amount with exactly two decimals, from integer arithmetic so no float ever shows up as
 * 12.499999. Zero-decimal currencies still show ".00" because every amount is shown with two
 * decimals, without grouping separators (docs/product/limits.md#money).
 */
export function formatMajorAmount(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor)) {
    throw new AppError('INVALID_AMOUNT', `Minor amount must be an integer, got ${minor}`);
  }
  const abs = Math.abs(minor);
  const sign = minor < 0 ? '-' : '';
  if (currencyMultiplier(currency) === 1) return `${sign}${abs}.00`;
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}${Math.floor(abs / 100)}.${cents}`;
}

/** "$12.50", "¥1200.00", "-$1.00": the symbol from configuration, directly before the amount. */
export function formatMoney(minor: number, { currency, symbol }: MoneyFormat): string {
  const amount = formatMajorAmount(minor, currency);
  return amount.startsWith('-') ? `-${symbol}${amount.slice(1)}` : `${symbol}${amount}`;
}
