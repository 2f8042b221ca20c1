import { formatMoney, toMinor } from '@food/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useBeep } from '../hooks/use-beep.ts';
import { useBoard } from '../hooks/use-board.ts';
import { COLUMNS, columnOf, type ConsoleOrder } from '../utils/board.ts';
import { OrderCard } from './order-card.tsx';

type Props = { restaurant: { _id: string; timeZone: string; currency: string; currencySymbol: string } };

/**
 * The live board (docs/restaurant-console.md): today's figures, the sound switch, an alert for each new
 * order, and one column per stage. Columns sit side by side from tablet width, stacked on a phone.
 */
export function OrderBoard({ restaurant }: Props) {
  const { t } = useTranslation('console');
  const beep = useBeep();
  const [fresh, setFresh] = useState<ConsoleOrder[]>([]);
  const board = useBoard(restaurant._id, (order) => {
    setFresh((list) => [order, ...list.filter((o) => o._id !== order._id)]);
    beep.play();
  });
  const freshIds = new Set(fresh.map((o) => o._id));
  const summary = board.summary;

  return (
    <div className="space-y-4" data-beeps={beep.beeps}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <dl className="grid flex-1 grid-cols-2 gap-3 sm:grid-cols-4">
          {(
            [
              ['ordersToday', summary?.orders],
              ['pending', summary?.pending],
              ['cancelled', summary?.cancelled],
              [
                'revenueToday',
                summary &&
                  formatMoney(toMinor(summary.revenue, summary.currency), {
                    currency: summary.currency,
                    symbol: summary.currencySymbol,
                  }),
              ],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-stone-200">
              <dt className="text-xs font-semibold text-stone-700">{t(`summary.${key}`)}</dt>
              <dd className="text-xl font-bold text-stone-900 tabular-nums" data-figure={key}>
                <bdi>{value ?? '–'}</bdi>
              </dd>
            </div>
          ))}
        </dl>
        <Button variant="secondary" aria-pressed={beep.enabled} onClick={() => void beep.toggle()}>
          {beep.enabled ? t('sound.on') : t('sound.enable')}
        </Button>
      </div>
      <div role="alert" aria-live="assertive" className="space-y-2">
        {fresh.map((order) => (
          <p
            key={order._id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-primary-50 px-4 py-3 font-semibold text-primary-900 ring-1 ring-primary-600"
          >
            <span>{t('alert.newOrder', { orderId: order.orderId })}</span>
            <Button
              variant="ghost"
              onClick={() => setFresh((list) => list.filter((o) => o._id !== order._id))}
            >
              {t('alert.dismiss')}
            </Button>
          </p>
        ))}
      </div>
      {board.error && !board.loading && (
        <p className="text-red-800">
          {t('loadFailed')}{' '}
          <Button variant="secondary" onClick={board.retry}>
            {t('retry')}
          </Button>
        </p>
      )}
      {/* Four columns side by side from 1024 px, a tablet in landscape (docs/restaurant-console.md). */}
      <div
        className="grid gap-4 md:grid-cols-2 min-[1024px]:grid-cols-4 min-[1024px]:gap-3"
        aria-busy={board.loading}
      >
        {COLUMNS.map((column) => {
          const orders = board.orders.filter((order) => columnOf(order) === column);
          return (
            <section
              key={column}
              aria-labelledby={`column-${column}`}
              className="space-y-3"
              data-column={column}
            >
              <h2 id={`column-${column}`} className="text-lg font-bold text-stone-900">
                {t(`columns.${column}`)} <span className="text-stone-600">({orders.length})</span>
              </h2>
              {orders.length === 0 && (
                <p className="text-sm text-stone-600">
                  {board.loading ? t('columns.loading') : t('columns.empty')}
                </p>
              )}
              {orders.map((order) => (
                <OrderCard
                  key={order._id}
                  order={order}
                  symbol={restaurant.currencySymbol}
                  timeZone={restaurant.timeZone}
                  isNew={freshIds.has(order._id) && order.orderStatus === 'PENDING'}
                  onChanged={(changed) => {
                    board.update(changed);
                    setFresh((list) => list.filter((o) => o._id !== changed._id));
                  }}
                />
              ))}
            </section>
          );
        })}
      </div>
    </div>
  );
}
