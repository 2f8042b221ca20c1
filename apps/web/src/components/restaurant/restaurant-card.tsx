import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/components/ui/cn.ts';
import { Clock } from '@/components/ui/icons.ts';
import { Rating } from '@/components/ui/rating.tsx';
import { paths } from '@/lib/paths.ts';
import type { RestaurantLinkState } from '@/lib/restaurant-link-state.ts';

export type RestaurantCardData = {
  _id: string;
  name: string;
  image: string;
  slug: string;
  deliveryTime: number;
  rating: number;
  reviewCount: number;
  isOpen: boolean;
  categoryTitles: readonly string[];
};

/**
 * Restaurant card (ordering-core §2): image, name, category titles, delivery time in MIN, rating out of
 * 5 with review count, and a closed badge. The whole card is one link to the restaurant page.
 */
export function RestaurantCard({ restaurant }: { restaurant: RestaurantCardData }) {
  const { t } = useTranslation();
  const { _id, name, image, slug, deliveryTime, rating, reviewCount, isOpen, categoryTitles } = restaurant;
  const state: RestaurantLinkState = { id: _id, name, image, slug };
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition-shadow hover:shadow-lg">
      <div className="relative aspect-[16/9] overflow-hidden bg-stone-200">
        <img
          src={image}
          alt=""
          loading="lazy"
          decoding="async"
          className={cn(
            'size-full object-cover transition-transform duration-300 group-hover:scale-105',
            !isOpen && 'grayscale-[60%]',
          )}
        />
        {!isOpen && (
          <span className="absolute start-3 top-3 rounded-full bg-stone-900/90 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
            {t('common.closed')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="text-lg leading-snug font-bold text-stone-900">
          <Link
            to={paths.restaurant(slug)}
            state={state}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-primary-600"
          >
            <bdi>{name}</bdi>
          </Link>
        </h3>
        <p className="truncate text-sm text-stone-600">
          <bdi>{categoryTitles.join(' · ')}</bdi>
        </p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-stone-800">
            <Clock aria-hidden="true" className="size-4 text-stone-500" />
            {t('common.minutesShort', { count: deliveryTime })}
          </span>
          <Rating rating={rating} reviews={reviewCount} />
        </div>
      </div>
    </article>
  );
}
