import { useMemo } from 'react';
import type { RestaurantCardData } from '@/components/restaurant/restaurant-card.tsx';
import { toRestaurantCardData } from '@/components/restaurant/to-restaurant-card-data.ts';
import { NearByRestaurantsDocument } from '@/gql/graphql.ts';
import { useMorePages } from '@/hooks/use-more-pages.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import type { CurrentLocation } from '@/lib/current-location.ts';
import { type CarouselGroup, buildCarousels } from '../utils/build-carousels.ts';

export type NearByRestaurants = {
  restaurants: RestaurantCardData[];
  carousels: CarouselGroup<RestaurantCardData>[];
};

/**
 * Restaurants around the current location matching `search` (already trimmed; '' for none), a page at
 * a time: the first page is a plain urql query (network-only; skipped while no location is known),
 * `loadMore` appends the next one. Carousels come with the first page only (and only without a search,
 * where they show): every member in range of each offer and section, with its card, whatever page of
 * the grid is loaded (docs/restaurant-paging.md "Offers and sections").
 */
export function useNearByRestaurants(location: CurrentLocation | null, search: string) {
  const variables = {
    latitude: location?.latitude ?? 0,
    longitude: location?.longitude ?? 0,
    search: search === '' ? null : search,
    after: null,
    carousels: search === '',
  };
  const [{ data, fetching, error }, reexecute] = useTypedQuery({
    query: NearByRestaurantsDocument,
    variables,
    pause: location === null,
    requestPolicy: 'network-only',
  });
  const more = useMorePages(NearByRestaurantsDocument, JSON.stringify(variables));

  const result = useMemo<NearByRestaurants | undefined>(() => {
    if (!data) return undefined;
    const { offers, sections } = data.nearByRestaurants;
    const pages = [data, ...more.pages].map((page) => page.nearByRestaurants.restaurants);
    const cards = pages.flat().map(toRestaurantCardData);
    const carouselCards = (data.nearByCarouselRestaurants ?? []).map(toRestaurantCardData);
    return { restaurants: cards, carousels: buildCarousels(offers ?? [], sections ?? [], carouselCards) };
  }, [data, more.pages]);

  const lastPage = (more.pages.at(-1) ?? data)?.nearByRestaurants.pageInfo;
  return {
    data: result,
    fetching,
    error,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
    hasMore: lastPage?.hasNextPage ?? false,
    loadingMore: more.loading,
    loadMoreFailed: more.failed,
    loadMore: () => {
      if (lastPage?.endCursor)
        void more.loadMore({ ...variables, after: lastPage.endCursor, carousels: false });
    },
  };
}
