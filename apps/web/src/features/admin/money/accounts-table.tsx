import type { AdminMoneyQuery } from '@/gql/graphql.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { formatAmount } from './format.ts';

type Account = AdminMoneyQuery['ledgerAccounts']['accounts'][number];

/** Every account's balance: + the platform holds or is owed it, − it owes or earned it. */
export function AccountsTable({
  accounts,
  language,
  payoutAdapter,
}: {
  accounts: readonly Account[];
  language: string;
  payoutAdapter: string;
}) {
  const { t } = useTranslation('adminMoney');
  return (
    <div className="space-y-2">
      <h2 id="accounts-title" className="text-lg font-semibold text-stone-900">
        {t('accounts.title')}
      </h2>
      <p className="text-sm text-stone-700">{t('accounts.signs')}</p>
      <p className="text-sm text-stone-700" data-testid="payout-adapter">
        {t(payoutAdapter === 'stripe' ? 'accounts.adapterStripe' : 'accounts.adapterManual')}
      </p>
      {accounts.length === 0 ? (
        <p className="py-4 text-stone-800">{t('accounts.empty')}</p>
      ) : (
        // Wider than a phone: the table scrolls sideways, so the region takes the focus for the keyboard.
        <div
          role="region"
          aria-labelledby="accounts-title"
          tabIndex={0}
          className="overflow-x-auto rounded-2xl ring-1 ring-stone-200 focus-visible:outline-2 focus-visible:outline-stone-900"
        >
          <table
            aria-labelledby="accounts-title"
            className="w-full min-w-[32rem] bg-white text-start text-sm"
          >
            <thead className="bg-stone-50 text-stone-800">
              <tr>
                <th scope="col" className="p-2 text-start">
                  {t('accounts.kind')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('accounts.owner')}
                </th>
                <th scope="col" className="p-2 text-end">
                  {t('accounts.balance')}
                </th>
              </tr>
            </thead>
            <tbody>
              {accounts.map((account) => (
                <tr
                  key={`${account.kind}:${account.owner}:${account.currency}`}
                  className="border-t border-stone-100"
                >
                  <td className="p-2">{t(`kinds.${account.kind}`)}</td>
                  <td className="max-w-48 truncate p-2">
                    {account.ownerName ?? account.owner}
                    {account.stripeConnected ? (
                      <span className="ms-2 text-xs font-semibold text-emerald-800">
                        {t('accounts.connected')}
                      </span>
                    ) : null}
                  </td>
                  <td className="p-2 text-end tabular-nums" dir="ltr">
                    {formatAmount(account.balance, account.currency, language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
