import { useMemo } from 'react';
import { UserFavouriteDocument } from '@/gql/graphql.ts';
import { useMorePages } from '@/hooks/use-more-pages.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import type { CurrentLocation } from '@/lib/current-location.ts';
import { toRestaurantCard } from '../utils/to-restaurant-card.ts';

/** The API's page size for userFavourite when `first` is omitted: a full page may have a next one. */
const PAGE_SIZE = 30;

/**
 * The favourite restaurants as cards, newest first, a page at a time (network-only; coordinates null
 * without a location); `loadMore` appends the next page (docs/restaurant-paging.md).
 */
export function useUserFavourites(location: CurrentLocation | null) {
  const variables = {
    latitude: location?.latitude ?? null,
    longitude: location?.longitude ?? null,
    after: null,
  };
  const [{ data, fetching, error }, reexecute] = useTypedQuery({
    query: UserFavouriteDocument,
    variables,
    requestPolicy: 'network-only',
  });
  const more = useMorePages(UserFavouriteDocument, JSON.stringify(variables));
  const restaurants = useMemo(
    () =>
      data ? [data, ...more.pages].flatMap((page) => page.userFavourite).map(toRestaurantCard) : undefined,
    [data, more.pages],
  );
  const lastPage = (more.pages.at(-1) ?? data)?.userFavourite;
  const lastId = lastPage?.at(-1)?._id;
  return {
    restaurants,
    fetching,
    error,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
    hasMore: lastPage?.length === PAGE_SIZE,
    loadingMore: more.loading,
    loadMoreFailed: more.failed,
    loadMore: () => {
      if (lastId) void more.loadMore({ ...variables, after: lastId });
    },
  };
}
