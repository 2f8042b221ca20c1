import { useTranslation } from '@/hooks/use-translation.ts';
import { cn } from './cn.ts';
import { Star } from './icons.ts';

/** "★ 4.6/5 (120)": the rating out of 5 with the review count, read out as one phrase. */
export function Rating({
  rating,
  reviews,
  className,
}: {
  rating: number;
  reviews: number;
  className?: string;
}) {
  const { t } = useTranslation();
  const value = rating.toFixed(1);
  return (
    <span className={cn('inline-flex items-center gap-1 text-sm text-stone-700', className)}>
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
      <span aria-hidden="true">
        <span className="font-semibold text-stone-900">{t('common.ratingOutOf', { rating: value })}</span>{' '}
        {t('common.reviewCount', { count: reviews })}
      </span>
      <span className="sr-only">{t('common.ratingLabel', { rating: value, count: reviews })}</span>
    </span>
  );
}
