import { useTranslation } from '@/hooks/use-translation.ts';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import type { CartRestaurant } from '@/lib/cart/stored-cart.ts';
import { CheckoutHeading } from './checkout-heading.tsx';

/**
 * The checkout while its data loads: the heading from the stored cart at once, and blocks the size of
 * the map and the summary, so the page's main text is on screen before the API answers and nothing
 * moves when it does (docs/layout-and-images.md).
 */
export function CheckoutSkeleton({ restaurant }: { restaurant: CartRestaurant | null }) {
  const { t } = useTranslation('checkout');
  return (
    <PageContainer className="py-6 sm:py-8">
      {restaurant ? (
        <CheckoutHeading restaurant={restaurant} />
      ) : (
        <h1 className="mb-6 text-2xl font-bold text-stone-900 sm:text-3xl">{t('title')}</h1>
      )}
      <div aria-busy="true" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <div className="flex h-[450px] items-center justify-center rounded-2xl bg-stone-100">
            <Spinner label={t('loading')} />
          </div>
          <Skeleton className="h-24 rounded-2xl" />
        </div>
        <Skeleton className="h-80 rounded-2xl" />
      </div>
    </PageContainer>
  );
}
