import { useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { ReceiptText } from '@/components/ui/icons.ts';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { RetryButton, StatusMessage } from '@/components/ui/status-message.tsx';
import { usePageView } from '@/hooks/use-page-view.ts';
import { errorMessage } from '@/lib/graphql-errors.ts';
import { paths } from '@/lib/paths.ts';
import { OrderCard } from './components/order-card.tsx';
import { OrderTabs, type TabKey } from './components/order-tabs.tsx';
import { type OrderCardData, useOrdersList } from './hooks/use-orders-list.ts';
import { splitOrders } from './utils/orders-list.ts';

/** /orders (docs/product/screens.md#orders): Active orders and Past orders tabs, live, paged. */
export function OrdersPage() {
  const { t } = useTranslation('orders');
  usePageView(t('list.documentTitle'), 'NAVIGATE_TO_ORDERS');
  const { orders, initialLoading, loadingMore, error, hasMore, loadMore, retry } = useOrdersList();
  const { active, past } = splitOrders(orders);
  const [tab, setTab] = useState<TabKey>('active');

  let content;
  if (initialLoading) {
    content = (
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner label={t('list.loading')} />
      </div>
    );
  } else if (error && orders.length === 0) {
    content = (
      <div className="flex flex-col items-start gap-3">
        <Alert>{errorMessage(error)}</Alert>
        <RetryButton onRetry={retry} />
      </div>
    );
  } else {
    content = (
      <>
        <OrderTabs
          label={t('list.tabsLabel')}
          selected={tab}
          onSelect={setTab}
          tabs={[
            {
              key: 'active',
              label: t('list.activeTab'),
              panel: <OrderList orders={active} empty={t('list.emptyActive')} />,
            },
            {
              key: 'past',
              label: t('list.pastTab'),
              panel: <OrderList orders={past} empty={t('list.emptyPast')} />,
            },
          ]}
        />
        {error && <Alert className="mt-4">{errorMessage(error)}</Alert>}
        {hasMore && (
          <div className="mt-6 flex justify-center">
            <Button variant="secondary" onClick={loadMore} disabled={loadingMore}>
              {loadingMore ? <Spinner /> : t('list.loadMore')}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <PageContainer width="narrow" className="py-8 md:py-10">
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-stone-900 md:text-4xl">
        {t('list.title')}
      </h1>
      {content}
    </PageContainer>
  );
}

function OrderList({ orders, empty }: { orders: OrderCardData[]; empty: string }) {
  const { t } = useTranslation('orders');
  if (orders.length === 0)
    return (
      <StatusMessage
        icon={<ReceiptText className="size-7" />}
        title={empty}
        action={<ButtonLink to={paths.restaurantList}>{t('list.browse')}</ButtonLink>}
      />
    );
  return (
    <ul className="flex flex-col gap-4">
      {orders.map((order) => (
        <OrderCard key={order._id} order={order} />
      ))}
    </ul>
  );
}

export default OrdersPage;
