import { useMemo, useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useLocation, useParams } from 'react-router';
import { useCartRevalidation } from '@/components/cart/use-cart-revalidation.ts';
import { ButtonLink } from '@/components/ui/button.tsx';
import { Store, TriangleAlert, UtensilsCrossed } from '@/components/ui/icons.ts';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { RetryButton, StatusMessage } from '@/components/ui/status-message.tsx';
import { usePageView } from '@/hooks/use-page-view.ts';
import type { CartRestaurant } from '@/lib/cart/stored-cart.ts';
import { errorMessage } from '@/lib/graphql-errors.ts';
import { paths } from '@/lib/paths.ts';
import { parseRestaurantLinkState } from '@/lib/restaurant-link-state.ts';
import { CartAside, CartBar } from './components/cart-panel/cart-panel.tsx';
import { CategoryNav } from './components/category-nav.tsx';
import { MenuCategory } from './components/menu-category.tsx';
import { MenuSkeleton } from './components/menu-skeleton.tsx';
import { RestaurantDialogs } from './components/restaurant-dialogs.tsx';
import { RestaurantHeader } from './components/restaurant-header.tsx';
import { useClosedDialog } from './hooks/use-closed-dialog.ts';
import { useLiveRefetch } from './hooks/use-live-refetch.ts';
import { useRestaurant } from './hooks/use-restaurant.ts';

export function RestaurantPage() {
  const { t } = useTranslation('menu');
  const slug = useParams().slug ?? '';
  const linkState = parseRestaurantLinkState(useLocation().state, slug);
  const { restaurant, menu, currency, fetching, error, notFound, retry } = useRestaurant(slug);
  const name = restaurant?.name ?? linkState?.name;
  const title = notFound ? t('restaurant.notFoundTitle') : name && t('restaurant.documentTitle', { name });
  usePageView(title || undefined, 'NAVIGATE_TO_RESTAURANT_DETAIL');

  const cartRestaurant = useMemo<CartRestaurant | undefined>(
    () =>
      restaurant && {
        id: restaurant._id,
        slug: restaurant.slug,
        name: restaurant.name,
        image: restaurant.image,
      },
    [restaurant],
  );
  useCartRevalidation(cartRestaurant, menu);
  // Open or closed is the server's answer (isOpen); it is re-read while the page stays open.
  useLiveRefetch(retry);
  const { isClosedDialogOpen, dismissClosedDialog } = useClosedDialog(slug, restaurant?.isOpen);
  const [itemFoodId, setItemFoodId] = useState<string | null>(null);
  const [isInfoOpen, setInfoOpen] = useState(false);

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
  if (error && !fetching && !restaurant) {
    return (
      <PageContainer>
        <StatusMessage
          tone="error"
          icon={<TriangleAlert className="size-7" />}
          titleAs="h1"
          title={t('errors.unableToFetch', { ns: 'translation' })}
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
        nameHint={slug.replaceAll('-', ' ')}
        image={restaurant?.image ?? linkState?.image}
        detail={restaurant}
        currency={currency}
        onShowInfo={() => setInfoOpen(true)}
      />
      <PageContainer className="pt-6">
        {!restaurant || !menu || !cartRestaurant ? (
          <MenuSkeleton />
        ) : (
          <>
            <div className="md:grid md:grid-cols-[minmax(0,1fr)_20rem] md:gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
              <div className="min-w-0">
                {restaurant.categories.length === 0 ? (
                  <StatusMessage
                    icon={<UtensilsCrossed className="size-7" />}
                    title={t('restaurant.emptyMenu')}
                  />
                ) : (
                  <>
                    <CategoryNav categories={restaurant.categories} />
                    <div className="space-y-12 pt-8">
                      {restaurant.categories.map((category) => (
                        <MenuCategory
                          key={category._id}
                          category={category}
                          currency={currency}
                          onAdd={setItemFoodId}
                          isClosed={!restaurant.isOpen}
                        />
                      ))}
                    </div>
                  </>
                )}
              </div>
              <CartAside restaurant={restaurant} currency={currency} />
            </div>
            <CartBar restaurant={restaurant} currency={currency} />
            <RestaurantDialogs
              restaurant={restaurant}
              cartRestaurant={cartRestaurant}
              menu={menu}
              currency={currency}
              itemFoodId={itemFoodId}
              onCloseItem={() => setItemFoodId(null)}
              isInfoOpen={isInfoOpen}
              onCloseInfo={() => setInfoOpen(false)}
              isClosedDialogOpen={isClosedDialogOpen}
              onDismissClosed={dismissClosedDialog}
            />
          </>
        )}
      </PageContainer>
    </>
  );
}

export default RestaurantPage;
