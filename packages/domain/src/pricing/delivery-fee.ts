import { assertNever } from '../errors/assert-never.ts';
import { assertMinorAmount } from '../money/assert-amount.ts';
import { haversineKm, type LatLng } from './haversine.ts';

/** Configuration costType: per kilometre (the default, docs/product/limits.md#money) or a flat fee. */
export type CostType = 'fixed' | 'perKM';

export const DEFAULT_COST_TYPE: CostType = 'perKM';

export interface DeliveryFeeOptions {
  costType: CostType;
  /** Minor units: the flat fee, or the price of each started kilometre. */
  deliveryRate: number;
  /** perKM only, minor units: the least a delivery costs (0: the rate of one kilometre, as before). */
  minimumDeliveryFee?: number;
  restaurant: LatLng;
  /** Null while no delivery location is known. */
  destination: LatLng | null;
  isPickedUp: boolean;
}

/**
 * The delivery fee (docs/product/limits.md#pricing): 0 for pick-up; the flat rate when fixed; otherwise every
 * started kilometre (ceil) times the rate, falling back to the flat rate when that is not above 0 — so a
 * customer at the restaurant's door, or with no location yet, still sees the minimum fee — and never below
 * the configured minimumDeliveryFee (admin settings).
 */
export function deliveryFee({
  costType,
  deliveryRate,
  minimumDeliveryFee = 0,
  restaurant,
  destination,
  isPickedUp,
}: DeliveryFeeOptions): number {
  assertMinorAmount(deliveryRate, 'deliveryRate');
  assertMinorAmount(minimumDeliveryFee, 'minimumDeliveryFee');
  if (isPickedUp) return 0;
  switch (costType) {
    case 'fixed':
      return deliveryRate;
    case 'perKM': {
      const km = destination ? haversineKm(restaurant, destination) : 0;
      const fee = Math.ceil(km) * deliveryRate;
      return Math.max(fee > 0 ? fee : deliveryRate, minimumDeliveryFee);
    }
    default:
      return assertNever(costType);
  }
}
