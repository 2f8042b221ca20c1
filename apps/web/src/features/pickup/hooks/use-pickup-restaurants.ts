import { useCallback, useState } from 'react';
import { PickupRestaurantsDocument } from '@/gql/graphql.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import type { LatLng } from '@/lib/coordinates.ts';
import { isSameArea } from '../utils/pickup-cards.ts';
import { useStoredCoordinates } from './use-stored-coordinates.ts';

type Area = { latitude: number | null; longitude: number | null };

/**
 * Restaurants around the delivery location, then around wherever "Search area" was pressed
 * (network-only; skipped while no location is stored).
 */
export function usePickupRestaurants() {
  const stored = useStoredCoordinates();
  const [searched, setSearched] = useState<Area | null>(null);
  const area = searched ?? stored;
  const [{ data, fetching, error }, reexecute] = useTypedQuery({
    query: PickupRestaurantsDocument,
    variables: area ?? { latitude: null, longitude: null },
    pause: area === null,
    requestPolicy: 'network-only',
  });

  const searchArea = useCallback(
    (center: LatLng) => {
      if (isSameArea(area, center)) reexecute({ requestPolicy: 'network-only' });
      else setSearched({ latitude: center.latitude, longitude: center.longitude });
    },
    [area, reexecute],
  );

  return {
    stored,
    restaurants: data?.nearByRestaurants.restaurants,
    fetching,
    error,
    searchArea,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
