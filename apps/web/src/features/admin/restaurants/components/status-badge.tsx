import type { RestaurantStatus } from '@/gql/graphql.ts';
import { cn } from '@/components/ui/cn.ts';
import { useTranslation } from '@/hooks/use-translation.ts';

const tones: Record<RestaurantStatus, string> = {
  DRAFT: 'bg-stone-100 text-stone-800 ring-stone-300',
  PUBLISHED: 'bg-green-50 text-green-800 ring-green-300',
  UNPUBLISHED: 'bg-amber-50 text-amber-900 ring-amber-300',
};

/** The publication state in words and colour (the colour is never the only signal). */
export function StatusBadge({ status }: { status: RestaurantStatus }) {
  const { t } = useTranslation('adminRestaurants');
  return (
    <span
      className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', tones[status])}
    >
      {t(`status.${status}`)}
    </span>
  );
}
