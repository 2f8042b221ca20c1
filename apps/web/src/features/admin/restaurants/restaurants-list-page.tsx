import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { RESTAURANT_STATUSES } from '@food/domain';
import {
  AdminRestaurantsDocument,
  RestaurantAdminZonesDocument,
  type RestaurantStatus,
} from '@/gql/graphql.ts';
import { useDebouncedValue } from '@/hooks/use-debounced-value.ts';
import { useProfile } from '@/hooks/use-profile.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { paths } from '@/lib/paths.ts';
import { StatusBadge } from './components/status-badge.tsx';

const PAGE = 20;
const fieldClass = 'h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm text-stone-900';

/**
 * /admin/restaurants (docs/admin.md "Restaurants"): every restaurant, searched by name or slug and
 * filtered by status and zone, a page at a time. Support reads it; only the operator creates and edits.
 */
export default function RestaurantsListPage() {
  const { t } = useTranslation('adminRestaurants');
  const { profile } = useProfile();
  const canEdit = profile?.role === 'ADMIN';
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<RestaurantStatus | ''>('');
  const [zone, setZone] = useState('');
  const [offset, setOffset] = useState(0);
  const debounced = useDebouncedValue(search.trim(), 300);
  const [zones] = useTypedQuery({ query: RestaurantAdminZonesDocument });
  const [{ data, fetching, error }, refetch] = useTypedQuery({
    query: AdminRestaurantsDocument,
    variables: { search: debounced || null, status: status || null, zone: zone || null, first: PAGE, offset },
    requestPolicy: 'cache-and-network',
  });
  const page = data?.adminRestaurants;
  const filter = (apply: () => void) => {
    apply();
    setOffset(0);
  };

  return (
    <section className="space-y-4" aria-labelledby="restaurants-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="restaurants-title" className="text-xl font-bold text-stone-900">
          {t('list.title')}
        </h1>
        {canEdit && <ButtonLink to={`${paths.admin}/restaurants/new`}>{t('list.new')}</ButtonLink>}
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <label className="space-y-1 text-sm font-semibold text-stone-900">
          <span>{t('list.search')}</span>
          <input
            type="search"
            className={fieldClass}
            value={search}
            onChange={(event) => filter(() => setSearch(event.target.value))}
          />
        </label>
        <label className="space-y-1 text-sm font-semibold text-stone-900">
          <span>{t('list.status')}</span>
          <select
            className={fieldClass}
            value={status}
            onChange={(event) => filter(() => setStatus(event.target.value as RestaurantStatus | ''))}
          >
            <option value="">{t('list.anyStatus')}</option>
            {RESTAURANT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`status.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="space-y-1 text-sm font-semibold text-stone-900">
          <span>{t('list.zone')}</span>
          <select
            className={fieldClass}
            value={zone}
            onChange={(event) => filter(() => setZone(event.target.value))}
          >
            <option value="">{t('list.anyZone')}</option>
            {zones.data?.restaurantAdminZones.map((choice) => (
              <option key={choice._id} value={choice._id}>
                {choice.title}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error && (
        <Alert>
          <p>{error.graphQLErrors[0]?.message ?? t('errors.load')}</p>
          <Button
            variant="secondary"
            className="mt-2"
            onClick={() => refetch({ requestPolicy: 'network-only' })}
          >
            {t('errors.retry')}
          </Button>
        </Alert>
      )}
      {!page && fetching && <Spinner label={t('list.loading')} />}
      {page && page.items.length === 0 && <p className="text-stone-700">{t('list.empty')}</p>}
      {page && page.items.length > 0 && (
        <>
          <p className="text-sm text-stone-700" aria-live="polite">
            {t('list.count', { count: page.totalCount })}
          </p>
          <ul className="divide-y divide-stone-200 rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
            {page.items.map((restaurant) => (
              <li key={restaurant._id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <Link
                    to={`${paths.admin}/restaurants/${restaurant._id}`}
                    className="font-semibold text-stone-900 underline-offset-2 hover:underline"
                  >
                    {restaurant.name}
                  </Link>
                  <p className="truncate text-sm text-stone-700">
                    {restaurant.slug}
                    {restaurant.zone ? ` · ${restaurant.zone.title}` : ''}
                  </p>
                </div>
                <StatusBadge status={restaurant.status} />
              </li>
            ))}
          </ul>
          <div className="flex justify-between gap-3">
            <Button
              variant="secondary"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(offset - PAGE, 0))}
            >
              {t('list.previous')}
            </Button>
            <Button
              variant="secondary"
              disabled={offset + PAGE >= page.totalCount}
              onClick={() => setOffset(offset + PAGE)}
            >
              {t('list.next')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
