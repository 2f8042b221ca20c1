import { useMemo } from 'react';
import { UserFavouriteDocument } from '@/gql/graphql.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import type { CurrentLocation } from '@/lib/current-location.ts';
import { toRestaurantCard } from '../utils/to-restaurant-card.ts';

/** The favourite restaurants as cards, newest first (network-only; coordinates null without a location). */
export function useUserFavourites(location: CurrentLocation | null) {
  const [{ data, fetching, error }, reexecute] = useTypedQuery({
    query: UserFavouriteDocument,
    variables: { latitude: location?.latitude ?? null, longitude: location?.longitude ?? null },
    requestPolicy: 'network-only',
  });
  const restaurants = useMemo(() => data?.userFavourite.map(toRestaurantCard), [data]);
  return {
    restaurants,
    fetching,
    error,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
