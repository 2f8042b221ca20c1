import {
  type CartLine,
  type CostType,
  DEFAULT_COST_TYPE,
  type OrderTotals,
  deliveryFee,
  orderTotals,
} from '@food/domain';
import type { LatLng } from '@/lib/coordinates.ts';

export type DeliveryPricing = {
  /** Minor units; 0 until the configuration loads (docs/product/limits.md#money). */
  deliveryRate: number;
  costType: CostType;
  /** perKM only, minor units (admin settings); 0 when absent. */
  minimumDeliveryFee?: number;
};

export const DEFAULT_DELIVERY_PRICING: DeliveryPricing = {
  deliveryRate: 0,
  costType: DEFAULT_COST_TYPE,
  minimumDeliveryFee: 0,
};

export function parseCostType(value: string | null | undefined): CostType {
  return value === 'fixed' ? 'fixed' : DEFAULT_COST_TYPE;
}

export type CheckoutTotalsInput = {
  lines: readonly CartLine[];
  pricing: DeliveryPricing;
  restaurant: LatLng | null;
  destination: LatLng | null;
  isPickedUp: boolean;
  couponPercent: number;
  /** A FIXED voucher's amount in minor units, or null. */
  couponAmount?: number | null;
  taxPercent: number;
  tipPercent: number | null;
};

/**
 * Every figure the summary shows and the order sends, from packages/domain pricing only
 * (docs/architecture.md#money); the API recomputes the same figures and refuses the order when they differ.
 */
export function checkoutTotals(input: CheckoutTotalsInput): OrderTotals {
  const fee = deliveryFee({
    costType: input.pricing.costType,
    deliveryRate: input.pricing.deliveryRate,
    minimumDeliveryFee: input.pricing.minimumDeliveryFee ?? 0,
    // Without the restaurant's point the distance is unknown: the flat rate applies (fee ≤ 0 rule).
    restaurant: input.restaurant ?? input.destination ?? { latitude: 0, longitude: 0 },
    destination: input.restaurant ? input.destination : null,
    isPickedUp: input.isPickedUp,
  });
  return orderTotals({
    lines: input.lines,
    couponPercent: input.couponPercent,
    couponAmount: input.couponAmount ?? null,
    deliveryFee: fee,
    taxPercent: input.taxPercent,
    tipPercent: input.tipPercent,
  });
}

/**
 * Tips (docs/product/ordering.md#tips): the second variation is preselected (the only one if there is one).
 */
export function defaultTipPercent(
  tips: { tipVariations: readonly number[]; enabled: boolean } | null | undefined,
) {
  if (!tips?.enabled) return null;
  return tips.tipVariations[1] ?? tips.tipVariations[0] ?? null;
}
