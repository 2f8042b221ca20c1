import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { RiderEarningsDocument, type RiderEarningsPeriodFieldsFragment } from '@/gql/graphql.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';

/**
 * Today's and this week's deliveries, fees and tips (the platform's days, weeks from Monday), the
 * cash the rider holds, and the week's deliveries one by one (docs/rider-app.md#earnings).
 */
export function EarningsView() {
  const { t, i18n } = useTranslation('rider');
  const [result, refetch] = useTypedQuery({ query: RiderEarningsDocument, requestPolicy: 'network-only' });
  const earnings = result.data?.riderEarnings;

  if (result.fetching && !earnings)
    return (
      <div className="flex min-h-[30vh] items-center justify-center">
        <Spinner label={t('earnings.loading')} />
      </div>
    );
  if (!earnings)
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert>{t('earnings.failed')}</Alert>
        <Button variant="secondary" onClick={() => refetch({ requestPolicy: 'network-only' })}>
          {t('earnings.retry')}
        </Button>
      </div>
    );

  const language = i18n.resolvedLanguage;
  const money = (amount: number) =>
    new Intl.NumberFormat(language, { style: 'currency', currency: earnings.currency }).format(amount);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(language, {
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: earnings.timeZone,
    }).format(new Date(iso));

  const period = (id: string, title: string, values: RiderEarningsPeriodFieldsFragment) => (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-stone-200"
    >
      <h2 id={id} className="font-semibold text-stone-900">
        {title}
      </h2>
      <p className="text-2xl font-bold text-stone-900" data-testid={`${id}-total`}>
        {money(values.total)}
      </p>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        {(
          [
            ['deliveries', String(values.deliveries)],
            ['fees', money(values.fees)],
            ['tips', money(values.tips)],
          ] as const
        ).map(([key, value]) => (
          <div key={key}>
            <dt className="text-stone-700">{t(`earnings.${key}`)}</dt>
            <dd className="font-semibold text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {period('earnings-today', t('earnings.today'), earnings.today)}
        {period('earnings-week', t('earnings.week'), earnings.week)}
      </div>
      <p className="rounded-2xl bg-stone-50 p-4 text-stone-800">
        {t('earnings.cashHeld', { amount: money(earnings.cashHeld) })}
      </p>
      <section aria-labelledby="earnings-deliveries" className="flex flex-col gap-3">
        <h2 id="earnings-deliveries" className="text-lg font-semibold text-stone-900">
          {t('earnings.deliveriesTitle')}
        </h2>
        {earnings.deliveries.length === 0 ? (
          <p className="rounded-2xl bg-stone-50 p-4 text-stone-700">{t('earnings.empty')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {earnings.deliveries.map((delivery) => (
              <li
                key={delivery._id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-2xl bg-white p-3 ring-1 ring-stone-200"
              >
                <div className="min-w-0">
                  <p className="font-semibold break-words text-stone-900">{delivery.restaurantName}</p>
                  <p className="text-sm text-stone-700">
                    <time dateTime={delivery.deliveredAt}>{when(delivery.deliveredAt)}</time> ·{' '}
                    {delivery.orderId}
                  </p>
                </div>
                <p className="text-sm text-stone-800">
                  {t('earnings.feeAndTip', { fee: money(delivery.fee), tip: money(delivery.tip) })}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
