import { isFinishedStatus } from '@food/domain';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { Link, useParams, useSearchParams } from 'react-router';
import { ArrowLeft, TriangleAlert } from '@/components/ui/icons.ts';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ButtonLink } from '@/components/ui/button.tsx';
import { RetryButton, StatusMessage } from '@/components/ui/status-message.tsx';
import { usePageView } from '@/hooks/use-page-view.ts';
import { cartStore } from '@/lib/cart/cart-store.ts';
import { errorMessage } from '@/lib/graphql-errors.ts';
import { paths } from '@/lib/paths.ts';
import { AppBadges } from './components/app-badges.tsx';
import { CancelledView } from './components/cancelled-view.tsx';
import { OrderActions } from './components/order-actions.tsx';
import { OrderBill } from './components/order-bill.tsx';
import { OrderInfo } from './components/order-info.tsx';
import { OrderMap } from './components/order-map.tsx';
import { OrderTimeline } from './components/order-timeline.tsx';
import { BANNER_BOX, StatusBanner } from './components/status-banner.tsx';
import { type OrderDetail, useLiveOrder } from './hooks/use-live-order.ts';
import { useRiderPosition } from './hooks/use-rider-position.ts';
import { isDeclined } from './utils/declined.ts';
import { markDeclinedSeen, wasDeclinedSeen } from './utils/declined-seen.ts';
import { riderMarkerPosition } from './utils/order-state.ts';

const DeclinedDialog = lazy(() => import('./components/declined-dialog.tsx'));

/** /order-detail/:id (docs/product/screens.md#order-detail), live over subscriptions. */
export function OrderDetailPage() {
  const { t } = useTranslation('orders');
  const id = useParams().id ?? '';
  useClearCartFlag();
  const { order, error, retry, replace } = useLiveOrder(id);
  usePageView(
    t('detail.documentTitle', { orderId: order?.orderId ?? t('detail.placeholder') }),
    'NAVIGATE_TO_ORDER_DETAIL',
  );
  const declined = useDeclinedDialog(order);
  const rider = useRiderPosition(order?.rider?._id ?? null, !!order && !isFinishedStatus(order.orderStatus));

  if (error) {
    // On order detail the message replaces the page (docs/product/errors.md#orders-and-payments).
    return (
      <PageContainer>
        <StatusMessage
          tone="error"
          titleAs="h1"
          icon={<TriangleAlert className="size-7" />}
          title={errorMessage(error)}
          action={
            // "Order not found." and other failures: try again, or go back to the list.
            <div className="flex flex-wrap justify-center gap-3">
              <RetryButton onRetry={retry} />
              <ButtonLink to={paths.orders} variant="secondary">
                {t('detail.myOrders')}
              </ButtonLink>
            </div>
          }
          className="py-24"
        />
      </PageContainer>
    );
  }

  return (
    <PageContainer className="flex flex-col gap-6 py-6 md:py-8">
      <OrderHeading orderId={order?.orderId ?? null} />
      {order ? <OrderContent order={order} rider={rider} onChange={replace} /> : <LoadingContent />}
      <AppBadges />
      {declined.open && (
        <Suspense fallback={null}>
          <DeclinedDialog reason={order?.reason ?? null} onClose={declined.close} />
        </Suspense>
      )}
    </PageContainer>
  );
}

/**
 * The page before its order is known: drawn by the server as the frame of this signed-in screen, so
 * the heading is on screen before the scripts run (docs/web-rendering.md).
 */
export function OrderDetailSkeleton() {
  return (
    <PageContainer className="flex flex-col gap-6 py-6 md:py-8">
      <OrderHeading orderId={null} />
      <LoadingContent />
    </PageContainer>
  );
}

function OrderHeading({ orderId }: { orderId: string | null }) {
  const { t } = useTranslation('orders');
  return (
    // Stacked on phones: a longer order id never pushes the link to a new line as it arrives.
    <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
      {/* The page's largest text, so it is what a phone shows first (docs/layout-and-images.md). */}
      <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">
        {t('detail.title', { orderId: orderId ?? t('detail.placeholder') })}
      </h1>
      <Link
        to={paths.orders}
        className="inline-flex items-center gap-1 rounded-full px-2 py-1 text-sm font-semibold text-primary-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t('actions.backToOrders')}
      </Link>
    </div>
  );
}

type ContentProps = {
  order: OrderDetail;
  rider: ReturnType<typeof useRiderPosition>;
  onChange: (order: OrderDetail) => void;
};

function OrderContent({ order, rider, onChange }: ContentProps) {
  const cancelled = order.orderStatus === 'CANCELLED';
  // Once delivered the rider has left: no marker (the last position is still in hand).
  const riderPosition = riderMarkerPosition(order.orderStatus, rider);
  return (
    <>
      <StatusBanner order={order} />
      <OrderActions order={order} onChange={onChange} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          {cancelled ? <CancelledView order={order} /> : <OrderMap order={order} rider={riderPosition} />}
          <OrderTimeline order={order} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <OrderInfo order={order} />
          <OrderBill order={order} />
        </div>
      </div>
    </>
  );
}

/**
 * While the order loads the page keeps its shape, with "..." where data will go
 * (docs/product/screens.md#order-detail). It is at least a screen tall, so what follows (the app badges) is
 * below the fold until the order arrives and never jumps down on screen (docs/layout-and-images.md).
 */
function LoadingContent() {
  const { t } = useTranslation('orders');
  return (
    <div className="flex min-h-svh flex-col gap-6" aria-busy="true">
      <div className={`${BANNER_BOX} ring-1 ring-primary-100`}>
        <Spinner label={t('detail.loading')} />
        <p className="text-xl font-bold text-stone-900">{t('detail.placeholder')}</p>
      </div>
      <div className="flex h-[450px] items-center justify-center rounded-2xl bg-stone-100 text-stone-600 sm:h-[500px]">
        {t('detail.placeholder')}
      </div>
    </div>
  );
}

/** The clearCart query flag empties the cart (after a completed payment). */
function useClearCartFlag() {
  const [params] = useSearchParams();
  const clear = params.has('clearCart');
  useEffect(() => {
    if (clear) cartStore.clear();
  }, [clear]);
}

/**
 * The declined dialog (docs/product/order-states.md#what-the-customer-sees): shown on load when the
 * restaurant declined the order, and when it becomes declined while the page is open, once per order: showing
 * it remembers that it was seen (in this browser), so opening the order again does not bring it back. A
 * cancellation by the customer leads to the cancelled view only.
 */
function useDeclinedDialog(order: OrderDetail | null) {
  const [shownFor, setShownFor] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const id = order?._id ?? null;
  const declined = !!order && isDeclined(order);
  useEffect(() => {
    if (!declined || !id || wasDeclinedSeen(id)) return;
    markDeclinedSeen(id);
    setShownFor(id);
  }, [declined, id]);
  return { open: shownFor !== null && shownFor === id && !dismissed, close: () => setDismissed(true) };
}

export default OrderDetailPage;
