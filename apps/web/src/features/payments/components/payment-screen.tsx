import type { ReactNode } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import type { CombinedError } from 'urql';
import { ButtonLink } from '@/components/ui/button.tsx';
import { SearchX, TriangleAlert } from '@/components/ui/icons.ts';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { StatusMessage } from '@/components/ui/status-message.tsx';
import { apiError } from '@/lib/api-error.ts';
import { paths } from '@/lib/paths.ts';
import type { PaymentOrder } from '../utils/payment-order.ts';
import { OrderSummary } from './order-summary.tsx';

type PaymentScreenProps = {
  title: string;
  orderId: string | null;
  order: PaymentOrder | undefined;
  error: CombinedError | undefined;
  /** The payment area under the summary (button, alerts). */
  children: ReactNode;
};

/** The frame both payment screens share: heading, loading, not-found and error states, the summary. */
export function PaymentScreen({ title, orderId, order, error, children }: PaymentScreenProps) {
  const { t } = useTranslation('payments');
  let content: ReactNode;
  if (!orderId || (error && apiError(error).code === 'NOT_FOUND')) {
    content = (
      <StatusMessage
        icon={<SearchX className="size-7" />}
        titleAs="h2"
        title={t('common.notFoundTitle')}
        description={orderId ? t('common.notFoundDescription') : t('common.missingId')}
        action={<ButtonLink to={paths.orders}>{t('common.backToOrders')}</ButtonLink>}
      />
    );
  } else if (error && !order) {
    // The load error's own message (docs/product/errors.md#orders-and-payments).
    content = (
      <StatusMessage
        tone="error"
        icon={<TriangleAlert className="size-7" />}
        titleAs="h2"
        title={t('common.loadFailed')}
        description={apiError(error).message ?? t('common.somethingWentWrong')}
        action={
          <ButtonLink to={paths.orders} variant="secondary">
            {t('common.backToOrders')}
          </ButtonLink>
        }
      />
    );
  } else if (!order) {
    content = (
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner label={t('common.loading')} />
      </div>
    );
  } else {
    content = (
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_20rem] md:items-start">
        <OrderSummary order={order} />
        <div className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">{children}</div>
      </div>
    );
  }
  return (
    <PageContainer className="max-w-4xl py-8 md:py-10">
      <h1 className="mb-6 text-2xl font-extrabold tracking-tight text-stone-900 md:text-3xl">{title}</h1>
      {content}
    </PageContainer>
  );
}
