import { useTranslation } from '@/hooks/use-translation.ts';
import { RestaurantCard } from '@/components/restaurant/restaurant-card.tsx';
import { cn } from '@/components/ui/cn.ts';
import { Store, TriangleAlert } from '@/components/ui/icons.ts';
import { Spinner } from '@/components/ui/spinner.tsx';
import { RetryButton, StatusMessage } from '@/components/ui/status-message.tsx';
import type { RestaurantLinkState } from '@/lib/restaurant-link-state.ts';
import { type PickupRestaurant, pickupCardId, toCard } from '../utils/pickup-cards.ts';

type PickupListProps = {
  restaurants: readonly PickupRestaurant[] | undefined;
  fetching: boolean;
  failed: boolean;
  selectedId: string | null;
  onRetry: () => void;
  onOpen: (target: RestaurantLinkState) => void;
};

/**
 * "All restaurants" beside the map (docs/product/screens.md#pick-up): a spinner while loading,
 * "Unable to load data" on error or before the first load, "No restaurants found" when empty.
 */
export function PickupList({ restaurants, fetching, failed, selectedId, onRetry, onOpen }: PickupListProps) {
  const { t } = useTranslation();
  let content;
  if (fetching) {
    content = (
      <div className="flex justify-center py-16">
        <Spinner label={t('pickup.loading')} />
      </div>
    );
  } else if (failed) {
    content = (
      <StatusMessage
        tone="error"
        icon={<TriangleAlert className="size-7" />}
        title={t('errors.unableToLoad')}
        action={<RetryButton onRetry={onRetry} />}
      />
    );
  } else if (!restaurants) {
    content = <StatusMessage title={t('errors.unableToLoad')} />;
  } else if (restaurants.length === 0) {
    content = <StatusMessage icon={<Store className="size-7" />} title={t('pickup.empty')} />;
  } else {
    content = (
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-1">
        {restaurants.map((restaurant) => (
          <li
            key={restaurant._id}
            id={pickupCardId(restaurant._id)}
            className={cn(
              'scroll-mt-32 rounded-2xl transition-shadow lg:scroll-mt-24',
              restaurant._id === selectedId && 'ring-3 ring-primary-600 ring-offset-2',
            )}
          >
            <RestaurantCard restaurant={toCard(restaurant)} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="pickup-list-title" aria-busy={fetching} className="min-w-0">
      <h2 id="pickup-list-title" className="mb-4 text-xl font-bold text-stone-900 md:text-2xl">
        {t('pickup.allRestaurants')}
      </h2>
      {content}
    </section>
  );
}
