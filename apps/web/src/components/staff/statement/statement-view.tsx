import { useId, useState } from 'react';
import { useClient } from 'urql';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import {
  LedgerStatementCsvDocument,
  LedgerStatementDocument,
  LedgerStatementPdfDocument,
  type StatementParty,
} from '@/gql/graphql.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { errorMessage } from '@/lib/graphql-errors.ts';
import { documentText } from '@/lib/registered-documents.ts';
import { StripeConnectButton } from './stripe-connect-button.tsx';

// A restaurant's or rider's statement (docs/money.md#statements): the balance, a week at a time
// (previous and next week), totals per event kind, the entries, and the CSV and PDF of the same week
// in the page's language. Used by the console's Statements tab and the rider app's Statement view,
// both lazy staff chunks.

const DAY_MS = 24 * 60 * 60_000;
const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** "PAYOUT_PAID" → "Payout paid", for an event kind the texts do not know yet. */
const humanise = (kind: string) => {
  const words = kind.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function save(name: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

export function StatementView({ party, owner }: { party: StatementParty; owner?: string }) {
  const { t, i18n } = useTranslation('statements');
  const client = useClient();
  const id = useId();
  // null: the current week, as the server's clock and the party's time zone have it.
  const [from, setFrom] = useState<string | null>(null);
  const [download, setDownload] = useState<{ busy: 'csv' | 'pdf' | null; error: string | null }>({
    busy: null,
    error: null,
  });
  const variables = { party, owner: owner ?? null, from };
  const [{ data, fetching, error }, reexecute] = useTypedQuery({
    query: LedgerStatementDocument,
    variables,
    requestPolicy: 'cache-and-network',
  });
  const statements = data?.ledgerStatement;
  const first = statements?.[0];

  const money = (amount: number, currency: string) =>
    new Intl.NumberFormat(i18n.language, {
      style: 'currency',
      currency,
      signDisplay: 'exceptZero',
    }).format(amount);
  const day = (date: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
  const eventLabel = (kind: string) => t(`events.${kind}`, { defaultValue: humanise(kind) });

  const fetchFile = async (kind: 'csv' | 'pdf') => {
    if (!first) return;
    setDownload({ busy: kind, error: null });
    const fileVariables = { ...variables, from: first.from, language: i18n.language };
    const name = `statement-${first.from}-${first.to}.${kind}`;
    if (kind === 'csv') {
      const result = await client.query(documentText(LedgerStatementCsvDocument), fileVariables).toPromise();
      const csv = (result.data as { ledgerStatementCsv?: string } | undefined)?.ledgerStatementCsv;
      if (result.error || csv === undefined)
        return setDownload({ busy: null, error: result.error ? errorMessage(result.error) : '' });
      save(name, new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    } else {
      const result = await client.query(documentText(LedgerStatementPdfDocument), fileVariables).toPromise();
      const pdf = (result.data as { ledgerStatementPdf?: string } | undefined)?.ledgerStatementPdf;
      if (result.error || pdf === undefined)
        return setDownload({ busy: null, error: result.error ? errorMessage(result.error) : '' });
      const bytes = Uint8Array.from(atob(pdf), (char) => char.charCodeAt(0));
      save(name, new Blob([bytes], { type: 'application/pdf' }));
    }
    setDownload({ busy: null, error: null });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4" data-testid="statement">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-bold text-stone-900">
          {t('title')}
        </h2>
        <nav aria-label={t('week.label')} className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            disabled={!first}
            onClick={() => first && setFrom(shiftDate(first.from, -7))}
          >
            <span aria-hidden="true">‹</span> {t('week.previous')}
          </Button>
          <p aria-live="polite" className="min-w-40 text-center text-sm font-semibold text-stone-800">
            {first ? (
              <span data-testid="statement-period" data-from={first.from} data-to={first.to}>
                {t('week.range', { from: day(first.from), to: day(first.to) })}
              </span>
            ) : (
              '…'
            )}
          </p>
          <Button
            variant="secondary"
            disabled={!first}
            onClick={() => first && setFrom(shiftDate(first.from, 7))}
          >
            {t('week.next')} <span aria-hidden="true">›</span>
          </Button>
          {from !== null && (
            <Button variant="secondary" onClick={() => setFrom(null)}>
              {t('week.current')}
            </Button>
          )}
        </nav>
      </div>
      <StripeConnectButton party={party} />

      {error && (
        <Alert>
          <span className="block">{t('error', { message: errorMessage(error) })}</span>
          <Button
            className="mt-2"
            variant="secondary"
            onClick={() => reexecute({ requestPolicy: 'network-only' })}
          >
            {t('retry')}
          </Button>
        </Alert>
      )}
      {fetching && !statements && <Spinner label={t('loading')} />}

      {statements?.map((statement) => (
        <div key={statement.currency} className="space-y-4" data-testid="statement-currency">
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            {(
              [
                ['opening', statement.opening],
                ['movement', statement.movement],
                ['closing', statement.closing],
              ] as const
            ).map(([key, amount]) => (
              <div
                key={key}
                className={`rounded-2xl p-4 ring-1 ring-stone-200 ${key === 'closing' ? 'bg-amber-50' : 'bg-white'}`}
              >
                <dt className="text-sm text-stone-700">{t(`balance.${key}`)}</dt>
                <dd
                  dir="ltr"
                  className="text-xl font-bold tabular-nums text-stone-900 rtl:text-end"
                  data-testid={`statement-${key}`}
                  data-amount={amount}
                >
                  {money(amount, statement.currency)}
                </dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-stone-700">{t('sign')}</p>

          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              disabled={download.busy !== null}
              onClick={() => void fetchFile('csv')}
            >
              {download.busy === 'csv' ? t('download.busy') : t('download.csv')}
            </Button>
            <Button
              variant="secondary"
              disabled={download.busy !== null}
              onClick={() => void fetchFile('pdf')}
            >
              {download.busy === 'pdf' ? t('download.busy') : t('download.pdf')}
            </Button>
          </div>
          {download.error !== null && <Alert>{t('error', { message: download.error })}</Alert>}

          <h3 className="font-semibold text-stone-900">{t('totals')}</h3>
          {statement.totals.length === 0 ? (
            <p className="rounded-2xl bg-stone-50 p-4 text-stone-700" data-testid="statement-empty">
              {t('empty')}
            </p>
          ) : (
            <table className="w-full rounded-2xl bg-white text-sm ring-1 ring-stone-200">
              <tbody className="divide-y divide-stone-200">
                {statement.totals.map((total) => (
                  <tr key={total.eventKind} data-testid="statement-total" data-kind={total.eventKind}>
                    <th scope="row" className="px-4 py-2 text-start font-normal text-stone-800">
                      {eventLabel(total.eventKind)} <span className="text-stone-600">({total.count})</span>
                    </th>
                    <td
                      dir="ltr"
                      className="px-4 py-2 text-end font-semibold tabular-nums rtl:text-start"
                      data-amount={total.amount}
                    >
                      {money(total.amount, statement.currency)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}

          {statement.entries.length > 0 && (
            <>
              <h3 className="font-semibold text-stone-900">{t('entries')}</h3>
              <ul className="divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200">
                {statement.entries.map((entry) => (
                  <li
                    key={entry._id}
                    className="flex flex-wrap items-baseline gap-x-4 px-4 py-2 text-sm"
                    data-testid="statement-entry"
                  >
                    <span dir="ltr" className="tabular-nums text-stone-700">
                      {entry.at}
                    </span>
                    {entry.orderNumber && (
                      <bdi className="font-semibold text-stone-900">{entry.orderNumber}</bdi>
                    )}
                    <span className="text-stone-800">{eventLabel(entry.eventKind)}</span>
                    <span className="text-stone-600">{t(`accounts.${entry.account}`)}</span>
                    <span dir="ltr" className="ms-auto font-semibold tabular-nums" data-amount={entry.amount}>
                      {money(entry.amount, statement.currency)}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      ))}
    </section>
  );
}

export default StatementView;
