import { useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { ButtonLink } from '@/components/ui/button.tsx';
import { ShoppingBag, TriangleAlert } from '@/components/ui/icons.ts';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { RetryButton, StatusMessage } from '@/components/ui/status-message.tsx';
import { usePageView } from '@/hooks/use-page-view.ts';
import { useCart } from '@/lib/cart/use-cart.ts';
import { errorMessage } from '@/lib/graphql-errors.ts';
import { paths } from '@/lib/paths.ts';
import { CheckoutScreen } from './components/checkout-screen.tsx';
import { CheckoutSkeleton } from './components/checkout-skeleton.tsx';
import { useCheckoutData } from './hooks/use-checkout-data.ts';

/**
 * Checkout (docs/product/screens.md#checkout): an empty state without items, "Unable to fetch data" when the
 * cart's restaurant, the configuration or the profile cannot be read, a spinner meanwhile, else the screen.
 * Signed-out visitors never get here: the route shows the login screen instead (app/checkout-gate).
 */
export default function CheckoutPage() {
  const { t } = useTranslation('checkout');
  usePageView(t('title'));
  const { cart, restaurant: cartRestaurant } = useCart();
  // The empty state is for a visit without items; lines deleted here keep the screen, whose order
  // button then says "Cart is Empty." (docs/product/validation.md#place-order-checks).
  const [loaded] = useState(() => ({ restaurantId: cart.restaurantId }));
  const restaurantId = cart.restaurantId ?? loaded.restaurantId;
  const data = useCheckoutData(restaurantId);

  if (!restaurantId) {
    return (
      <PageContainer>
        <StatusMessage
          icon={<ShoppingBag className="size-7" />}
          titleAs="h1"
          title={t('empty.title')}
          description={t('empty.description')}
          action={<ButtonLink to={paths.restaurantList}>{t('empty.browse')}</ButtonLink>}
          className="py-24"
        />
      </PageContainer>
    );
  }
  if (data.error && !data.isLoading && (!data.restaurant || !data.profile)) {
    return (
      <PageContainer>
        <StatusMessage
          tone="error"
          icon={<TriangleAlert className="size-7" />}
          titleAs="h1"
          title={t('errors.unableToFetch')}
          description={errorMessage(data.error)}
          action={<RetryButton onRetry={data.retry} />}
          className="py-24"
        />
      </PageContainer>
    );
  }
  if (!data.restaurant || !data.profile) return <CheckoutSkeleton restaurant={cartRestaurant} />;
  return (
    <CheckoutScreen
      restaurant={data.restaurant}
      profile={data.profile}
      currency={data.currency}
      pricing={data.pricing}
      tips={data.tips}
      refetch={data.refetch}
    />
  );
}
