import { useMemo } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { MapView } from '@/components/map/map-view.tsx';
import type { MapMarker } from '@/components/map/types.ts';
import { useCurrentLocation } from '@/hooks/use-current-location.ts';
import { type LatLng, pointToLatLng } from '@/lib/coordinates.ts';
import type { OrderDetail } from '../hooks/use-live-order.ts';

// Zoom 14; 450 px on small screens, 500 px otherwise (the height classes;
// docs/product/limits.md#maps-and-layout).
const ORDER_MAP_ZOOM = 14;
const FIT = { maxZoom: ORDER_MAP_ZOOM, padding: 48 } as const;

/**
 * The order's map: restaurant, delivery address, the customer's own location and, once a rider is
 * assigned, the rider's marker moving live. Framed to the points.
 */
export function OrderMap({ order, rider }: { order: OrderDetail; rider: LatLng | null }) {
  const { t } = useTranslation('orders');
  const { location } = useCurrentLocation();
  const restaurant = pointToLatLng(order.restaurant.location.coordinates);
  const delivery = pointToLatLng(order.deliveryAddress?.location.coordinates);
  const riderName = order.rider?.name;

  const markers = useMemo(() => {
    const list: MapMarker[] = [];
    if (restaurant)
      list.push({
        id: 'restaurant',
        kind: 'restaurant',
        position: restaurant,
        label: t('detail.restaurantMarker', { name: order.restaurant.name }),
      });
    if (delivery)
      list.push({
        id: 'delivery',
        kind: 'home',
        position: delivery,
        label: t('detail.deliveryMarker', { address: order.deliveryAddress?.deliveryAddress ?? '' }),
      });
    if (location)
      list.push({
        id: 'own-location',
        kind: 'user',
        position: { latitude: location.latitude, longitude: location.longitude },
        label: t('detail.ownMarker'),
      });
    if (rider && riderName)
      list.push({
        id: 'rider',
        kind: 'rider',
        position: rider,
        label: t('detail.riderMarker', { name: riderName }),
      });
    return list;
    // Coordinates compared by value: a new order object with the same places keeps the markers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    t,
    restaurant?.latitude,
    restaurant?.longitude,
    delivery?.latitude,
    delivery?.longitude,
    location,
    rider,
    riderName,
    order.restaurant.name,
    order.deliveryAddress?.deliveryAddress,
  ]);

  const center = delivery ?? restaurant ?? { latitude: 0, longitude: 0 };
  return (
    <div
      data-rider-position={rider ? `${rider.latitude.toFixed(5)},${rider.longitude.toFixed(5)}` : undefined}
    >
      <MapView
        label={t('detail.mapLabel')}
        center={center}
        zoom={ORDER_MAP_ZOOM}
        markers={markers}
        fitBounds={FIT}
        controls={{ scrollWheelZoom: false }}
        className="h-[450px] sm:h-[500px]"
      />
    </div>
  );
}
