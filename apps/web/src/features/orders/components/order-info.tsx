import { useTranslation } from '@/hooks/use-translation.ts';
import type { OrderDetail } from '../hooks/use-live-order.ts';
import { scheduledFor } from '../utils/order-state.ts';
import { dateTime } from '../utils/order-times.ts';

const card = 'rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6';

/** The personal details card and the address (or "Pick-up") card; missing data shows "...". */
export function OrderInfo({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation('orders');
  const scheduled = dateTime(scheduledFor(order), i18n.language);
  const missing = t('detail.placeholder');
  const { user, deliveryAddress } = order;
  const method = order.paymentMethod as 'COD';
  return (
    <>
      <section aria-labelledby="order-personal" className={card}>
        <h2 id="order-personal" className="mb-3 text-lg font-bold text-stone-900">
          {t('details.personalTitle')}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-stone-600">{t('details.name')}</dt>
          <dd className="min-w-0 break-words text-stone-900">
            <bdi>{user.name || missing}</bdi>
          </dd>
          <dt className="text-stone-600">{t('details.email')}</dt>
          <dd className="min-w-0 break-words text-stone-900">
            <bdi>{user.email || missing}</bdi>
          </dd>
          <dt className="text-stone-600">{t('details.phone')}</dt>
          <dd className="text-stone-900" dir="ltr">
            {user.phone || missing}
          </dd>
          <dt className="text-stone-600">{t('details.payment')}</dt>
          <dd className="text-stone-900">{t(`details.paymentMethod.${method}`, { defaultValue: method })}</dd>
          {scheduled && (
            <>
              <dt className="text-stone-600">{t('details.scheduled')}</dt>
              <dd className="text-stone-900" data-testid="scheduled-for">
                <bdi>{scheduled}</bdi>
              </dd>
            </>
          )}
        </dl>
      </section>
      <section aria-labelledby="order-address" className={card}>
        <h2 id="order-address" className="mb-3 text-lg font-bold text-stone-900">
          {order.isPickedUp ? t('details.pickupTitle') : t('details.addressTitle')}
        </h2>
        {order.isPickedUp || !deliveryAddress ? (
          <>
            <p className="font-semibold text-stone-900">{t('details.pickup')}</p>
            <p className="text-sm text-stone-600">
              <bdi>{t('details.pickupAt', { address: order.restaurant.address || missing })}</bdi>
            </p>
          </>
        ) : (
          <>
            <p className="font-semibold text-stone-900">
              <bdi>{deliveryAddress.label || missing}</bdi>
            </p>
            <p className="text-sm text-stone-700">
              <bdi>{deliveryAddress.deliveryAddress || missing}</bdi>
            </p>
            {deliveryAddress.details && (
              <p className="text-sm text-stone-600">
                <bdi>{deliveryAddress.details}</bdi>
              </p>
            )}
          </>
        )}
      </section>
    </>
  );
}
