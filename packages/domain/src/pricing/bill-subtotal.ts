import { assertMinorAmount } from '../money/assert-amount.ts';

export interface BillSubtotalOptions {
  /** The order amount the customer paid, minor units. */
  total: number;
  /** 0 for pick-up orders. */
  deliveryCharges: number;
  taxationAmount: number;
  tipping: number;
}

/**
 * The "subtotal" row of a placed order's bill (docs/product/limits.md#pricing): the stored total less
 * delivery, tax and tip. The stored order keeps no discounted subtotal of its own, so the bill
 * derives it — which keeps the rows summing exactly to the total shown.
 */
export function billSubtotal({
  total,
  deliveryCharges,
  taxationAmount,
  tipping,
}: BillSubtotalOptions): number {
  assertMinorAmount(total, 'total');
  assertMinorAmount(deliveryCharges, 'deliveryCharges');
  assertMinorAmount(taxationAmount, 'taxationAmount');
  assertMinorAmount(tipping, 'tipping');
  return total - deliveryCharges - taxationAmount - tipping;
}
