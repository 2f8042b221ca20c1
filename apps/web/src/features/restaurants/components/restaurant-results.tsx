import { useTranslation } from '@/hooks/use-translation.ts';
import { SearchX, Store } from '@/components/ui/icons.ts';
import { StatusMessage } from '@/components/ui/status-message.tsx';
import type { NearByRestaurants } from '../hooks/use-near-by-restaurants.ts';
import { RestaurantCarousels } from './restaurant-carousels.tsx';
import { RestaurantGrid } from './restaurant-grid.tsx';

// The grid's first row (3 columns on wide screens) is on the first screen when no carousel comes first.
const GRID_FIRST_ROW = 3;

/**
 * Carousels and the grid of the pages loaded so far; with a search (trimmed, run by the server) only
 * the matches. Empty states (docs/product/screens.md#restaurant-list): "No restaurants found", or with a term
 * "That's not in the list yet".
 */
export function RestaurantResults({
  data,
  search,
  hasMore,
}: {
  data: NearByRestaurants;
  search: string;
  /** Whether further pages may follow: until the last one the list's size is unknown. */
  hasMore: boolean;
}) {
  const { t } = useTranslation();
  const setSize = hasMore ? -1 : data.restaurants.length;

  if (search !== '') {
    const matches = data.restaurants;
    return (
      <section aria-labelledby="search-results-title">
        <h2 id="search-results-title" className="mb-4 text-xl font-bold text-stone-900 md:text-2xl">
          {t('restaurantList.searchResults', { term: search })}
        </h2>
        {matches.length > 0 ? (
          <RestaurantGrid restaurants={matches} priorityCount={GRID_FIRST_ROW} setSize={setSize} />
        ) : (
          <StatusMessage
            icon={<SearchX className="size-7" />}
            title={t('restaurantList.noMatch')}
            description={t('restaurantList.tryDifferentSearch')}
          />
        )}
      </section>
    );
  }
  if (data.restaurants.length === 0) {
    return <StatusMessage icon={<Store className="size-7" />} title={t('restaurantList.empty')} />;
  }
  return (
    <div className="space-y-12">
      {data.carousels.length > 0 && <RestaurantCarousels groups={data.carousels} />}
      <section aria-labelledby="all-restaurants-title">
        <h2 id="all-restaurants-title" className="mb-4 text-xl font-bold text-stone-900 md:text-2xl">
          {t('restaurantList.allRestaurants')}
        </h2>
        <RestaurantGrid
          restaurants={data.restaurants}
          priorityCount={data.carousels.length > 0 ? 0 : GRID_FIRST_ROW}
          setSize={setSize}
        />
      </section>
    </div>
  );
}
