import { useEffect, useRef } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import type { CombinedError } from 'urql';
import { ButtonLink } from '@/components/ui/button.tsx';
import { Heart, TriangleAlert } from '@/components/ui/icons.ts';
import { LoadMore } from '@/components/ui/load-more.tsx';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { RetryButton, StatusMessage } from '@/components/ui/status-message.tsx';
import { useCurrentLocation } from '@/hooks/use-current-location.ts';
import { usePageView } from '@/hooks/use-page-view.ts';
import { paths } from '@/lib/paths.ts';
import { showToast } from '@/lib/toast.ts';
import { FavouritesGrid } from './components/favourites-grid.tsx';
import { useUserFavourites } from './hooks/use-user-favourites.ts';

/**
 * /favourite (docs/product/screens.md#favourites): the signed-in customer's favourite restaurants.
 * Unfavouriting a card here leaves it in place, with an empty heart, until the next visit: the
 * keyboard focus stays put and a slip is undone with one more click.
 */
export function FavouritesPage() {
  const { t } = useTranslation();
  usePageView(t('favourites.documentTitle'), 'NAVIGATE_TO_FAVOURITES');
  const { location } = useCurrentLocation();
  const favourites = useUserFavourites(location);
  const { restaurants, fetching, error, retry } = favourites;
  useErrorToast(error, t('favourites.loadFailed'));

  let content;
  if (error && !fetching) {
    // An error snackbar and "Unable to fetch data" (docs/product/errors.md#ordering).
    content = (
      <StatusMessage
        tone="error"
        icon={<TriangleAlert className="size-7" />}
        title={t('errors.unableToFetch')}
        action={<RetryButton onRetry={retry} />}
      />
    );
  } else if (!restaurants) {
    content = (
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner label={t('favourites.loading')} />
      </div>
    );
  } else if (restaurants.length === 0) {
    content = (
      <StatusMessage
        icon={<Heart className="size-7" />}
        titleAs="h2"
        title={t('favourites.emptyTitle')}
        description={t('favourites.emptyDescription')}
        action={<ButtonLink to={paths.home}>{t('favourites.emptyAction')}</ButtonLink>}
      />
    );
  } else {
    content = (
      <>
        <FavouritesGrid restaurants={restaurants} setSize={favourites.hasMore ? -1 : restaurants.length} />
        <LoadMore pages={favourites} label={t('favourites.loadMore')} />
      </>
    );
  }

  return (
    <PageContainer className="py-8 md:py-10">
      <h1 className="mb-8 text-3xl font-extrabold tracking-tight text-stone-900 md:text-4xl">
        {t('favourites.title')}
      </h1>
      {content}
    </PageContainer>
  );
}

/** One toast per failed request (a ref, so React's development double effects do not repeat it). */
function useErrorToast(error: CombinedError | undefined, message: string) {
  const shown = useRef<CombinedError | undefined>(undefined);
  useEffect(() => {
    if (!error || shown.current === error) return;
    shown.current = error;
    showToast('error', message);
  }, [error, message]);
}

export default FavouritesPage;
