import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button.tsx';
import { Store, TriangleAlert, UtensilsCrossed } from '@/components/ui/icons.ts';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { RetryButton, StatusMessage } from '@/components/ui/status-message.tsx';
import { usePageView } from '@/hooks/use-page-view.ts';
import { errorMessage } from '@/lib/graphql-errors.ts';
import { paths } from '@/lib/paths.ts';
import { parseRestaurantLinkState } from '@/lib/restaurant-link-state.ts';
import { CategoryNav } from './components/category-nav.tsx';
import { MenuCategory } from './components/menu-category.tsx';
import { MenuSkeleton } from './components/menu-skeleton.tsx';
import { RestaurantHeader } from './components/restaurant-header.tsx';
import { useRestaurant } from './hooks/use-restaurant.ts';

export function RestaurantPage() {
  const { t } = useTranslation();
  const slug = useParams().slug ?? '';
  const linkState = parseRestaurantLinkState(useLocation().state, slug);
  const { restaurant, currency, fetching, error, notFound, retry } = useRestaurant(slug);
  const name = restaurant?.name ?? linkState?.name;
  const title = notFound ? t('restaurant.notFoundTitle') : name && t('restaurant.documentTitle', { name });
  usePageView(title || undefined, 'NAVIGATE_TO_RESTAURANT_DETAIL');

  if (notFound) {
    return (
      <PageContainer>
        <StatusMessage
          icon={<Store className="size-7" />}
          titleAs="h1"
          title={t('restaurant.notFoundTitle')}
          description={t('restaurant.notFoundDescription')}
          action={<ButtonLink to={paths.restaurantList}>{t('restaurant.backToList')}</ButtonLink>}
          className="py-24"
        />
      </PageContainer>
    );
  }
  if (error && !fetching) {
    return (
      <PageContainer>
        <StatusMessage
          tone="error"
          icon={<TriangleAlert className="size-7" />}
          titleAs="h1"
          title={t('errors.unableToFetch')}
          description={errorMessage(error)}
          action={<RetryButton onRetry={retry} />}
          className="py-24"
        />
      </PageContainer>
    );
  }

  return (
    <>
      <RestaurantHeader
        name={name}
        image={restaurant?.image ?? linkState?.image}
        detail={restaurant}
        currency={currency}
      />
      <PageContainer className="pt-6">
        {!restaurant ? (
          <MenuSkeleton />
        ) : restaurant.categories.length === 0 ? (
          <StatusMessage icon={<UtensilsCrossed className="size-7" />} title={t('restaurant.emptyMenu')} />
        ) : (
          <>
            <CategoryNav categories={restaurant.categories} />
            <div className="space-y-12 pt-8">
              {restaurant.categories.map((category) => (
                <MenuCategory key={category._id} category={category} currency={currency} />
              ))}
            </div>
          </>
        )}
      </PageContainer>
    </>
  );
}

export default RestaurantPage;
