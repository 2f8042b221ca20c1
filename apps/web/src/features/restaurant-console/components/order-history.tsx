import { formatMoney, ORDER_STATUSES, PAYMENT_METHODS, toMinor } from '@food/domain';
import { useId, useState } from 'react';
import { useClient } from 'urql';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ConsoleOrderHistoryDocument, ConsoleOrdersCsvDocument } from '@/gql/graphql.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { errorMessage } from '@/lib/graphql-errors.ts';
import { documentText } from '@/lib/registered-documents.ts';
import { OrderLines } from './order-lines.tsx';

const PAGE = 20;
type Filters = { from: string; to: string; status: string; paymentMethod: string };
type Restaurant = { _id: string; timeZone: string; currencySymbol: string };

/** The History tab: every past order with filters, each one's detail, and the CSV export. */
export function OrderHistory({ restaurant }: { restaurant: Restaurant }) {
  const { t, i18n } = useTranslation('console');
  const client = useClient();
  const id = useId();
  const [draft, setDraft] = useState<Filters>({ from: '', to: '', status: '', paymentMethod: '' });
  const [filters, setFilters] = useState(draft);
  const [offset, setOffset] = useState(0);
  const [open, setOpen] = useState<string | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const variables = {
    restaurant: restaurant._id,
    from: filters.from || null,
    to: filters.to || null,
    status: filters.status || null,
    paymentMethod: filters.paymentMethod || null,
  };
  const [{ data, fetching, error }] = useTypedQuery({
    query: ConsoleOrderHistoryDocument,
    variables: { ...variables, first: PAGE, offset },
    requestPolicy: 'cache-and-network',
  });
  const page = data?.consoleOrderHistory;
  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: restaurant.timeZone,
    }).format(new Date(iso));

  const exportCsv = async () => {
    setExportError(null);
    const result = await client.query(documentText(ConsoleOrdersCsvDocument), variables).toPromise();
    const csv = (result.data as { consoleOrdersCsv?: string } | undefined)?.consoleOrdersCsv;
    if (result.error || csv === undefined)
      return setExportError(result.error ? errorMessage(result.error) : '');
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `orders-${filters.from || 'all'}-${filters.to || 'today'}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  };
  const field = (name: keyof Filters) => ({
    id: `${id}-${name}`,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
    className: 'h-10 rounded-lg border border-stone-300 bg-white px-2',
  });

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-lg font-bold text-stone-900">
        {t('history.title')}
      </h2>
      <form
        className="flex flex-wrap items-end gap-3 text-sm font-semibold text-stone-800"
        onSubmit={(event) => {
          event.preventDefault();
          setOffset(0);
          setFilters(draft);
        }}
      >
        <label htmlFor={`${id}-from`} className="flex flex-col">
          {t('history.from')}
          <input type="date" {...field('from')} />
        </label>
        <label htmlFor={`${id}-to`} className="flex flex-col">
          {t('history.to')}
          <input type="date" {...field('to')} />
        </label>
        <label htmlFor={`${id}-status`} className="flex flex-col">
          {t('history.status')}
          <select {...field('status')}>
            <option value="">{t('history.any')}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-paymentMethod`} className="flex flex-col">
          {t('history.payment')}
          <select {...field('paymentMethod')}>
            <option value="">{t('history.any')}</option>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {method}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit">{t('history.apply')}</Button>
        <Button variant="secondary" onClick={() => void exportCsv()}>
          {t('history.export')}
        </Button>
      </form>
      {exportError !== null && <Alert>{t('actions.failed', { message: exportError })}</Alert>}
      {error && <Alert>{errorMessage(error)}</Alert>}
      {fetching && !page && <Spinner />}
      {page && (
        <>
          <p role="status" className="text-sm text-stone-700">
            {t('history.count', { count: page.totalCount })}
          </p>
          <ul className="divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200">
            {page.orders.map((order) => (
              <li key={order._id} className="px-4 py-2">
                <button
                  type="button"
                  aria-expanded={open === order._id}
                  onClick={() => setOpen(open === order._id ? null : order._id)}
                  className="flex w-full flex-wrap items-baseline gap-x-4 text-start"
                >
                  <bdi className="font-bold text-stone-900">{order.orderId}</bdi>
                  <span className="text-sm text-stone-700">{time(order.createdAt)}</span>
                  <span className="text-sm text-stone-800">{t(`status.${order.orderStatus}`)}</span>
                  <span className="text-sm text-stone-700">{order.paymentMethod}</span>
                  <span dir="ltr" className="ms-auto font-semibold tabular-nums">
                    {formatMoney(toMinor(order.orderAmount, order.currency), {
                      currency: order.currency,
                      symbol: restaurant.currencySymbol,
                    })}
                  </span>
                </button>
                {open === order._id && (
                  <div className="mt-2 rounded-xl bg-stone-50 p-3">
                    <OrderLines order={order} symbol={restaurant.currencySymbol} />
                  </div>
                )}
              </li>
            ))}
          </ul>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - PAGE))}
            >
              {t('history.newer')}
            </Button>
            <Button
              variant="secondary"
              disabled={offset + PAGE >= page.totalCount}
              onClick={() => setOffset(offset + PAGE)}
            >
              {t('history.older')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
