import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { PaymentConfigurationDocument } from '@/gql/graphql.ts';
import { usePageView } from '@/hooks/use-page-view.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { paths } from '@/lib/paths.ts';
import { PaymentScreen } from './components/payment-screen.tsx';
import { PaypalDemoButton } from './components/paypal-demo-button.tsx';
import { PaypalSdkButton } from './components/paypal-sdk-button.tsx';
import { usePaypalOrder } from './hooks/use-payment-order.ts';
import { usePaypalCompletion } from './hooks/use-paypal-completion.ts';
import { usePaypalSdk } from './hooks/use-paypal-sdk.ts';
import { createPaypalOrder } from './utils/payment-api.ts';

/**
 * /paypal?id= (docs/product/screens.md#payment-screens): the order summary and a PayPal button. With the demo
 * provider the button opens the hosted page, which returns here with token=<ref>; with real PayPal the
 * SDK's button calls the same endpoints. Either way the server captures on completion.
 */
export function PaypalPage() {
  const { t } = useTranslation('payments');
  usePageView(t('paypal.documentTitle'), 'NAVIGATE_TO_PAYPAL');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id');
  const token = params.get('token');
  const cancelled = params.get('cancelled') === '1';
  const { order, error } = usePaypalOrder(id);
  const [{ data: configuration }] = useTypedQuery({ query: PaymentConfigurationDocument });
  const clientId = configuration?.configuration.paypalClientId ?? null;
  const sdk = usePaypalSdk(clientId, order?.currency);
  const fallback = t('common.somethingWentWrong');
  const { complete, completing, error: completionError, setError } = usePaypalCompletion(id, fallback);
  const [redirecting, setRedirecting] = useState(false);
  const started = useRef(false);

  // Back from the demo page: complete once (a reload repeats it harmlessly: the server is idempotent).
  useEffect(() => {
    if (!token || !order || started.current) return;
    started.current = true;
    void complete(token);
  }, [token, order, complete]);

  useEffect(() => {
    if (order?.paymentStatus === 'PAID' && !token)
      void navigate(paths.orderDetail(order._id), { replace: true });
  }, [order, token, navigate]);

  async function startDemo() {
    if (!order) return;
    setError(null);
    setRedirecting(true);
    try {
      window.location.assign((await createPaypalOrder(order._id, fallback)).approveUrl);
    } catch (failure) {
      setError((failure as Error).message);
      setRedirecting(false);
    }
  }

  const busy = completing || redirecting;
  return (
    <PaymentScreen title={t('paypal.title')} orderId={id} order={order} error={error}>
      {cancelled && !completionError && <Alert>{t('paypal.cancelled')}</Alert>}
      {completionError && <Alert>{completionError}</Alert>}
      {sdk.failed && <Alert>{t('paypal.sdkFailed')}</Alert>}
      {completing ? (
        <div className="flex items-center justify-center gap-2 py-2 text-stone-700">
          <Spinner label={t('paypal.completing')} />
          <span aria-hidden="true">{t('paypal.completing')}</span>
        </div>
      ) : clientId ? (
        sdk.paypal && (
          <PaypalSdkButton
            paypal={sdk.paypal}
            createOrder={async () => (await createPaypalOrder(id ?? '', fallback)).id}
            onApprove={complete}
            onError={() => setError(fallback)}
          />
        )
      ) : (
        <PaypalDemoButton busy={busy} onClick={() => void startDemo()} />
      )}
      <p className="text-xs text-stone-600">{t('common.secureNote')}</p>
    </PaymentScreen>
  );
}

export default PaypalPage;
