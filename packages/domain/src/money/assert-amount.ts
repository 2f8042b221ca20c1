import { AppError } from '../errors/app-error.ts';

/**
 * Guards for money inputs (docs/architecture.md#money: integer minor units everywhere). A float or
 * negative amount reaching pricing is a bug upstream, so it fails loudly instead of being rounded away.
 */
export function assertMinorAmount(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new AppError(
      'INVALID_AMOUNT',
      `${name} must be a non-negative integer of minor units, got ${value}`,
    );
  }
}

/** Percentages (coupon, tax, tip) are plain numbers 0..100; fractions such as 7.5 are allowed. */
export function assertPercent(value: number, name: string): void {
  if (!Number.isFinite(value) || value < 0 || value > 100) {
    throw new AppError('INVALID_AMOUNT', `${name} must be a percentage between 0 and 100, got ${value}`);
  }
}

export function assertQuantity(value: number, name = 'quantity'): void {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new AppError('INVALID_AMOUNT', `${name} must be a whole number of at least 1, got ${value}`);
  }
}
