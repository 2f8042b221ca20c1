import { useEffect, useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { usePageView } from '@/hooks/use-page-view.ts';
import { useCart } from '@/lib/cart/use-cart.ts';
import { paths } from '@/lib/paths.ts';
import { CardBrandIcons } from './components/card-brand-icons.tsx';
import { PaymentScreen } from './components/payment-screen.tsx';
import { useAwaitPayment } from './hooks/use-await-payment.ts';
import { useStripeOrder } from './hooks/use-payment-order.ts';
import { createCheckoutSession } from './utils/payment-api.ts';

/**
 * /stripe?id= (docs/product/screens.md#payment-screens): the order summary and a button that sends the
 * browser to the server's checkout session. Back with session_id: wait for the confirmation, clear the cart
 * and go to the order. Back with cancelled=1 (or a failed payment): a declined alert that stays.
 */
export function StripePage() {
  const { t } = useTranslation('payments');
  usePageView(t('stripe.documentTitle'), 'NAVIGATE_TO_STRIPE');
  const navigate = useNavigate();
  const { clear } = useCart();
  const [params] = useSearchParams();
  const id = params.get('id');
  const returnedPaid = params.has('session_id');
  const returnedCancelled = params.get('cancelled') === '1';
  const { order, error, refetch } = useStripeOrder(id);
  const isPaid = order?.paymentStatus === 'PAID';
  const [redirecting, setRedirecting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const { timedOut } = useAwaitPayment({ active: returnedPaid && !!order, isPaid, refetch });

  useEffect(() => {
    if (!order || !isPaid) return;
    // The cart was paid for: it is emptied once the provider confirms (never before).
    if (returnedPaid) clear();
    void navigate(paths.orderDetail(order._id), { replace: true });
  }, [order, isPaid, returnedPaid, clear, navigate]);

  async function pay() {
    if (!order) return;
    setStartError(null);
    setRedirecting(true);
    try {
      const { url } = await createCheckoutSession(order._id, t('common.somethingWentWrong'));
      window.location.assign(url);
    } catch (failure) {
      setStartError((failure as Error).message);
      setRedirecting(false);
    }
  }

  const confirming = returnedPaid && !timedOut && !isPaid;
  const declined = !confirming && (returnedCancelled || order?.paymentStatus === 'FAILED');
  const busy = confirming || redirecting || isPaid;

  return (
    <PaymentScreen title={t('stripe.title')} orderId={id} order={order} error={error}>
      {declined && <Alert>{t('stripe.declined')}</Alert>}
      {timedOut && !isPaid && <Alert>{t('stripe.confirmTimeout')}</Alert>}
      {startError && <Alert>{startError}</Alert>}
      {confirming ? (
        <div className="flex justify-center py-2">
          <Spinner label={t('stripe.confirming')} />
          <span aria-hidden="true" className="ms-2 text-stone-700">
            {t('stripe.confirming')}
          </span>
        </div>
      ) : (
        <Button
          size="lg"
          className="w-full"
          onClick={() => void pay()}
          disabled={busy}
          aria-busy={redirecting}
        >
          {redirecting ? (
            <Spinner label={t('stripe.redirecting')} className="text-white" />
          ) : (
            <CardBrandIcons />
          )}
          {t('stripe.payWithCard')}
        </Button>
      )}
      <p className="text-center text-xs text-stone-600">{t('stripe.cardBrands')}</p>
      <p className="text-xs text-stone-600">{t('common.secureNote')}</p>
    </PaymentScreen>
  );
}

export default StripePage;
