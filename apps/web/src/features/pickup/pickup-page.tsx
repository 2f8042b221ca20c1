import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useRestaurantSwitch } from '@/components/cart/use-restaurant-switch.tsx';
import type { MapView } from '@/components/map/types.ts';
import { LoadMore } from '@/components/ui/load-more.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { usePageView } from '@/hooks/use-page-view.ts';
import { type LatLng } from '@/lib/coordinates.ts';
import { DEFAULT_LOCATION } from '@/lib/current-location.ts';
import { PickupList } from './components/pickup-list.tsx';
import { PickupMap } from './components/pickup-map.tsx';
import { usePickupRestaurants } from './hooks/use-pickup-restaurants.ts';
import { type PickupRestaurant, pickupCardId } from './utils/pickup-cards.ts';

/**
 * Pick-up screen (docs/product/screens.md#pick-up): a map of nearby restaurants beside the list of their
 * cards.
 */
export function PickupPage() {
  const { t } = useTranslation();
  usePageView(t('pickup.documentTitle'));
  const pickup = usePickupRestaurants();
  const { stored, restaurants, fetching, error, searchArea, retry } = pickup;
  const { requestSwitch, dialog } = useRestaurantSwitch();
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const deliveryLocation: LatLng | null =
    stored?.latitude != null && stored.longitude != null
      ? { latitude: stored.latitude, longitude: stored.longitude }
      : null;
  // Without a usable location the map still opens, on the default delivery location.
  const [center] = useState<LatLng>(() => deliveryLocation ?? DEFAULT_LOCATION);
  const mapCenter = useRef<LatLng>(center);

  const showCard = useCallback((restaurant: PickupRestaurant) => {
    setSelectedId(restaurant._id);
    const item = document.getElementById(pickupCardId(restaurant._id));
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    item?.scrollIntoView({ block: 'nearest', behavior: reduceMotion ? 'auto' : 'smooth' });
    item?.querySelector<HTMLElement>('a[href]')?.focus({ preventScroll: true });
  }, []);

  const onViewChange = useCallback((view: MapView) => {
    mapCenter.current = view.center;
  }, []);

  return (
    <PageContainer className="py-8 md:py-10">
      <h1 className="mb-2 text-3xl font-extrabold tracking-tight text-stone-900 md:text-4xl">
        {t('pickup.title')}
      </h1>
      <p className="mb-6 text-stone-700">{t('pickup.intro')}</p>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <PickupMap
          center={center}
          deliveryLocation={deliveryLocation}
          restaurants={restaurants ?? []}
          onMarker={showCard}
          onViewChange={onViewChange}
          onSearchArea={() => {
            if (!fetching) searchArea(mapCenter.current);
          }}
          isSearching={fetching}
        />
        <div className="lg:h-[700px] lg:overflow-y-auto lg:px-1 lg:pb-2">
          <PickupList
            restaurants={restaurants}
            fetching={fetching}
            failed={error !== undefined}
            selectedId={selectedId}
            onRetry={retry}
            onOpen={requestSwitch}
          />
          {!fetching && !error && <LoadMore pages={pickup} label={t('pickup.loadMore')} />}
        </div>
      </div>
      {dialog}
    </PageContainer>
  );
}

export default PickupPage;
