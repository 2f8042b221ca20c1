import { formatMoney } from '@food/domain';
import { useTranslation } from '@/hooks/use-translation.ts';
import type { OrderDetail } from '../hooks/use-live-order.ts';
import { orderBill } from '../utils/order-bill.ts';

/**
 * The itemised bill (docs/product/limits.md#pricing): lines with their add-on options, discount when present,
 * subtotal (total − delivery − tax − tip), delivery (not for pick-up), tax, tip, total incl. tax.
 */
export function OrderBill({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const bill = orderBill(order);
  const money = (minor: number) =>
    formatMoney(minor, { currency: order.currency, symbol: order.currencySymbol });
  const row = (label: string, minor: number, key: string, negative = false) => (
    <div key={key} data-bill-row={key} className="flex justify-between gap-4 text-sm text-stone-700">
      <dt>{label}</dt>
      <dd className="tabular-nums">
        <bdi>{negative ? `-${money(minor)}` : money(minor)}</bdi>
      </dd>
    </div>
  );
  return (
    <section aria-labelledby="order-bill" className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
      <h2 id="order-bill" className="mb-3 text-lg font-bold text-stone-900">
        {t('bill.title')}
      </h2>
      <ul className="mb-4 flex flex-col gap-3 border-b border-stone-200 pb-4">
        {bill.lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-4 text-sm">
            <div className="min-w-0">
              <p className="font-semibold text-stone-900">
                <span className="me-1 text-primary-700">{t('bill.quantity', { count: line.quantity })}</span>
                <bdi>{line.name}</bdi>
              </p>
              {line.options.length > 0 && (
                <p className="text-stone-600">
                  <bdi>{line.options.join(', ')}</bdi>
                </p>
              )}
            </div>
            <span className="shrink-0 tabular-nums text-stone-900">
              <bdi>{money(line.amount)}</bdi>
            </span>
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-1.5">
        {bill.discount !== null &&
          row(
            order.couponCode ? t('bill.discountCode', { code: order.couponCode }) : t('bill.discount'),
            bill.discount,
            'discount',
            true,
          )}
        {row(t('bill.subtotal'), bill.subtotal, 'subtotal')}
        {bill.delivery !== null && row(t('bill.delivery'), bill.delivery, 'delivery')}
        {row(t('bill.tax'), bill.tax, 'tax')}
        {row(t('bill.tip'), bill.tip, 'tip')}
        <div
          data-bill-row="total"
          className="mt-2 flex justify-between gap-4 border-t border-stone-200 pt-3 font-bold text-stone-900"
        >
          <dt>{t('bill.total')}</dt>
          <dd className="tabular-nums">
            <bdi>{money(bill.total)}</bdi>
          </dd>
        </div>
      </dl>
      {bill.refunds.map((refund) => (
        <p
          key={refund.kind}
          data-refund={refund.kind}
          role="status"
          className="mt-3 rounded-xl bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200"
        >
          {t(refund.kind === 'refunded' ? 'bill.refunded' : 'bill.refundPending', {
            amount: money(refund.amount),
          })}
        </p>
      ))}
    </section>
  );
}
