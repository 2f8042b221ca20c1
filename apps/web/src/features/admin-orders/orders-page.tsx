import type { OrderStatus } from '@food/domain';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { StatusMessage } from '@/components/ui/status-message.tsx';
import { AdminOrdersDocument } from '@/gql/graphql.ts';
import { usePageView } from '@/hooks/use-page-view.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { errorMessage } from '@/lib/graphql-errors.ts';
import { OrderFilters, type OrderFilterValues } from './components/order-filters.tsx';
import { OrderList } from './components/order-list.tsx';
import { dayEnd, dayStart, PAGE_SIZE, pageOf, withParams } from './utils/filters.ts';

/**
 * /admin/orders (docs/admin.md "Orders"): every restaurant's orders, searched and filtered, orders
 * waiting too long for a rider first and marked. ADMIN and SUPPORT.
 */
export default function OrdersPage() {
  const { t } = useTranslation('adminOrders');
  usePageView(t('documentTitle'));
  const [params, setParams] = useSearchParams();
  const values: OrderFilterValues = {
    q: params.get('q') ?? '',
    status: params.get('status') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    needsRider: params.get('needsRider') === '1',
  };
  const page = pageOf(params.get('page'));
  const [{ data, fetching, error }, refetch] = useTypedQuery({
    query: AdminOrdersDocument,
    variables: {
      search: values.q || null,
      status: (values.status || null) as OrderStatus | null,
      from: dayStart(values.from) ?? null,
      to: dayEnd(values.to) ?? null,
      needsRider: values.needsRider || null,
      first: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    },
    requestPolicy: 'cache-and-network',
  });
  const apply = (next: OrderFilterValues) =>
    setParams(
      withParams(params, {
        q: next.q,
        status: next.status,
        from: next.from,
        to: next.to,
        needsRider: next.needsRider ? '1' : null,
      }),
    );
  const result = data?.adminOrders;
  const pages = result ? Math.max(1, Math.ceil(result.total / PAGE_SIZE)) : 1;
  const goTo = (to: number) => setParams(withParams(params, { page: to > 1 ? String(to) : null }));

  return (
    <section aria-labelledby="admin-orders-title" className="space-y-4">
      <h1 id="admin-orders-title" className="text-2xl font-bold text-stone-900">
        {t('title')}
      </h1>
      <OrderFilters values={values} onApply={apply} onClear={() => setParams(new URLSearchParams())} />
      {error && !result ? (
        <StatusMessage
          tone="error"
          title={t('list.loadError', { message: errorMessage(error) })}
          action={
            <Button variant="secondary" onClick={() => refetch({ requestPolicy: 'network-only' })}>
              {t('list.retry')}
            </Button>
          }
        />
      ) : !result ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : (
        <>
          <p className="text-sm text-stone-800" aria-live="polite">
            {t('list.count', { count: result.total })} {fetching && <Spinner className="inline size-4" />}
          </p>
          {result.items.length === 0 ? (
            <StatusMessage title={t('list.empty')} />
          ) : (
            <OrderList orders={result.items} />
          )}
          {pages > 1 && (
            <nav
              aria-label={t('list.page', { page, pages })}
              className="flex items-center justify-center gap-3"
            >
              <Button variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                {t('list.previous')}
              </Button>
              <span className="text-sm text-stone-800">{t('list.page', { page, pages })}</span>
              <Button variant="secondary" disabled={page >= pages} onClick={() => goTo(page + 1)}>
                {t('list.next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
