import { useMemo } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { MapView } from '@/components/map/map-view.tsx';
import { restaurantMarkers } from '@/components/map/restaurant-markers.ts';
import type { MapMarker, MapView as MapViewState } from '@/components/map/types.ts';
import { Button } from '@/components/ui/button.tsx';
import { Search } from '@/components/ui/icons.ts';
import type { LatLng } from '@/lib/coordinates.ts';
import type { PickupRestaurant } from '../utils/pickup-cards.ts';

// Zoom 10, 700 px high, zoom buttons only (docs/product/limits.md#maps-and-layout).
const PICKUP_MAP_ZOOM = 10;

type PickupMapProps = {
  center: LatLng;
  deliveryLocation: LatLng | null;
  restaurants: readonly PickupRestaurant[];
  onMarker: (restaurant: PickupRestaurant) => void;
  onViewChange: (view: MapViewState) => void;
  onSearchArea: () => void;
  isSearching: boolean;
};

export function PickupMap(props: PickupMapProps) {
  const { center, deliveryLocation, restaurants, onMarker, onViewChange, onSearchArea, isSearching } = props;
  const { t } = useTranslation();
  const markers = useMemo<MapMarker[]>(() => {
    const nearby = restaurantMarkers(restaurants, onMarker);
    if (!deliveryLocation) return nearby;
    const home: MapMarker = {
      id: 'delivery-location',
      position: deliveryLocation,
      label: t('places.map.deliveryLocation'),
      kind: 'home',
    };
    return [home, ...nearby];
  }, [restaurants, deliveryLocation, onMarker, t]);

  return (
    <div className="relative min-w-0">
      <MapView
        label={t('pickup.mapLabel')}
        center={center}
        zoom={PICKUP_MAP_ZOOM}
        markers={markers}
        controls={{ zoom: true, attribution: true, scale: false }}
        onViewChange={onViewChange}
        // The map is what this screen is for (docs/maps.md "On demand"): no wait for the browser to idle.
        isMainContent
        className="h-[60vh] min-h-80 md:h-[700px]"
      />
      <div className="pointer-events-none absolute inset-x-0 top-3 flex justify-center">
        <Button
          variant="secondary"
          onClick={onSearchArea}
          aria-disabled={isSearching}
          className="pointer-events-auto shadow-lg"
        >
          <Search aria-hidden="true" className="size-4" />
          {t('pickup.searchArea')}
        </Button>
      </div>
    </div>
  );
}
