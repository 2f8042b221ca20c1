import { Link } from 'react-router';
import type { AdminOrdersQuery } from '@/gql/graphql.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { paths } from '@/lib/paths.ts';
import { formatDateTime, formatMoney } from '../utils/format.ts';

type Order = AdminOrdersQuery['adminOrders']['items'][number];

const orderPath = (id: string) => `${paths.admin}/orders/${id}`;

function RiderFlag({ order }: { order: Order }) {
  const { t } = useTranslation('adminOrders');
  if (order.needsRider) {
    return (
      <span className="inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
        {t('list.needsRider')}
      </span>
    );
  }
  if (order.isPickedUp) return <span className="text-stone-700">{t('list.pickup')}</span>;
  return <span className="text-stone-800">{order.riderName ?? t('list.noRider')}</span>;
}

/** A table from the md breakpoint, stacked cards on a phone; the order number links to its detail. */
export function OrderList({ orders }: { orders: Order[] }) {
  const { t, i18n } = useTranslation('adminOrders');
  const language = i18n.resolvedLanguage;
  return (
    <>
      <table className="hidden w-full border-separate border-spacing-0 rounded-2xl bg-white text-sm ring-1 ring-stone-200 md:table">
        <thead>
          <tr className="text-start text-stone-700">
            {(['number', 'placed', 'customer', 'restaurant', 'amount', 'rider'] as const).map((column) => (
              <th
                key={column}
                scope="col"
                className="border-b border-stone-200 px-3 py-2 text-start font-semibold"
              >
                {t(`list.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order._id} className={order.needsRider ? 'bg-amber-50' : undefined}>
              <td className="border-b border-stone-100 px-3 py-2">
                <Link to={orderPath(order._id)} className="font-semibold text-primary-700 underline">
                  {order.orderId}
                </Link>
                <div className="text-xs text-stone-700">{t(`status.${order.orderStatus}`)}</div>
              </td>
              <td className="border-b border-stone-100 px-3 py-2">
                {formatDateTime(order.createdAt, language)}
              </td>
              <td className="border-b border-stone-100 px-3 py-2">
                <div>{order.customerName}</div>
                <div className="text-xs break-all text-stone-700">{order.customerEmail}</div>
              </td>
              <td className="border-b border-stone-100 px-3 py-2">{order.restaurantName}</td>
              <td className="border-b border-stone-100 px-3 py-2">
                {formatMoney(order.orderAmount, order.currency, language)}
              </td>
              <td className="border-b border-stone-100 px-3 py-2">
                <RiderFlag order={order} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-3 md:hidden">
        {orders.map((order) => (
          <li
            key={order._id}
            className={`rounded-2xl p-4 ring-1 ${order.needsRider ? 'bg-amber-50 ring-amber-300' : 'bg-white ring-stone-200'}`}
          >
            <div className="flex items-baseline justify-between gap-2">
              <Link to={orderPath(order._id)} className="font-semibold text-primary-700 underline">
                {order.orderId}
              </Link>
              <span className="text-sm font-semibold text-stone-900">{t(`status.${order.orderStatus}`)}</span>
            </div>
            <p className="text-sm text-stone-800">
              {order.restaurantName} · {order.customerName}
            </p>
            <p className="text-sm text-stone-700">
              {formatDateTime(order.createdAt, language)} ·{' '}
              {formatMoney(order.orderAmount, order.currency, language)}
            </p>
            <div className="mt-1 text-sm">
              <RiderFlag order={order} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
