import { Suspense, lazy, useEffect, useRef } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useLocation } from 'react-router';
import { OrderNotificationsDocument } from '@/gql/graphql.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { useTypedSubscription } from '@/hooks/use-typed-subscription.ts';
import { showToast } from '@/lib/toast.ts';
import { WebPushKeyDocument } from '@/gql/graphql.ts';
import { type OrderEvent, noticeFor, viewedOrderId } from './order-notification.ts';
import { pushSupported } from './web-push.ts';

const WebPushPrompt = lazy(() => import('./web-push-prompt.tsx'));

/**
 * Signed-in customers only, loaded lazily by the layout (docs/product/accounts.md#notifications): an info
 * toast for every new order and status change of the customer's orders (subscriptionOrders), and,
 * when the server has a VAPID key, a one-time offer to turn on Web Push.
 */
export default function OrderNotifications() {
  const { t } = useTranslation('orders');
  const { pathname } = useLocation();
  const viewing = viewedOrderId(pathname);
  const known = useRef(new Map<string, string>());
  const [{ data }] = useTypedSubscription(
    { query: OrderNotificationsDocument },
    (events: OrderEvent[] = [], event) => [...events, event.subscriptionOrders],
  );
  const handled = useRef(0);
  useEffect(() => {
    const events = data ?? [];
    for (const event of events.slice(handled.current)) {
      const notice = noticeFor(event, known.current, viewing);
      known.current.set(event._id, event.orderStatus);
      if (!notice) continue;
      const title =
        notice.kind === 'placed'
          ? t('notifications.placedTitle')
          : t('notifications.statusTitle', { status: t(`status.${notice.status as 'PENDING'}`) });
      const body = t('notifications.orderId', { orderId: event.orderId });
      showToast('info', t('notifications.toast', { title, body }));
    }
    handled.current = events.length;
  }, [data, viewing, t]);

  const [{ data: config }] = useTypedQuery({ query: WebPushKeyDocument });
  const key = config?.configuration.webPushPublicKey ?? null;
  return key && pushSupported() ? (
    <Suspense fallback={null}>
      <WebPushPrompt publicKey={key} />
    </Suspense>
  ) : null;
}
