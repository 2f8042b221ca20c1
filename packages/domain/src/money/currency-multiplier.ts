import { normaliseCurrency, ZERO_DECIMAL_CURRENCIES } from './currencies.ts';

const zeroDecimal = new Set(ZERO_DECIMAL_CURRENCIES);

/**
 * Minor units per major unit. Every currency not in the zero-decimal table has 100, including an
 * unknown or empty code: the currency is empty until configuration loads (docs/product/limits.md#money), and
 * the amounts must still render with two decimals meanwhile.
 */
export function currencyMultiplier(code: string): 1 | 100 {
  return zeroDecimal.has(normaliseCurrency(code)) ? 1 : 100;
}
