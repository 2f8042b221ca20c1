import { AppError } from '../errors/app-error.ts';
import { currencyMultiplier } from './currency-multiplier.ts';
import { roundHalfUp } from './round-half-up.ts';

/**
 * Major units (the API's Float amounts, a form field) to integer minor units. Conversion happens only
 * at the edge (docs/architecture.md#money); a fraction of a minor unit is rounded half-up.
 */
export function toMinor(major: number, currency: string): number {
  if (!Number.isFinite(major)) {
    throw new AppError('INVALID_AMOUNT', `Amount must be a finite number, got ${major}`);
  }
  return roundHalfUp(major * currencyMultiplier(currency));
}

/** Integer minor units to major units, for the API's Float fields and payment providers. */
export function toMajor(minor: number, currency: string): number {
  if (!Number.isSafeInteger(minor)) {
    throw new AppError('INVALID_AMOUNT', `Minor amount must be an integer, got ${minor}`);
  }
  return minor / currencyMultiplier(currency);
}
