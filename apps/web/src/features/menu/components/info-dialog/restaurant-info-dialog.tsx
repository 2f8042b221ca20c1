import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from '@/hooks/use-translation.ts';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog.tsx';
import { Clock } from '@/components/ui/icons.ts';
import { Rating } from '@/components/ui/rating.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { RetryButton, StatusMessage } from '@/components/ui/status-message.tsx';
import { useRestaurantInfo } from '../../hooks/use-restaurant-info.ts';
import type { RestaurantDetail } from '../../hooks/use-restaurant.ts';
import { AboutTab } from './about-tab.tsx';
import { ReviewsTab } from './reviews-tab.tsx';

type RestaurantInfoDialogProps = { restaurant: RestaurantDetail; onClose: () => void };

const tabClass =
  'flex-1 rounded-full px-4 py-2 text-sm font-semibold text-stone-700 transition-colors hover:bg-stone-200 data-[state=active]:bg-white data-[state=active]:text-stone-900 data-[state=active]:shadow-sm';

/**
 * The info dialog (docs/product/screens.md#restaurant-page): name, rating /5, reviews, delivery time; About
 * and Reviews.
 */
export function RestaurantInfoDialog({ restaurant, onClose }: RestaurantInfoDialogProps) {
  const { t } = useTranslation('menu');
  const { info, fetching, error, retry } = useRestaurantInfo(restaurant._id);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent layout="sheet" closeLabel={t('menu.item.close')} aria-describedby={undefined}>
        <div className="space-y-2 border-b border-stone-200 p-5 pe-16">
          <DialogTitle className="text-2xl">
            <bdi>{restaurant.name}</bdi>
          </DialogTitle>
          <p className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-stone-700">
            <Rating rating={restaurant.rating} reviews={restaurant.reviewCount} />
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4 text-stone-500" />
              {t('restaurant.deliveryTime', { count: restaurant.deliveryTime })}
            </span>
          </p>
        </div>
        <Tabs.Root defaultValue="about" className="flex min-h-0 flex-1 flex-col">
          <Tabs.List
            aria-label={t('menu.info.tabsLabel')}
            className="mx-5 mt-4 flex gap-1 rounded-full bg-stone-100 p-1"
          >
            <Tabs.Trigger value="about" className={tabClass}>
              {t('menu.info.about')}
            </Tabs.Trigger>
            <Tabs.Trigger value="reviews" className={tabClass}>
              {t('menu.info.reviews')}
            </Tabs.Trigger>
          </Tabs.List>
          <div className="min-h-0 flex-1 overflow-y-auto p-5">
            {!info && fetching ? (
              <div className="flex justify-center py-10">
                <Spinner />
              </div>
            ) : !info ? (
              <StatusMessage
                tone="error"
                title={t('menu.info.loadFailed')}
                description={error?.message}
                action={<RetryButton onRetry={retry} />}
              />
            ) : (
              <>
                <Tabs.Content value="about" className="outline-none">
                  <AboutTab info={info} />
                </Tabs.Content>
                <Tabs.Content value="reviews" className="outline-none">
                  <ReviewsTab reviewData={info.reviewData} />
                </Tabs.Content>
              </>
            )}
          </div>
        </Tabs.Root>
      </DialogContent>
    </Dialog>
  );
}

export default RestaurantInfoDialog;
