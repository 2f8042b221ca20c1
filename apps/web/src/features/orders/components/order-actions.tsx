import { isCancellableStatus } from '@food/domain';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { Bike, RefreshCw, Star, Wallet, X } from '@/components/ui/icons.ts';
import { paths } from '@/lib/paths.ts';
import { showToast } from '@/lib/toast.ts';
import type { OrderDetail } from '../hooks/use-live-order.ts';
import { useReorder } from '../hooks/use-reorder.tsx';
import { awaitsPayment } from '../utils/order-state.ts';

// Each panel is its own chunk, fetched when first opened.
const ChatPanel = lazy(() => import('./chat-panel.tsx'));
const ReviewDialog = lazy(() => import('./review-dialog.tsx'));
const CancelOrderDialog = lazy(() => import('./cancel-order-dialog.tsx'));

type Panel = 'chat' | 'review' | 'cancel' | null;

/**
 * The order's actions (docs/product/screens.md#order-detail): "Chat with rider" once a rider is assigned;
 * "Review your order" when delivered and not yet reviewed; "Reorder" (disabled while the order is in
 * progress); "Cancel order" while it can still be cancelled; "Complete payment" while a card or PayPal order
 * is unpaid (it goes back to that order's payment screen, which starts a new attempt, docs/payments.md).
 */
export function OrderActions({
  order,
  onChange,
}: {
  order: OrderDetail;
  onChange: (order: OrderDetail) => void;
}) {
  const { t } = useTranslation('orders');
  const [panel, setPanel] = useState<Panel>(null);
  const reorder = useReorder(order);
  const delivered = order.orderStatus === 'DELIVERED' || order.orderStatus === 'COMPLETED';
  const close = () => setPanel(null);

  return (
    <div className="flex flex-wrap gap-3">
      {awaitsPayment(order) && (
        <ButtonLink to={order.paymentMethod === 'PAYPAL' ? paths.paypal(order._id) : paths.stripe(order._id)}>
          <Wallet aria-hidden="true" className="size-4" />
          {t('actions.completePayment')}
        </ButtonLink>
      )}
      {order.rider && (
        <Button onClick={() => setPanel('chat')}>
          <Bike aria-hidden="true" className="size-4" />
          {t('actions.chat')}
        </Button>
      )}
      {delivered && !order.review && (
        <Button onClick={() => setPanel('review')}>
          <Star aria-hidden="true" className="size-4" />
          {t('actions.review')}
        </Button>
      )}
      <Button
        variant="secondary"
        onClick={reorder.reorder}
        disabled={reorder.disabled}
        title={reorder.disabled ? t('actions.reorderBusy') : undefined}
      >
        <RefreshCw aria-hidden="true" className="size-4" />
        {t('actions.reorder')}
      </Button>
      {isCancellableStatus(order.orderStatus) && (
        <Button variant="secondary" onClick={() => setPanel('cancel')} className="text-red-800">
          <X aria-hidden="true" className="size-4" />
          {t('actions.cancel')}
        </Button>
      )}
      {reorder.dialog}
      <Suspense fallback={null}>
        {panel === 'chat' && <ChatPanel orderId={order._id} customerId={order.user._id} onClose={close} />}
        {panel === 'review' && (
          <ReviewDialog
            orderId={order._id}
            onClose={close}
            onReviewed={(next) => {
              onChange(next);
              close();
              showToast('success', t('review.thanks'));
            }}
          />
        )}
        {panel === 'cancel' && (
          <CancelOrderDialog
            orderId={order._id}
            onClose={close}
            onCancelled={(next) => {
              onChange(next);
              close();
            }}
          />
        )}
      </Suspense>
    </div>
  );
}
