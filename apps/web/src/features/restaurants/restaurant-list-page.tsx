import { useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { Link } from 'react-router';
import { MapPin, TriangleAlert } from '@/components/ui/icons.ts';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { SearchField } from '@/components/ui/search-field.tsx';
import { RetryButton, StatusMessage } from '@/components/ui/status-message.tsx';
import { LoadMore } from '@/components/ui/load-more.tsx';
import { useCurrentLocation } from '@/hooks/use-current-location.ts';
import { useDebouncedValue } from '@/hooks/use-debounced-value.ts';
import { useLocationText } from '@/hooks/use-location-text.ts';
import { usePageView } from '@/hooks/use-page-view.ts';
import { paths } from '@/lib/paths.ts';
import { RestaurantListSkeleton } from './components/restaurant-list-skeleton.tsx';
import { RestaurantResults } from './components/restaurant-results.tsx';
import { useNearByRestaurants } from './hooks/use-near-by-restaurants.ts';

const SEARCH_DEBOUNCE_MS = 300;

export function RestaurantListPage() {
  const { t } = useTranslation();
  usePageView(t('restaurantList.documentTitle'), 'NAVIGATE_TO_RESTAURANTS');
  const { location } = useCurrentLocation();
  const locationText = useLocationText(location);
  const [search, setSearch] = useState('');
  // The search runs on the server once typing pauses (docs/restaurant-paging.md).
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const nearBy = useNearByRestaurants(location, term);
  const { data, fetching, error, retry } = nearBy;

  let content;
  if (error && !fetching) {
    content = (
      <StatusMessage
        tone="error"
        icon={<TriangleAlert className="size-7" />}
        title={t('errors.unableToLoad')}
        action={<RetryButton onRetry={retry} />}
      />
    );
  } else if (!data || !location) {
    // With no location yet the query is skipped: "Unable to load data" before the first load
    // (docs/product/errors.md#ordering).
    content = location ? <RestaurantListSkeleton /> : <StatusMessage title={t('errors.unableToLoad')} />;
  } else {
    content = (
      <>
        <RestaurantResults data={data} search={term} hasMore={nearBy.hasMore} />
        <LoadMore pages={nearBy} label={t('restaurantList.loadMore')} />
      </>
    );
  }

  return (
    <PageContainer className="py-8 md:py-10">
      <div className="mb-8 flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 md:text-4xl">
            {t('restaurantList.title')}
          </h1>
          {location && (
            <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-stone-700">
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-primary-600" />
              <span className="min-w-0 break-words">
                {t('restaurantList.deliveringTo', { address: locationText })}
              </span>
              <Link to={paths.home} className="font-semibold text-primary-700 underline underline-offset-4">
                {t('restaurantList.changeLocation')}
              </Link>
            </p>
          )}
        </div>
        <div className="w-full md:max-w-md">
          <SearchField
            label={t('restaurantList.searchLabel')}
            placeholder={t('restaurantList.searchPlaceholder')}
            clearLabel={t('restaurantList.clearSearch')}
            value={search}
            onChange={setSearch}
          />
        </div>
      </div>
      {content}
    </PageContainer>
  );
}

export default RestaurantListPage;
