import { useTranslation } from '@/hooks/use-translation.ts';
import { ButtonLink } from '@/components/ui/button.tsx';
import { X } from '@/components/ui/icons.ts';
import { paths } from '@/lib/paths.ts';
import type { OrderDetail } from '../hooks/use-live-order.ts';
import { cancelledPaymentNote } from '../utils/order-bill.ts';

const NOTE_TEXT = {
  nothingCharged: 'detail.cancelledHint',
  refunded: 'detail.cancelledRefunded',
  refundPending: 'detail.cancelledRefundPending',
} as const;

/** A cancelled order shows this instead of the map (docs/product/screens.md#order-detail). */
export function CancelledView({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  return (
    <section
      data-testid="cancelled-view"
      aria-labelledby="order-cancelled"
      className="flex min-h-[280px] flex-col items-center justify-center gap-3 rounded-2xl bg-white p-8 text-center ring-1 ring-stone-200"
    >
      <span
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-full bg-red-50 text-red-700"
      >
        <X className="size-7" />
      </span>
      <h2 id="order-cancelled" className="text-xl font-bold text-stone-900">
        {t('detail.cancelledTitle')}
      </h2>
      {order.reason && (
        <p className="text-stone-700">
          <bdi>
            {t('detail.cancelledReason', {
              // The API words a customer's own cancellation in English; it is the app's text to translate.
              reason: order.cancelledBy === 'CUSTOMER' ? t('detail.customerCancelled') : order.reason,
            })}
          </bdi>
        </p>
      )}
      <p className="max-w-md text-stone-600">{t(NOTE_TEXT[cancelledPaymentNote(order)])}</p>
      <ButtonLink to={paths.restaurantList}>{t('declined.placeAnother')}</ButtonLink>
    </section>
  );
}
