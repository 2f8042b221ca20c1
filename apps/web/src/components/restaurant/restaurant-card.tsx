import { useTranslation } from '@/hooks/use-translation.ts';
import { Link } from 'react-router';
import { MediaImage } from '@/components/images/media-image.tsx';
import { cn } from '@/components/ui/cn.ts';
import { Rating } from '@/components/ui/rating.tsx';
import { imageLoading, restaurantImageSize } from '@/lib/image-sizes.ts';
import { paths } from '@/lib/paths.ts';
import type { RestaurantLinkState } from '@/lib/restaurant-link-state.ts';
import { FavouriteButton } from './favourite-button.tsx';

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
 * Restaurant card (docs/product/screens.md#restaurant-list): image, name, category titles, delivery time in
 * MIN, rating out of 5 with review count, a closed badge and the favourite heart. The whole card is one link
 * to the restaurant page; the heart is a separate button above it.
 */
export function RestaurantCard({
  restaurant,
  onOpen,
  isPriority = false,
  showImage = true,
  headingLevel = 3,
}: {
  restaurant: RestaurantCardData;
  /** One of the cards the first screen shows: its image loads eagerly, at high priority. */
  isPriority?: boolean;
  /**
   * False while the card is far from view in a carousel: the grey image box stands alone, so the file
   * is only fetched when the card comes near (docs/restaurant-paging.md "Carousels").
   */
  showImage?: boolean;
  /**
   * 2 where the cards sit right under the page's h1 (no section headings between), so no level is skipped.
   */
  headingLevel?: 2 | 3;
  /** Replaces plain navigation (e.g. to ask about the cart first); modified clicks still open a tab. */
  onOpen?: (target: RestaurantLinkState) => void;
}) {
  const { t } = useTranslation();
  const { _id, name, image, slug, deliveryTime, rating, reviewCount, isOpen, categoryTitles } = restaurant;
  const state: RestaurantLinkState = { id: _id, name, image, slug };
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 transition-shadow hover:shadow-lg">
      <div className="relative aspect-[16/9] overflow-hidden bg-stone-200">
        {showImage && (
          <MediaImage
            src={image}
            sizes="(min-width:768px) 400px,100vw"
            {...restaurantImageSize}
            {...imageLoading(isPriority)}
            decoding="async"
            className={cn(
              'size-full object-cover transition-transform duration-300 group-hover:scale-105',
              !isOpen && 'grayscale-[60%]',
            )}
          />
        )}
        {!isOpen && (
          <span className="absolute start-3 top-3 rounded-full bg-stone-900/90 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
            {t('common.closed')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <Heading className="text-lg leading-snug font-bold text-stone-900">
          <Link
            to={paths.restaurant(slug)}
            state={state}
            onClick={(event) => {
              const isPlainClick =
                event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
              if (!onOpen || !isPlainClick) return;
              event.preventDefault();
              onOpen(state);
            }}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-primary-600"
          >
            <bdi>{name}</bdi>
          </Link>
        </Heading>
        <p className="truncate text-sm text-stone-600">
          <bdi>{categoryTitles.join(' · ')}</bdi>
        </p>
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-stone-800">
            <CardClock />
            {t('common.minutesShort', { count: deliveryTime })}
          </span>
          <Rating rating={rating} reviews={reviewCount} />
        </div>
      </div>
      {/* A sibling of the link, layered over the card: a button may not sit inside an <a>. */}
      <FavouriteButton restaurantId={_id} name={name} className="absolute end-3 top-3 z-10" />
    </article>
  );
}

/**
 * The clock beside the delivery time, drawn here rather than taken from the icon set: the list page's
 * first load then needs no chunk of its own for one icon (docs/benchmarks.md, page weight).
 */
function CardClock() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-4 text-stone-500"
    >
      <circle cx="12" cy="12" r="10" />
      <path d="M12 6v6l4 2" />
    </svg>
  );
}
