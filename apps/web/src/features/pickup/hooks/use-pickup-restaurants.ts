import { useCallback, useMemo, useState } from 'react';
import { PickupRestaurantsDocument } from '@/gql/graphql.ts';
import { useMorePages } from '@/hooks/use-more-pages.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import type { LatLng } from '@/lib/coordinates.ts';
import { isSameArea } from '../utils/pickup-cards.ts';
import { useStoredCoordinates } from './use-stored-coordinates.ts';

type Area = { latitude: number | null; longitude: number | null };

/**
 * Restaurants around the delivery location, then around wherever "Search area" was pressed
 * (network-only; skipped while no location is stored), a page at a time: `loadMore` appends the next.
 */
export function usePickupRestaurants() {
  const stored = useStoredCoordinates();
  const [searched, setSearched] = useState<Area | null>(null);
  const area = searched ?? stored;
  const variables = { ...(area ?? { latitude: null, longitude: null }), after: null };
  const [{ data, fetching, error }, reexecute] = useTypedQuery({
    query: PickupRestaurantsDocument,
    variables,
    pause: area === null,
    requestPolicy: 'network-only',
  });
  const more = useMorePages(PickupRestaurantsDocument, JSON.stringify(variables));
  const restaurants = useMemo(
    () => (data ? [data, ...more.pages].flatMap((page) => page.nearByRestaurants.restaurants) : undefined),
    [data, more.pages],
  );
  const lastPage = (more.pages.at(-1) ?? data)?.nearByRestaurants.pageInfo;

  const searchArea = useCallback(
    (center: LatLng) => {
      if (isSameArea(area, center)) reexecute({ requestPolicy: 'network-only' });
      else setSearched({ latitude: center.latitude, longitude: center.longitude });
    },
    [area, reexecute],
  );

  return {
    stored,
    restaurants,
    hasMore: lastPage?.hasNextPage ?? false,
    loadingMore: more.loading,
    loadMoreFailed: more.failed,
    loadMore: () => {
      if (lastPage?.endCursor) void more.loadMore({ ...variables, after: lastPage.endCursor });
    },
    fetching,
    error,
    searchArea,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
