import { formatMoney } from '@food/domain';
import { useTranslation } from '@/hooks/use-translation.ts';
import { cn } from '@/components/ui/cn.ts';
import { Clock, Info, MapPin, Wallet } from '@/components/ui/icons.ts';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { Rating } from '@/components/ui/rating.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import type { Currency } from '@/hooks/use-currency.ts';
import { MediaImage } from '@/components/images/media-image.tsx';
import { imageLoading, restaurantImageSize } from '@/lib/image-sizes.ts';
import type { RestaurantDetail } from '../hooks/use-restaurant.ts';

type RestaurantHeaderProps = {
  name: string | undefined;
  /** Roughly the name (the slug's words): sizes the heading's placeholder while the name is unknown. */
  nameHint: string;
  image: string | undefined;
  /** Undefined while loading: name and image may already come from the link's navigation state. */
  detail: RestaurantDetail | undefined;
  currency: Currency;
  /** Opens the restaurant info dialog (hours, address, reviews). */
  onShowInfo?: () => void;
};

/** Banner, name, rating /5 with reviews, delivery minutes, minimum order and open/closed status. */
export function RestaurantHeader({
  name,
  nameHint,
  image,
  detail,
  currency,
  onShowInfo,
}: RestaurantHeaderProps) {
  const { t } = useTranslation('menu');
  return (
    <header>
      <div className="relative h-44 overflow-hidden bg-stone-300 sm:h-60 md:h-72">
        {/* The cover is never drawn wider than it is (800 px): on a wide screen a blurred copy fills the
            sides instead of the picture being blown up (docs/layout-and-images.md). Narrower screens have no
            sides to fill, and there the copy would be the page's largest paint instead of the banner. */}
        {image && (
          <div
            aria-hidden="true"
            className="absolute inset-0 hidden scale-110 bg-cover bg-center blur-2xl min-[800px]:block"
            style={{ backgroundImage: `url("${image}")` }}
          />
        )}
        {/* The banner is the page's LCP element: fetched at once and first. */}
        {image && (
          <MediaImage
            src={image}
            sizes="(min-width:800px) 800px,100vw"
            {...restaurantImageSize}
            {...imageLoading(true)}
            className="relative mx-auto size-full max-w-[800px] object-cover"
          />
        )}
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-gradient-to-t from-stone-950/50 to-transparent"
        />
      </div>
      <PageContainer>
        <div className="relative -mt-12 rounded-2xl bg-white p-5 shadow-lg ring-1 ring-stone-200 md:-mt-16 md:p-7">
          <div className="flex items-start justify-between gap-4">
            {name ? (
              <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 md:text-4xl">
                <bdi>{name}</bdi>
              </h1>
            ) : (
              // The slug's words, invisible in the heading's type, take the lines the name will take
              // (one or two on a phone); the skeleton covers them.
              <span
                aria-hidden="true"
                className="relative block text-3xl font-extrabold tracking-tight capitalize md:text-4xl"
              >
                <span className="invisible">{nameHint}</span>
                <Skeleton className="absolute inset-x-0 inset-y-1" />
              </span>
            )}
            {detail && onShowInfo && (
              <button
                type="button"
                onClick={onShowInfo}
                aria-label={t('menu.moreInfoLabel', { name: detail.name })}
                className="inline-flex h-10 shrink-0 items-center gap-2 rounded-full border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-900 transition-colors hover:bg-stone-50"
              >
                <Info aria-hidden="true" className="size-5" />
                <span className="hidden sm:inline">{t('menu.moreInfo')}</span>
              </button>
            )}
            {!detail && <Skeleton className="h-10 w-10 shrink-0 rounded-full sm:w-28" />}
          </div>
          {detail ? (
            <>
              <ul className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-stone-700">
                <li>
                  <Rating rating={detail.rating} reviews={detail.reviewCount} />
                </li>
                <li className="inline-flex items-center gap-1">
                  <Clock aria-hidden="true" className="size-4 text-stone-500" />
                  {t('restaurant.deliveryTime', { count: detail.deliveryTime })}
                </li>
                <li className="inline-flex items-center gap-1">
                  <Wallet aria-hidden="true" className="size-4 text-stone-500" />
                  {t('restaurant.minimumOrder', {
                    amount: formatMoney(detail.minimumOrderMinor, {
                      currency: currency.currency,
                      symbol: currency.symbol,
                    }),
                  })}
                </li>
                <li>
                  <span
                    className={cn(
                      'rounded-full px-3 py-1 text-xs font-bold uppercase',
                      detail.isOpen ? 'bg-green-100 text-green-900' : 'bg-stone-900 text-white',
                    )}
                  >
                    {detail.isOpen ? t('restaurant.open') : t('restaurant.closed')}
                  </span>
                </li>
              </ul>
              {detail.address && (
                <p className="mt-3 flex items-start gap-1 text-sm text-stone-600">
                  <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-500" />
                  {detail.address}
                </p>
              )}
              {!detail.isOpen && (
                <p
                  role="note"
                  className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
                >
                  {t('restaurant.closedNotice')}
                </p>
              )}
            </>
          ) : (
            <DetailSkeleton />
          )}
        </div>
      </PageContainer>
    </header>
  );
}

/**
 * The facts row and address line, in the same boxes as the loaded ones (same wrapping, same line
 * heights), so the menu below does not move when they arrive (docs/layout-and-images.md).
 */
function DetailSkeleton() {
  return (
    <>
      <ul aria-hidden="true" className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
        {/* Text rows are 20 px; the open/closed badge, last, is 24 px. */}
        {['h-4 w-28', 'h-4 w-16', 'h-4 w-36', 'h-6 w-14'].map((size) => (
          <li key={size} className="flex h-5 items-center last:h-6">
            <Skeleton className={size} />
          </li>
        ))}
      </ul>
      <p aria-hidden="true" className="mt-3 flex h-5 items-center">
        <Skeleton className="h-4 w-3/4" />
      </p>
    </>
  );
}
