import { formatMoney, toMinor } from '@food/domain';
import { useTranslation } from '@/hooks/use-translation.ts';
import type { ConsoleOrder } from '../utils/board.ts';

/** An order's lines, add-ons, instructions and totals: the history's detail and the printed ticket. */
export function OrderLines({ order, symbol }: { order: ConsoleOrder; symbol: string }) {
  const { t } = useTranslation('console');
  const money = (major: number) =>
    formatMoney(toMinor(major, order.currency), { currency: order.currency, symbol });
  const totals: [string, number][] = [
    [t('ticket.subtotal'), order.itemsSubtotal],
    [t('ticket.discount'), -order.discount],
    [t('ticket.delivery'), order.deliveryCharges],
    [t('ticket.tax'), order.taxationAmount],
    [t('ticket.tip'), order.tipping],
  ];
  return (
    <div className="space-y-2 text-sm">
      <ul className="space-y-1">
        {order.items.map((item) => (
          <li key={item._id}>
            <p className="font-semibold">
              {item.quantity} × <bdi>{item.title}</bdi>
              {item.variation.title && (
                <>
                  {' '}
                  (<bdi>{item.variation.title}</bdi>)
                </>
              )}
            </p>
            {item.addons.map((addon) => (
              <p key={addon._id} className="ps-4">
                <bdi>{addon.title}</bdi>: <bdi>{addon.options.map((option) => option.title).join(', ')}</bdi>
              </p>
            ))}
            {item.specialInstructions && (
              <p className="ps-4 font-semibold">
                {t('order.instructions', { text: item.specialInstructions })}
              </p>
            )}
          </li>
        ))}
      </ul>
      <dl className="space-y-0.5 border-t border-dashed border-stone-400 pt-2">
        {totals
          .filter(([, value]) => value !== 0)
          .map(([label, value]) => (
            <div key={label} className="flex justify-between">
              <dt>{label}</dt>
              <dd dir="ltr" className="tabular-nums">
                {money(value)}
              </dd>
            </div>
          ))}
        <div className="flex justify-between font-bold">
          <dt>{t('order.total')}</dt>
          <dd dir="ltr" className="tabular-nums">
            {money(order.orderAmount)}
          </dd>
        </div>
      </dl>
    </div>
  );
}
