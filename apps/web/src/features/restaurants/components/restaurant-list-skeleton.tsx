import { useTranslation } from '@/hooks/use-translation.ts';
import { RestaurantCardSkeleton } from '@/components/restaurant/restaurant-card-skeleton.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';

export function RestaurantListSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="space-y-10">
      <span className="sr-only">{t('common.loading')}</span>
      <div>
        <Skeleton className="mb-4 h-7 w-48" />
        <div className="flex gap-4 overflow-hidden">
          {[0, 1, 2, 3].map((key) => (
            <div key={key} className="w-[17rem] shrink-0 sm:w-[18.5rem]">
              <RestaurantCardSkeleton />
            </div>
          ))}
        </div>
      </div>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2, 3, 4, 5].map((key) => (
          <RestaurantCardSkeleton key={key} />
        ))}
      </div>
    </div>
  );
}
