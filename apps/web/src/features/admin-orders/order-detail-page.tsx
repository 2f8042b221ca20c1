import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { StatusMessage } from '@/components/ui/status-message.tsx';
import { AdminOrderDocument } from '@/gql/graphql.ts';
import { usePageView } from '@/hooks/use-page-view.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { errorMessage } from '@/lib/graphql-errors.ts';
import { paths } from '@/lib/paths.ts';
import { AssignRider } from './components/assign-rider.tsx';
import { CancelOrderDialog } from './components/cancel-order-dialog.tsx';
import { OrderTimeline } from './components/order-timeline.tsx';
import { formatDateTime, formatMoney } from './utils/format.ts';

const CANCELLABLE = new Set(['PENDING', 'ACCEPTED']);
const ASSIGNABLE = new Set(['ACCEPTED', 'ASSIGNED']);

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <h2 className="font-bold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}

/** /admin/orders/:id: the order's history, payments and refunds, contact, rider; cancel and assign. */
export default function OrderDetailPage() {
  const { t, i18n } = useTranslation('adminOrders');
  const language = i18n.resolvedLanguage;
  const { id = '' } = useParams();
  const [{ data, error }, refetch] = useTypedQuery({
    query: AdminOrderDocument,
    variables: { id },
    requestPolicy: 'cache-and-network',
  });
  const [cancelling, setCancelling] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const order = data?.adminOrder;
  usePageView(order ? t('detail.title', { orderId: order.orderId }) : t('documentTitle'));
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const back = (
    <Link to={`${paths.admin}/orders`} className="text-sm font-semibold text-primary-700 underline">
      {t('detail.back')}
    </Link>
  );

  if (!order) {
    return error ? (
      <div className="space-y-3">
        {back}
        <StatusMessage
          tone="error"
          titleAs="h1"
          title={t('detail.notFound', { message: errorMessage(error) })}
          action={
            <Button variant="secondary" onClick={reload}>
              {t('list.retry')}
            </Button>
          }
        />
      </div>
    ) : (
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    );
  }

  const money = (amount: number) => formatMoney(amount, order.currency, language);
  const paid = order.paymentStatus === 'PAID' && order.paidAmount > 0;
  return (
    <div className="space-y-4">
      {back}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-stone-900">
            {t('detail.title', { orderId: order.orderId })}
          </h1>
          <p className="text-stone-800">
            {t(`status.${order.orderStatus}`)} · {formatDateTime(order.createdAt, language)} ·{' '}
            {money(order.orderAmount)}
          </p>
          {order.needsRider && (
            <p className="mt-1 inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-sm font-bold text-amber-900">
              {t('list.needsRider')}
            </p>
          )}
          {order.reason && (
            <p className="text-sm text-stone-800">{t('detail.reason', { reason: order.reason })}</p>
          )}
        </div>
        {CANCELLABLE.has(order.orderStatus) && (
          <Button onClick={() => setCancelling(true)} className="bg-red-700 hover:bg-red-800">
            {t('cancel.open')}
          </Button>
        )}
      </div>
      {notice && (
        <p role="status" className="rounded-xl bg-green-50 px-3 py-2 text-sm text-green-900">
          {notice}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={t('detail.customer')}>
          <p className="text-stone-900">{order.customer.name}</p>
          <p className="text-sm break-all">
            <a href={`mailto:${order.customer.email}`} className="text-primary-700 underline">
              {order.customer.email}
            </a>
          </p>
          {order.customer.phone && (
            <p className="text-sm">
              <a href={`tel:${order.customer.phone}`} className="text-primary-700 underline" dir="ltr">
                {order.customer.phone}
              </a>
            </p>
          )}
          <p className="text-sm text-stone-800">
            {t('detail.restaurant')}: {order.restaurantName}
          </p>
          {!order.isPickedUp && (
            <p className="text-sm text-stone-800">
              {t('detail.deliverTo')}: {order.deliveryAddress}
            </p>
          )}
        </Card>
        <Card title={t('detail.rider')}>
          <p className="text-stone-900">
            {order.isPickedUp
              ? t('list.pickup')
              : order.rider
                ? [order.rider.name, order.rider.zoneName].filter(Boolean).join(' · ')
                : t('list.noRider')}
          </p>
          {!order.isPickedUp && ASSIGNABLE.has(order.orderStatus) && (
            <AssignRider orderId={order._id} currentRiderId={order.rider?._id ?? null} onDone={reload} />
          )}
        </Card>
        <Card title={t('detail.timeline')}>
          <OrderTimeline history={order.history} />
        </Card>
        <Card title={t('detail.payments')}>
          <p className="text-sm text-stone-800">
            {order.paymentMethod} · {order.paymentStatus} ·{' '}
            {t('detail.paid', { amount: money(order.paidAmount), total: money(order.orderAmount) })}
          </p>
          {order.payments.length === 0 ? (
            <p className="text-sm text-stone-800">{t('detail.noPayments')}</p>
          ) : (
            <ul className="space-y-1 text-sm text-stone-900">
              {order.payments.map((payment) => (
                <li key={payment._id}>
                  {payment.provider} · {payment.status} ·{' '}
                  {formatMoney(payment.amount, payment.currency, language)} ·{' '}
                  {formatDateTime(payment.createdAt, language)}
                  {payment.refundRef && <> · {t('detail.refundRef', { ref: payment.refundRef })}</>}
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      {cancelling && (
        <CancelOrderDialog
          order={order}
          refundText={paid ? t('cancel.refund', { amount: money(order.paidAmount) }) : null}
          onClose={() => setCancelling(false)}
          onDone={() => {
            setCancelling(false);
            setNotice(t('cancel.done'));
            reload();
          }}
        />
      )}
    </div>
  );
}
