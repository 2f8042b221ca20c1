import { useTranslation } from '@/hooks/use-translation.ts';
import { MediaImage } from '@/components/images/media-image.tsx';
import { restaurantImageSize } from '@/lib/image-sizes.ts';
import type { OrderDetail } from '../hooks/use-live-order.ts';
import { useNow } from '../hooks/use-now.ts';
import { type Banner, orderBanner } from '../utils/order-banner.ts';

/**
 * The status banner (docs/product/order-states.md#what-the-customer-sees); a live region, so status changes
 * are announced. Its minimum height fits the tallest status, so a status change while the page is open does
 * not move the map below it (docs/layout-and-images.md).
 */
/** The banner's box, shared with the loading placeholder so both have the same size. */
export const BANNER_BOX = 'flex min-h-32 items-center gap-4 rounded-2xl bg-primary-50 p-4 sm:min-h-36 sm:p-6';

export function StatusBanner({ order }: { order: OrderDetail }) {
  const now = useNow();
  const banner = orderBanner(order, now);
  return (
    <section aria-live="polite" data-banner={banner.kind} className={`${BANNER_BOX} ring-1 ring-primary-100`}>
      {/* A cancelled order's banner has no image. The cover keeps its own shape (16:9), so nothing of it
          is cut away (docs/layout-and-images.md). */}
      {banner.kind !== 'cancelled' && (
        <MediaImage
          src={order.restaurant.image}
          sizes="128px"
          {...restaurantImageSize}
          className="aspect-video w-24 shrink-0 rounded-xl bg-stone-200 object-cover sm:w-32"
        />
      )}
      <div className="min-w-0">
        <BannerText banner={banner} restaurantName={order.restaurant.name} />
      </div>
    </section>
  );
}

function BannerText({ banner, restaurantName }: { banner: Banner; restaurantName: string }) {
  const { t } = useTranslation('orders');
  const title = 'text-xl font-extrabold text-stone-900 sm:text-2xl';
  const text = 'text-stone-700';
  switch (banner.kind) {
    case 'pending':
      return (
        <>
          <h2 className={title}>
            <bdi>{restaurantName}</bdi>
          </h2>
          <p className={text}>{t('banner.pendingText')}</p>
          <p className="text-sm text-stone-600">{t('banner.pendingHint')}</p>
        </>
      );
    case 'awaitingPayment':
      return (
        <>
          <h2 className={title}>{t('banner.awaitingPaymentTitle')}</h2>
          <p className={text}>{t('banner.awaitingPaymentText')}</p>
        </>
      );
    case 'accepted':
      return (
        <>
          <h2 className={title}>
            {banner.late || banner.minutes === null
              ? t('banner.preparing')
              : t('banner.acceptedMinutes', { count: banner.minutes })}
          </h2>
          {banner.late && <p className="font-semibold text-primary-800">{t('banner.late')}</p>}
          {!banner.late && banner.minutes !== null && <p className={text}>{t('banner.preparing')}</p>}
          {banner.riderNote && <p className="text-sm text-stone-600">{t('banner.riderNote')}</p>}
        </>
      );
    case 'assigned':
      return (
        <>
          <h2 className={title}>{t('banner.assignedTitle')}</h2>
          <p className={text}>{t('banner.assignedText')}</p>
        </>
      );
    case 'picked':
      return (
        <>
          <h2 className={title}>{banner.pickup ? t('banner.pickedPickupTitle') : t('banner.pickedTitle')}</h2>
          {!banner.pickup && <p className={text}>{t('banner.pickedText')}</p>}
        </>
      );
    case 'delivered':
      return (
        <>
          <h2 className={title}>{t('banner.deliveredTitle')}</h2>
          <p className={text}>{t('banner.deliveredText')}</p>
        </>
      );
    case 'cancelled':
      return <h2 className={title}>{t('banner.cancelledTitle')}</h2>;
  }
}
