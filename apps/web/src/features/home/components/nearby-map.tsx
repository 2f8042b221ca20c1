import { useMemo } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useNavigate } from 'react-router';
import { MapView } from '@/components/map/map-view.tsx';
import { restaurantMarkers } from '@/components/map/restaurant-markers.ts';
import type { MapMarker } from '@/components/map/types.ts';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { HomeRestaurantsDocument } from '@/gql/graphql.ts';
import { useCurrentLocation } from '@/hooks/use-current-location.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { paths } from '@/lib/paths.ts';
import type { RestaurantLinkState } from '@/lib/restaurant-link-state.ts';

// Zoom 10 on home; the fixed fallback centre when no location is set
// (docs/product/limits.md#maps-and-layout).
const HOME_MAP_ZOOM = 10;
const FALLBACK_CENTER = { latitude: 33.04, longitude: 35.22 };

/** Map of the restaurants around the stored delivery location; a marker opens its restaurant. */
export function NearbyMap() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { location } = useCurrentLocation();
  const [{ data, error }] = useTypedQuery({
    query: HomeRestaurantsDocument,
    variables: { latitude: location?.latitude ?? 0, longitude: location?.longitude ?? 0 },
    pause: location === null,
    requestPolicy: 'network-only',
  });
  // Every restaurant in range as a pin (at most 300, nearest first) and the real total (docs/maps.md "Home map").
  const restaurants = data?.nearByRestaurantPins.pins;
  const totalCount = data?.nearByRestaurantPins.totalCount;

  const markers = useMemo<MapMarker[]>(() => {
    const nearby = restaurantMarkers(restaurants ?? [], ({ _id, name, image, slug }) => {
      const state: RestaurantLinkState = { id: _id, name, image, slug };
      navigate(paths.restaurant(slug), { state });
    });
    if (!location) return nearby;
    const home: MapMarker = {
      id: 'delivery-location',
      position: location,
      label: t('places.map.deliveryLocation'),
      kind: 'home',
    };
    return [home, ...nearby];
  }, [restaurants, location, navigate, t]);

  let summary = '';
  if (error) summary = t('errors.unableToLoad');
  else if (totalCount !== undefined) summary = t('places.map.nearbyCount', { count: totalCount });

  return (
    <section aria-labelledby="nearby-map-title" className="pt-8 md:pt-16">
      <PageContainer>
        <h2 id="nearby-map-title" className="text-3xl font-extrabold tracking-tight text-stone-900">
          {t('places.map.nearbyTitle')}
        </h2>
        <p role={error ? 'alert' : undefined} className="mt-2 mb-6 min-h-6 text-stone-600">
          {summary}
        </p>
        <MapView
          label={t('places.map.nearbyLabel')}
          center={location ?? FALLBACK_CENTER}
          zoom={HOME_MAP_ZOOM}
          markers={markers}
          controls={{ scrollWheelZoom: false }}
          className="h-[360px] md:h-[460px]"
        />
      </PageContainer>
    </section>
  );
}
