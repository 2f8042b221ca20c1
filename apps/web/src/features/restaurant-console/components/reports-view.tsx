import { formatMoney, toMinor } from '@food/domain';
import { useId, useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ConsoleReportDocument, type ReportPeriod } from '@/gql/graphql.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { errorMessage } from '@/lib/graphql-errors.ts';
import { ReportChart } from './report-chart.tsx';

const DAY_MS = 24 * 60 * 60_000;
const isoDate = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The Reports tab (its own chunk with uPlot, loaded when the tab opens): per day or week, orders,
 * revenue, average basket, cancellations and best sellers, in the restaurant's time zone.
 */
export default function ReportsView({ restaurant }: { restaurant: { _id: string; currencySymbol: string } }) {
  const { t } = useTranslation('console');
  const id = useId();
  const [draft, setDraft] = useState(() => ({
    period: 'DAY' as ReportPeriod,
    from: isoDate(new Date(Date.now() - 13 * DAY_MS)),
    to: isoDate(new Date()),
  }));
  const [query, setQuery] = useState(draft);
  const [{ data, fetching, error }] = useTypedQuery({
    query: ConsoleReportDocument,
    variables: { restaurant: restaurant._id, ...query },
  });
  const report = data?.consoleReport;
  const labels = useMemo(
    () => ({ revenue: t('reports.revenue'), orders: t('reports.orders'), title: t('reports.chart') }),
    [t],
  );
  const money = (major: number) =>
    report
      ? formatMoney(toMinor(major, report.currency), {
          currency: report.currency,
          symbol: report.currencySymbol,
        })
      : '';

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-lg font-bold text-stone-900">
        {t('reports.title')}
      </h2>
      <form
        className="flex flex-wrap items-end gap-3 text-sm font-semibold text-stone-800"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(draft);
        }}
      >
        <label htmlFor={`${id}-period`} className="flex flex-col">
          {t('reports.period')}
          <select
            id={`${id}-period`}
            value={draft.period}
            onChange={(event) => setDraft({ ...draft, period: event.target.value as ReportPeriod })}
            className="h-10 rounded-lg border border-stone-300 bg-white px-2"
          >
            <option value={'DAY'}>{t('reports.day')}</option>
            <option value={'WEEK'}>{t('reports.week')}</option>
          </select>
        </label>
        {(['from', 'to'] as const).map((name) => (
          <label key={name} htmlFor={`${id}-${name}`} className="flex flex-col">
            {t(`history.${name}`)}
            <input
              id={`${id}-${name}`}
              type="date"
              required
              value={draft[name]}
              onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
              className="h-10 rounded-lg border border-stone-300 bg-white px-2"
            />
          </label>
        ))}
        <Button type="submit">{t('history.apply')}</Button>
      </form>
      {error && <Alert>{errorMessage(error)}</Alert>}
      {fetching && !report && <Spinner />}
      {report && report.rows.length === 0 && <p className="text-stone-700">{t('reports.empty')}</p>}
      {report && report.rows.length > 0 && (
        <>
          <ReportChart rows={report.rows} labels={labels} from={query.from} to={query.to} />
          <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-stone-200">
            <table className="w-full text-sm">
              <thead className="bg-stone-50 text-start text-stone-800">
                <tr>
                  {(['start', 'orders', 'revenue', 'average', 'cancelled', 'bestSellers'] as const).map(
                    (key) => (
                      <th key={key} scope="col" className="px-3 py-2 text-start font-semibold">
                        {t(`reports.${key}`)}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-200">
                {report.rows.map((row) => (
                  <tr key={row.start}>
                    <th scope="row" className="px-3 py-2 text-start font-semibold">
                      {row.start}
                    </th>
                    <td className="px-3 py-2 tabular-nums">{row.orders}</td>
                    <td dir="ltr" className="px-3 py-2 text-end tabular-nums">
                      {money(row.revenue)}
                    </td>
                    <td dir="ltr" className="px-3 py-2 text-end tabular-nums">
                      {money(row.averageBasket)}
                    </td>
                    <td className="px-3 py-2 tabular-nums">{row.cancelled}</td>
                    <td className="px-3 py-2">
                      {row.bestSellers.map((item) => `${item.quantity} × ${item.title}`).join(', ')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
