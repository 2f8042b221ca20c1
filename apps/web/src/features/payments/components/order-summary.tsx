import { formatMoney } from '@food/domain';
import { useTranslation } from '@/hooks/use-translation.ts';
import { itemTotal, orderMoney, type PaymentOrder } from '../utils/payment-order.ts';

/** The order summary above the payment button (docs/product/screens.md#payment-screens). */
export function OrderSummary({ order }: { order: PaymentOrder }) {
  const { t } = useTranslation('payments');
  const money = orderMoney(order);
  const format = { currency: order.currency, symbol: order.currencySymbol };
  const rows: [string, number, boolean][] = [
    [t('common.subtotal'), order.itemsSubtotal, true],
    [t('common.discount'), -order.discount, order.discount > 0],
    [t('common.deliveryFee'), order.deliveryCharges, !order.isPickedUp],
    [t('common.tax'), order.taxationAmount, true],
    [t('common.tip'), order.tipping, order.tipping > 0],
  ];
  return (
    <section
      aria-labelledby="payment-summary-title"
      className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6"
    >
      <h2 id="payment-summary-title" className="text-lg font-bold text-stone-900">
        {t('common.summaryTitle')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        <span>{t('common.from', { restaurant: order.restaurant.name })}</span>
        <span aria-hidden="true"> · </span>
        <span>{t('common.orderNumber', { number: order.orderId })}</span>
      </p>
      <ul className="mt-4 divide-y divide-stone-100">
        {order.items.map((item) => {
          const options = item.addons.flatMap((addon) => addon.options.map((option) => option.title));
          return (
            <li key={item._id} className="flex items-start justify-between gap-4 py-2.5">
              <div className="min-w-0">
                <p className="font-medium text-stone-900">
                  {t('common.itemQuantity', { quantity: item.quantity, title: item.title })}
                </p>
                <p className="text-sm text-stone-600">
                  {[item.variation.title, ...options].filter(Boolean).join(', ')}
                </p>
              </div>
              <span className="shrink-0 font-medium text-stone-900 tabular-nums">
                {formatMoney(itemTotal(item, order.currency), format)}
              </span>
            </li>
          );
        })}
      </ul>
      <dl className="mt-3 space-y-1.5 border-t border-stone-200 pt-3 text-sm">
        {rows
          .filter(([, , shown]) => shown)
          .map(([label, amount]) => (
            <div key={label} className="flex justify-between gap-4 text-stone-700">
              <dt>{label}</dt>
              <dd className="tabular-nums">{money(amount)}</dd>
            </div>
          ))}
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-2 text-base font-bold text-stone-900">
          <dt>{t('common.total')}</dt>
          <dd className="tabular-nums">{money(order.orderAmount)}</dd>
        </div>
      </dl>
    </section>
  );
}
