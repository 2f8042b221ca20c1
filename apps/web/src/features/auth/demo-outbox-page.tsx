import { useTranslation } from '@/hooks/use-translation.ts';
import { useSearchParams } from 'react-router';
import { Field } from '@/components/forms/field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Inbox, RefreshCw } from '@/components/ui/icons.ts';
import { PageContainer } from '@/components/ui/page-container.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { StatusMessage } from '@/components/ui/status-message.tsx';
import { DemoOutboxDocument } from '@/gql/graphql.ts';
import { useAccountConfiguration } from '@/hooks/use-account-configuration.ts';
import { usePageView } from '@/hooks/use-page-view.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { apiError } from '@/lib/api-error.ts';
import { isolate } from '@/lib/isolate.ts';
import { OutboxMessageList } from './components/outbox-message-list.tsx';

/**
 * The demo mailbox (docs/configuration.md#demo-mode): the mail and SMS this demo server sent to one address,
 * newest first, so a new user can read their code. Servers outside demo mode answer FORBIDDEN.
 */
export default function DemoOutboxPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const recipient = params.get('to')?.trim() ?? '';
  const { configuration, fetching: loadingConfiguration } = useAccountConfiguration();
  const isDemo = configuration?.demoMode === true;
  const [{ data, fetching, error }, refetch] = useTypedQuery({
    query: DemoOutboxDocument,
    variables: { recipient },
    pause: !isDemo || recipient === '',
    requestPolicy: 'network-only',
  });
  usePageView(t('auth.outbox.title'));

  if (loadingConfiguration && !configuration) return <Spinner className="m-12" />;
  if (!isDemo || (error && apiError(error).code === 'FORBIDDEN')) {
    return (
      <StatusMessage
        titleAs="h1"
        icon={<Inbox className="size-7" />}
        title={t('auth.outbox.notAvailable')}
        description={t('auth.outbox.notAvailableBody')}
      />
    );
  }

  return (
    <PageContainer width="narrow" className="py-8 sm:py-12">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold text-stone-900">{t('auth.outbox.title')}</h1>
          {recipient && (
            <p className="mt-1 break-all text-stone-600">
              {t('auth.outbox.description', { recipient: isolate(recipient) })}
            </p>
          )}
        </div>
        {recipient && (
          <Button
            variant="secondary"
            disabled={fetching}
            onClick={() => refetch({ requestPolicy: 'network-only' })}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('auth.outbox.refresh')}
          </Button>
        )}
      </div>
      {recipient === '' ? (
        <form method="get" className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-end">
          <Field label={t('auth.outbox.recipient')} name="to" type="text" className="flex-1" />
          <Button type="submit">{t('auth.outbox.open')}</Button>
        </form>
      ) : (
        <OutboxMessageList messages={data?.demoOutbox ?? []} isLoading={fetching && !data} error={error} />
      )}
    </PageContainer>
  );
}
