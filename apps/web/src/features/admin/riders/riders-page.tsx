import { AdminSearch } from '../admin-search.tsx';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useApiErrorText } from '@/hooks/use-api-error-text.ts';
import { useDebouncedValue } from '@/hooks/use-debounced-value.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { AdminRidersDocument, OnboardingZonesDocument, type RiderWorkStatus } from '@/gql/graphql.ts';
import { RiderRow } from './rider-row.tsx';
import { RidersMap } from './riders-map.tsx';

const STATUSES: readonly RiderWorkStatus[] = ['ONLINE', 'ON_DELIVERY', 'OFFLINE'];
/** Positions move; the list is read again this often (no subscription for the back office). */
const REFRESH_MS = 10_000;

/** /admin/riders (docs/admin.md "Riders"): who is working where, their zone and suspension. */
export default function RidersPage() {
  const { t } = useTranslation('adminPeople');
  const errorText = useApiErrorText();
  const [status, setStatus] = useState<RiderWorkStatus | null>(null);
  const [search, setSearch] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const debounced = useDebouncedValue(search.trim(), 300);
  const [result, refetch] = useTypedQuery({
    query: AdminRidersDocument,
    variables: { status, search: debounced || null },
    requestPolicy: 'cache-and-network',
  });
  const [zones] = useTypedQuery({ query: OnboardingZonesDocument });

  useEffect(() => {
    const timer = setInterval(() => refetch({ requestPolicy: 'network-only' }), REFRESH_MS);
    return () => clearInterval(timer);
  }, [refetch]);

  const riders = result.data?.adminRiders;
  const onChanged = (message: string) => {
    setNotice(message);
    refetch({ requestPolicy: 'network-only' });
  };

  return (
    <section aria-labelledby="riders-title" className="space-y-4">
      <h1 id="riders-title" className="text-2xl font-bold text-stone-900">
        {t('riders.title')}
      </h1>
      {riders && <RidersMap riders={riders} />}
      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <div role="group" aria-label={t('riders.filterLabel')} className="flex flex-wrap gap-2">
          {[null, ...STATUSES].map((value) => (
            <Button
              key={value ?? 'all'}
              variant={status === value ? 'primary' : 'secondary'}
              aria-pressed={status === value}
              onClick={() => setStatus(value)}
            >
              {value ? t(`riders.status.${value}`) : t('riders.all')}
            </Button>
          ))}
        </div>
        <div className="md:ms-auto md:w-80">
          <AdminSearch
            label={t('riders.searchLabel')}
            placeholder={t('riders.searchPlaceholder')}
            value={search}
            onChange={setSearch}
          />
        </div>
      </div>
      <div role="status" className="empty:hidden">
        {notice}
      </div>
      {result.error && <Alert>{`${t('riders.loadError')} ${errorText(result.error)}`}</Alert>}
      {zones.error && <Alert>{errorText(zones.error)}</Alert>}
      {!riders && result.fetching && <Spinner label={t('common.loading')} />}
      {riders && riders.length === 0 && <p className="py-6 text-stone-800">{t('riders.empty')}</p>}
      {riders && riders.length > 0 && (
        <ul aria-labelledby="riders-title" className="space-y-2">
          {riders.map((rider) => (
            <RiderRow
              key={rider.id}
              rider={rider}
              zones={zones.data?.onboardingZones ?? []}
              onChanged={onChanged}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
