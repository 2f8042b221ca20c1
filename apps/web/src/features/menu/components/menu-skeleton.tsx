import { useTranslation } from '@/hooks/use-translation.ts';
import { Skeleton } from '@/components/ui/skeleton.tsx';

export function MenuSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="space-y-8 pt-6">
      <span className="sr-only">{t('common.loading')}</span>
      <div className="flex gap-2">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-9 w-24 rounded-full" />
        ))}
      </div>
      <Skeleton className="h-7 w-40" />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2, 3, 4, 5].map((key) => (
          <div key={key} className="flex gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-1/3" />
            </div>
            <Skeleton className="size-24 rounded-xl sm:size-28" />
          </div>
        ))}
      </div>
    </div>
  );
}
