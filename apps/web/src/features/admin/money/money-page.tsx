import { useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { AdminMoneyDocument, AdminPayoutsDocument } from '@/gql/graphql.ts';
import { useApiErrorText } from '@/hooks/use-api-error-text.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { AccountsTable } from './accounts-table.tsx';
import { formatAmount } from './format.ts';
import { PayOutForm } from './pay-out-form.tsx';
import { PayoutsList } from './payouts-list.tsx';

/** /admin/money (docs/money.md#payouts): balances, the platform's revenue, payouts and marking them paid. */
export default function MoneyPage() {
  const { t, i18n } = useTranslation('adminMoney');
  const language = i18n.resolvedLanguage ?? 'en';
  const errorText = useApiErrorText();
  const [notice, setNotice] = useState<string | null>(null);
  const [books, refetchBooks] = useTypedQuery({
    query: AdminMoneyDocument,
    requestPolicy: 'cache-and-network',
  });
  const [payouts, refetchPayouts] = useTypedQuery({
    query: AdminPayoutsDocument,
    variables: { filter: { first: 100 } },
    requestPolicy: 'cache-and-network',
  });
  const refresh = (message: string) => {
    setNotice(message);
    refetchBooks({ requestPolicy: 'network-only' });
    refetchPayouts({ requestPolicy: 'network-only' });
  };
  const ledger = books.data?.ledgerAccounts;

  return (
    <section aria-labelledby="money-title" className="space-y-6">
      <h1 id="money-title" className="text-2xl font-bold text-stone-900">
        {t('title')}
      </h1>
      <div role="status" className="empty:hidden rounded-xl bg-emerald-50 p-3 text-emerald-900">
        {notice}
      </div>
      {books.error && <Alert>{`${t('loadError')} ${errorText(books.error)}`}</Alert>}
      {!ledger && books.fetching && <Spinner label={t('loading')} />}
      {ledger && (
        <>
          <div
            aria-labelledby="revenue-title"
            role="group"
            className="rounded-2xl bg-white p-4 ring-1 ring-stone-200"
          >
            <h2 id="revenue-title" className="text-lg font-semibold text-stone-900">
              {t('revenue.title')}
            </h2>
            {ledger.revenue.length === 0 ? (
              <p className="text-stone-700">{t('revenue.none')}</p>
            ) : (
              <ul>
                {ledger.revenue.map((row) => (
                  <li
                    key={row.currency}
                    className="text-xl font-bold text-stone-900"
                    data-testid="platform-revenue"
                  >
                    {formatAmount(row.earned, row.currency, language)}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <PayOutForm accounts={ledger.accounts} onDone={refresh} />
          <AccountsTable
            accounts={ledger.accounts}
            language={language}
            payoutAdapter={ledger.payoutAdapter}
          />
        </>
      )}
      <PayoutsList
        payouts={payouts.data?.payouts}
        fetching={payouts.fetching}
        error={payouts.error ? errorText(payouts.error) : null}
        language={language}
        onChanged={refresh}
      />
    </section>
  );
}
