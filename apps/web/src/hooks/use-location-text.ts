import { useTranslation } from '@/hooks/use-translation.ts';
import { CURRENT_LOCATION_ID, type CurrentLocation } from '@/lib/current-location.ts';

/** The words shown for a location; an unnamed device position reads "Current location" in any language. */
export function useLocationText(location: CurrentLocation | null): string {
  const { t } = useTranslation();
  if (!location) return '';
  if (location._id === CURRENT_LOCATION_ID && location.deliveryAddress === location.label) {
    return t('places.currentLocation');
  }
  return location.deliveryAddress || location.label;
}
