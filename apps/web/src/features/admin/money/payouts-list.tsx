import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { MarkPayoutPaidDocument, type AdminPayoutFieldsFragment } from '@/gql/graphql.ts';
import { useApiErrorText } from '@/hooks/use-api-error-text.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { formatAmount, formatDay, lastDayOf } from './format.ts';
import { fieldClasses } from './pay-out-form.tsx';

/** One pending manual payout's "Mark paid": the bank transfer's reference, then the button. */
function MarkPaid({
  payout,
  onChanged,
}: {
  payout: AdminPayoutFieldsFragment;
  onChanged: (notice: string) => void;
}) {
  const { t } = useTranslation('adminMoney');
  const errorText = useApiErrorText();
  const inputId = useId();
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [state, mark] = useTypedMutation(MarkPayoutPaidDocument);
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        setError(null);
        const result = await mark({ payoutId: payout._id, reference });
        if (result.error) return setError(errorText(result.error));
        onChanged(t('payouts.marked', { name: payout.partyName }));
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('payouts.referenceOf', { name: payout.partyName })}
      </label>
      <input
        id={inputId}
        required
        maxLength={200}
        placeholder={t('payouts.reference')}
        value={reference}
        onChange={(e) => setReference(e.target.value)}
        className={`${fieldClasses} w-40`}
      />
      <Button type="submit" variant="secondary" disabled={state.fetching}>
        {t('payouts.markPaid')}
      </Button>
      {error && <Alert className="basis-full">{error}</Alert>}
    </form>
  );
}

/** The payouts, newest first, with their state; pending manual ones can be marked paid. */
export function PayoutsList({
  payouts,
  fetching,
  error,
  language,
  onChanged,
}: {
  payouts: readonly AdminPayoutFieldsFragment[] | undefined;
  fetching: boolean;
  error: string | null;
  language: string;
  onChanged: (notice: string) => void;
}) {
  const { t } = useTranslation('adminMoney');
  return (
    <div className="space-y-2">
      <h2 id="payouts-title" className="text-lg font-semibold text-stone-900">
        {t('payouts.title')}
      </h2>
      {error && <Alert>{`${t('loadError')} ${error}`}</Alert>}
      {!payouts && fetching && <Spinner label={t('loading')} />}
      {payouts && payouts.length === 0 && <p className="py-4 text-stone-800">{t('payouts.empty')}</p>}
      {payouts && payouts.length > 0 && (
        <ul aria-labelledby="payouts-title" className="space-y-2">
          {payouts.map((payout) => (
            <li
              key={payout._id}
              aria-label={payout.partyName}
              className="flex flex-col gap-2 rounded-2xl bg-white p-3 ring-1 ring-stone-200 md:flex-row md:items-center"
            >
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-stone-900">{payout.partyName}</span>
                  <span className="text-sm text-stone-700">{t(`parties.${payout.partyKind}`)}</span>
                  <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-900">
                    {t(`statuses.${payout.status}`)}
                  </span>
                </p>
                <p className="text-sm text-stone-700">
                  {t(`directions.${payout.direction}`)}{' '}
                  <span dir="ltr" className="font-semibold tabular-nums text-stone-900">
                    {formatAmount(Math.abs(payout.amount), payout.currency, language)}
                  </span>{' '}
                  · {t('payouts.until', { day: formatDay(lastDayOf(payout.periodEnd), language) })}
                  {payout.providerReference && ` · ${payout.providerReference}`}
                </p>
              </div>
              {payout.status === 'PENDING' && payout.adapter === 'manual' && (
                <MarkPaid payout={payout} onChanged={onChanged} />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
