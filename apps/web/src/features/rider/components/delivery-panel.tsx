import { haversineKm, type LatLng } from '@food/domain';
import { useMemo, useState } from 'react';
import { MapView } from '@/components/map/map-view.tsx';
import type { MapMarker } from '@/components/map/types.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { RiderDeliveryFieldsFragment } from '@/gql/graphql.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { pointToLatLng } from '@/lib/coordinates.ts';
import { useRiderError } from '../hooks/use-rider-error.ts';
import type { useRider } from '../hooks/use-rider.ts';
import { RiderChat } from './rider-chat.tsx';

const FIT = { maxZoom: 15, padding: 40 } as const;

/**
 * The delivery under way: restaurant first (ASSIGNED), then the customer (PICKED), on the map with the
 * route's length in a straight line per leg; pick up, deliver, the customer's phone and the chat.
 */
export function DeliveryPanel({
  delivery,
  position,
  rider,
}: {
  delivery: RiderDeliveryFieldsFragment;
  position: LatLng | null;
  rider: ReturnType<typeof useRider>;
}) {
  const { t, i18n } = useTranslation('rider');
  const errorText = useRiderError();
  const [error, setError] = useState<string | null>(null);
  const restaurant = pointToLatLng(delivery.restaurant.location.coordinates)!;
  const dropOff = pointToLatLng(delivery.dropOff.location.coordinates)!;
  const picked = delivery.orderStatus === 'PICKED';

  const markers = useMemo(() => {
    const list: MapMarker[] = [
      {
        id: 'restaurant',
        kind: 'restaurant',
        position: restaurant,
        label: t('delivery.restaurantMarker', { name: delivery.restaurant.name }),
      },
      {
        id: 'drop-off',
        kind: 'home',
        position: dropOff,
        label: t('delivery.customerMarker', { name: delivery.customer.name }),
      },
    ];
    if (position) list.push({ id: 'me', kind: 'rider', position, label: t('delivery.meMarker') });
    return list;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, delivery._id, position?.latitude, position?.longitude]);

  const from = position ?? restaurant;
  const routeKm = picked
    ? haversineKm(from, dropOff)
    : haversineKm(from, restaurant) + haversineKm(restaurant, dropOff);
  const km = new Intl.NumberFormat(i18n.resolvedLanguage, { maximumFractionDigits: 1 }).format(routeKm);
  const collect =
    delivery.amountToCollect > 0
      ? new Intl.NumberFormat(i18n.resolvedLanguage, {
          style: 'currency',
          currency: delivery.currency,
        }).format(delivery.amountToCollect)
      : null;

  const act = async (action: 'pickUp' | 'deliver') => {
    setError(null);
    const result = await rider[action](delivery._id);
    if (result.error) setError(errorText(result.error));
  };

  return (
    <section
      aria-labelledby="delivery-title"
      className="flex flex-col gap-4"
      data-testid="rider-delivery"
      data-status={delivery.orderStatus}
    >
      <div className="flex flex-col gap-1">
        <h2 id="delivery-title" className="text-lg font-semibold text-stone-900">
          {t('delivery.title', { orderId: delivery.orderId })}
        </h2>
        <p className="text-stone-700">{picked ? t('delivery.toCustomer') : t('delivery.toRestaurant')}</p>
        <p className="text-sm text-stone-700" data-testid="rider-route">
          {t('delivery.route', { km })}
        </p>
      </div>
      <MapView
        label={t('delivery.mapLabel')}
        center={picked ? dropOff : restaurant}
        zoom={14}
        markers={markers}
        fitBounds={FIT}
        controls={{ scrollWheelZoom: false }}
        className="h-[320px] sm:h-[420px]"
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <div
          className={
            picked ? 'rounded-2xl bg-stone-50 p-4' : 'rounded-2xl bg-white p-4 ring-2 ring-primary-600'
          }
        >
          <h3 className="font-semibold text-stone-900">{t('delivery.pickUpAt')}</h3>
          <p className="text-stone-900">{delivery.restaurant.name}</p>
          <p className="text-sm text-stone-700">{delivery.restaurant.address}</p>
          <p className="text-sm text-stone-700">{t('delivery.items', { count: delivery.itemCount })}</p>
        </div>
        <div
          className={
            picked ? 'rounded-2xl bg-white p-4 ring-2 ring-primary-600' : 'rounded-2xl bg-stone-50 p-4'
          }
        >
          <h3 className="font-semibold text-stone-900">{t('delivery.deliverTo')}</h3>
          <p className="text-stone-900">{delivery.customer.name}</p>
          <p className="text-sm text-stone-700">{delivery.dropOff.address}</p>
          {delivery.dropOff.details && <p className="text-sm text-stone-700">{delivery.dropOff.details}</p>}
          {delivery.customer.phone && (
            <a
              className="text-sm font-semibold text-primary-700 underline"
              href={`tel:${delivery.customer.phone}`}
            >
              {t('delivery.call', { phone: delivery.customer.phone })}
            </a>
          )}
          <p className="text-sm text-stone-700">
            {collect ? t('delivery.collect', { amount: collect }) : t('delivery.paid')}
          </p>
        </div>
      </div>
      {error && <Alert>{error}</Alert>}
      {picked ? (
        <Button size="lg" onClick={() => void act('deliver')} disabled={rider.acting}>
          {t('delivery.deliver')}
        </Button>
      ) : (
        <Button size="lg" onClick={() => void act('pickUp')} disabled={rider.acting}>
          {t('delivery.pickUp')}
        </Button>
      )}
      <RiderChat orderId={delivery._id} customerName={delivery.customer.name} />
    </section>
  );
}
