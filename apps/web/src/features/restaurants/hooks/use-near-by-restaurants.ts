import { useMemo } from 'react';
import type { RestaurantCardData } from '@/components/restaurant/restaurant-card.tsx';
import { toRestaurantCardData } from '@/components/restaurant/to-restaurant-card-data.ts';
import { NearByRestaurantsDocument } from '@/gql/graphql.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import type { CurrentLocation } from '@/lib/current-location.ts';
import { type CarouselGroup, buildCarousels } from '../utils/build-carousels.ts';

export type NearByRestaurants = {
  restaurants: RestaurantCardData[];
  carousels: CarouselGroup<RestaurantCardData>[];
};

/** Restaurants around the current location (network-only; skipped while no location is known). */
export function useNearByRestaurants(location: CurrentLocation | null) {
  const [{ data, fetching, error }, reexecute] = useTypedQuery({
    query: NearByRestaurantsDocument,
    variables: { latitude: location?.latitude ?? 0, longitude: location?.longitude ?? 0 },
    pause: location === null,
    requestPolicy: 'network-only',
  });
  const result = useMemo<NearByRestaurants | undefined>(() => {
    if (!data) return undefined;
    const { offers, sections, restaurants } = data.nearByRestaurants;
    const cards = restaurants.map(toRestaurantCardData);
    return { restaurants: cards, carousels: buildCarousels(offers, sections, cards) };
  }, [data]);
  return {
    data: result,
    fetching,
    error,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
