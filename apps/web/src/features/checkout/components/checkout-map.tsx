import { useMemo } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { MapView } from '@/components/map/map-view.tsx';
import type { MapMarker } from '@/components/map/types.ts';
import type { LatLng } from '@/lib/coordinates.ts';

/**
 * A map (docs/product/limits.md#maps-and-layout) about 450 px high at zoom 14 with the restaurant and the
 * delivery point.
 */
export function CheckoutMap({
  name,
  restaurant,
  destination,
}: {
  name: string;
  restaurant: LatLng | null;
  destination: LatLng | null;
}) {
  const { t } = useTranslation('checkout');
  const markers = useMemo<MapMarker[]>(
    () => [
      ...(restaurant
        ? [{ id: 'restaurant', position: restaurant, label: name, kind: 'restaurant' as const }]
        : []),
      ...(destination
        ? [
            {
              id: 'destination',
              position: destination,
              label: t('map.deliveryLocation'),
              kind: 'home' as const,
            },
          ]
        : []),
    ],
    [restaurant, destination, name, t],
  );
  const center = restaurant ?? destination;
  if (!center) return null;
  return (
    <MapView
      label={t('map.label', { name })}
      center={center}
      zoom={14}
      markers={markers}
      height={450}
      // Both points in view, never closer than zoom 14.
      fitBounds={markers.length > 1 ? { maxZoom: 14, padding: 48 } : false}
      controls={{ scrollWheelZoom: false }}
    />
  );
}
