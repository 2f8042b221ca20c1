import { useTranslation } from '@/hooks/use-translation.ts';
import { Link } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { MediaImage } from '@/components/images/media-image.tsx';
import { restaurantImageSize } from '@/lib/image-sizes.ts';
import type { OrderCardData } from '../hooks/use-orders-list.ts';
import {
  CARD_NAME_LENGTH,
  ESTIMATE_LENGTH,
  cardStatusText,
  cutText,
  showsEstimate,
} from '../utils/order-status-text.ts';
import { awaitsPayment, scheduledFor } from '../utils/order-state.ts';
import { dateTime, shortTime } from '../utils/order-times.ts';
import { OrderProgress } from './order-progress.tsx';

/**
 * An order card (docs/product/screens.md#orders): restaurant image, name cut to 8 letters, the status
 * sentence, for ACCEPTED/ASSIGNED the estimate cut to 40 characters, and the progress bar. One link to the
 * detail screen.
 */
export function OrderCard({ order }: { order: OrderCardData }) {
  const { t, i18n } = useTranslation('orders');
  const { restaurant, orderId, orderStatus } = order;
  const time = shortTime(order.completionTime ?? order.expectedTime, i18n.language);
  const estimate = time ? t('card.estimate', { time }) : t('card.estimateUnknown');
  const scheduled = dateTime(scheduledFor(order), i18n.language);
  return (
    <li
      className="group relative flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 transition-shadow hover:shadow-md"
      data-order-id={order._id}
      data-status={orderStatus}
    >
      <MediaImage
        src={restaurant.image}
        sizes="80px"
        {...restaurantImageSize}
        loading="lazy"
        decoding="async"
        className="size-20 shrink-0 rounded-xl bg-stone-200 object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-baseline justify-between gap-2">
          {/* The list's heading is the page's h1 (the tabs have no heading of their own). */}
          <h2 className="text-lg font-bold text-stone-900">
            <Link
              to={paths.orderDetail(order._id)}
              aria-label={t('list.viewDetails', { orderId, name: restaurant.name })}
              className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-primary-600"
            >
              <bdi>{cutText(restaurant.name, CARD_NAME_LENGTH)}</bdi>
            </Link>
          </h2>
          <span className="shrink-0 text-sm font-semibold text-stone-600">
            <bdi>{orderId}</bdi>
          </span>
        </div>
        <p className="text-sm font-semibold text-stone-800">
          {/* An unpaid card or PayPal order waits for the customer, not the restaurant (docs/payments.md). */}
          {awaitsPayment(order) ? t('card.awaitingPayment') : t(`card.${cardStatusText(orderStatus)}`)}
        </p>
        {scheduled && (
          <p className="text-sm text-stone-700" data-testid="scheduled-for">
            <bdi>{t('detail.scheduledFor', { date: scheduled })}</bdi>
          </p>
        )}
        {showsEstimate(orderStatus) && (
          <p className="text-sm text-stone-600">{cutText(estimate, ESTIMATE_LENGTH)}</p>
        )}
        <OrderProgress status={orderStatus} />
      </div>
    </li>
  );
}
