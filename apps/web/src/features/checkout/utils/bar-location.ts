import { type PlacedAddress, toCurrentLocation } from '@/components/address/address-model.ts';
import type { CurrentLocation } from '@/lib/current-location.ts';

/**
 * The location the top bar's "Delivering to" must show while checkout delivers to `address`, or null
 * when it already shows it. A device position ("Current location") or a place that is not a saved
 * address cannot be delivered to: checkout uses a saved address, and the bar follows it.
 */
export function barLocationFor(
  address: PlacedAddress | null,
  location: CurrentLocation | null,
): CurrentLocation | null {
  if (!address || address._id === location?._id) return null;
  return toCurrentLocation(address);
}
