import { AppError } from '../errors/app-error.ts';

// Binary floats cannot hold most decimals: 1.005 * 100 is 100.49999999999999. Snapping to 15
// significant digits (what a double reliably carries) first removes that noise, so the half that
// was meant is the half that gets rounded, while any real fraction (e.g. 100.4999) is preserved.
const SIGNIFICANT_DIGITS = 15;

/**
 * The one rounding rule of the domain (money/README.md): a fraction of a minor unit is rounded to the
 * nearest whole unit, halves away from zero (2.5 → 3, -2.5 → -3). Never returns -0.
 */
export function roundHalfUp(x: number): number {
  if (!Number.isFinite(x)) {
    throw new AppError('INVALID_AMOUNT', `Cannot round a non-finite amount (${x})`);
  }
  const snapped = Number(x.toPrecision(SIGNIFICANT_DIGITS));
  const rounded = Math.sign(snapped) * Math.floor(Math.abs(snapped) + 0.5);
  return rounded === 0 ? 0 : rounded;
}
