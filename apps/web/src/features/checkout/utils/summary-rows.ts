import type { OrderTotals } from '@food/domain';

export type SummaryRow =
  { key: 'discount'; amount: number } | { key: 'subtotal' | 'deliveryFee' | 'tax' | 'tip'; amount: number };

/**
 * The figures under the checkout's lines, in the order the placed order's bill shows them: the
 * discount, then the subtotal *less* the coupon (docs/product/limits.md#pricing; the bill's subtotal is the
 * same figure, packages/domain billSubtotal), delivery (not for pick-up), tax and tip (when chosen). So the
 * lines less the discount make the subtotal, and the subtotal plus the rest makes the total.
 */
export function summaryRows(
  totals: OrderTotals,
  options: { hasCoupon: boolean; isPickedUp: boolean; hasTip: boolean },
): SummaryRow[] {
  const rows: SummaryRow[] = [];
  if (options.hasCoupon) rows.push({ key: 'discount', amount: totals.discount });
  rows.push({ key: 'subtotal', amount: totals.discountedSubtotal });
  if (!options.isPickedUp) rows.push({ key: 'deliveryFee', amount: totals.deliveryFee });
  rows.push({ key: 'tax', amount: totals.tax });
  if (options.hasTip) rows.push({ key: 'tip', amount: totals.tip });
  return rows;
}
