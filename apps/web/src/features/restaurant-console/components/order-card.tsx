import type { OrderStatus } from '@food/domain';
import { formatMoney, toMinor } from '@food/domain';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConsoleAcceptOrderDocument, ConsoleHandOverOrderDocument } from '@/gql/graphql.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { errorMessage } from '@/lib/graphql-errors.ts';
import { isScheduled, type ConsoleOrder } from '../utils/board.ts';
import { DeclineDialog } from './decline-dialog.tsx';
import { PrintTicketButton } from './print-ticket.tsx';

const PREPARATION_MINUTES = [5, 10, 15, 20, 30, 45, 60, 90];

type Props = {
  order: ConsoleOrder;
  symbol: string;
  timeZone: string;
  isNew: boolean;
  onChanged: (order: { _id: string; orderStatus: OrderStatus }) => void;
};

/** One order on the board: what to make, for whom, when, the amounts, and the next action. */
export function OrderCard({ order, symbol, timeZone, isNew, onChanged }: Props) {
  const { t, i18n } = useTranslation('console');
  const [minutes, setMinutes] = useState(15);
  const [declining, setDeclining] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [accepting, accept] = useTypedMutation(ConsoleAcceptOrderDocument);
  const [handing, handOver] = useTypedMutation(ConsoleHandOverOrderDocument);
  const selectId = useId();
  const titleId = useId();
  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', timeZone }).format(
      new Date(iso),
    );
  const money = (major: number) =>
    formatMoney(toMinor(major, order.currency), { currency: order.currency, symbol });

  const run = async (
    action: () => Promise<{ data?: unknown; error?: Parameters<typeof errorMessage>[0] }>,
  ) => {
    setFailure(null);
    const result = await action();
    if (result.error) setFailure(errorMessage(result.error));
  };
  const onAccept = () =>
    run(async () => {
      const result = await accept({ id: order._id, preparationTime: minutes });
      if (result.data) onChanged(result.data.acceptOrder);
      return result;
    });
  const onHandOver = () =>
    run(async () => {
      const result = await handOver({ id: order._id });
      if (result.data) onChanged(result.data.handOverPickupOrder);
      return result;
    });

  const paid = order.paymentMethod === 'COD' ? t('order.cash') : t('order.paidOnline');
  return (
    <article
      aria-labelledby={titleId}
      data-order-id={order._id}
      className={`space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ${isNew ? 'ring-2 ring-primary-600' : 'ring-stone-200'}`}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="text-lg font-bold text-stone-900">
          <bdi>{order.orderId}</bdi>
        </h3>
        <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-800">
          {order.isPickedUp ? t('order.pickup') : t('order.delivery')}
        </span>
      </header>
      <p className="text-sm text-stone-700">
        <bdi>{order.user.name}</bdi> · {t('order.placedAt', { time: time(order.createdAt) })}
      </p>
      {isScheduled(order) && (
        <p className="text-sm font-semibold text-amber-900">
          {t('order.scheduledFor', { time: time(order.orderDate) })}
        </p>
      )}
      <ul className="space-y-2 text-sm">
        {order.items.map((item) => (
          <li key={item._id}>
            <p className="font-semibold text-stone-900">
              {item.quantity} × <bdi>{item.title}</bdi>
              {item.variation.title && (
                <span className="font-normal text-stone-700">
                  {' '}
                  (<bdi>{item.variation.title}</bdi>)
                </span>
              )}
            </p>
            {item.addons.map((addon) => (
              <p key={addon._id} className="text-stone-700">
                <bdi>{addon.title}</bdi>: <bdi>{addon.options.map((option) => option.title).join(', ')}</bdi>
              </p>
            ))}
            {item.specialInstructions && (
              <p className="rounded-lg bg-amber-50 px-2 py-1 text-amber-950">
                {t('order.instructions', { text: item.specialInstructions })}
              </p>
            )}
          </li>
        ))}
      </ul>
      <p className="flex justify-between text-sm text-stone-900">
        <span>
          {t('order.total')} · {paid}
        </span>
        <span dir="ltr" className="font-bold tabular-nums">
          {money(order.orderAmount)}
        </span>
      </p>
      {order.orderStatus !== 'PENDING' && (
        <p className="text-sm text-stone-700" data-status={order.orderStatus}>
          {t(`status.${order.orderStatus}` as 'status.PENDING', { defaultValue: order.orderStatus })}
          {order.preparationTime && order.orderStatus === 'ACCEPTED'
            ? ` · ${t('order.readyAt', { time: time(order.preparationTime) })}`
            : ''}
          {order.reason && order.orderStatus === 'CANCELLED'
            ? ` · ${t('order.reason', { reason: order.reason })}`
            : ''}
        </p>
      )}
      <PrintTicketButton order={order} symbol={symbol} timeZone={timeZone} />
      {failure && <Alert>{t('actions.failed', { message: failure })}</Alert>}
      {order.orderStatus === 'PENDING' && (
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={selectId} className="text-xs font-semibold text-stone-800">
              {t('actions.preparationTime')}
            </label>
            <select
              id={selectId}
              value={minutes}
              onChange={(event) => setMinutes(Number(event.target.value))}
              className="h-10 rounded-full border border-stone-300 bg-white px-3 text-sm"
            >
              {PREPARATION_MINUTES.map((value) => (
                <option key={value} value={value}>
                  {t('actions.minutes', { count: value })}
                </option>
              ))}
            </select>
          </div>
          <Button onClick={() => void onAccept()} disabled={accepting.fetching}>
            {t('actions.accept')}
          </Button>
          <Button variant="secondary" onClick={() => setDeclining(true)}>
            {t('actions.decline')}
          </Button>
        </div>
      )}
      {order.orderStatus === 'ACCEPTED' && order.isPickedUp && (
        <Button onClick={() => void onHandOver()} disabled={handing.fetching}>
          {t('actions.handOver')}
        </Button>
      )}
      {order.orderStatus === 'ACCEPTED' && (
        <Button variant="ghost" onClick={() => setDeclining(true)}>
          {t('actions.decline')}
        </Button>
      )}
      {declining && (
        <DeclineDialog
          order={order}
          onClose={() => setDeclining(false)}
          onDone={(changed) => {
            setDeclining(false);
            onChanged(changed);
          }}
        />
      )}
    </article>
  );
}
