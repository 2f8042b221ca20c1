import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { ButtonLink } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useProfile } from '@/hooks/use-profile.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { paths } from '@/lib/paths.ts';
import {
  AdminRestaurantDocument,
  CreateRestaurantDocument,
  RestaurantAdminZonesDocument,
  UpdateRestaurantDocument,
  type AdminRestaurantFieldsFragment,
  type RestaurantInput,
} from '@/gql/graphql.ts';
import { PublishControl } from './components/publish-control.tsx';
import { RestaurantForm } from './components/restaurant-form.tsx';
import { RestaurantUsers } from './components/restaurant-users.tsx';
import { StatusBadge } from './components/status-badge.tsx';
import { emptyValues, valuesOf } from './utils/restaurant-form-values.ts';
import { submitResultOf } from './utils/submit-result.ts';

const listPath = `${paths.admin}/restaurants`;

/**
 * /admin/restaurants/new and /admin/restaurants/:id (docs/admin.md "Restaurants"): the form, the
 * publication and the linked accounts. Support sees the restaurant without editing it.
 */
export default function RestaurantEditPage() {
  const { id } = useParams();
  const isNew = id === undefined;
  const { t } = useTranslation('adminRestaurants');
  const { profile } = useProfile();
  const canEdit = profile?.role === 'ADMIN';
  const navigate = useNavigate();
  const [zones] = useTypedQuery({ query: RestaurantAdminZonesDocument });
  const [{ data, fetching, error }] = useTypedQuery({
    query: AdminRestaurantDocument,
    variables: { id: id ?? '' },
    pause: isNew,
  });
  const [, create] = useTypedMutation(CreateRestaurantDocument);
  const [, update] = useTypedMutation(UpdateRestaurantDocument);
  const restaurant = data?.adminRestaurant;
  const initial = useMemo(() => (restaurant ? valuesOf(restaurant) : emptyValues()), [restaurant]);

  const save = async (input: RestaurantInput) => {
    if (isNew) {
      const result = await create({ input });
      if (result.error) return submitResultOf(result.error);
      void navigate(`${listPath}/${result.data!.createRestaurant._id}`, { replace: true });
      return null;
    }
    const result = await update({ id, input });
    return result.error ? submitResultOf(result.error) : null;
  };

  const back = (
    <Link to={listPath} className="text-sm font-semibold text-stone-800 underline">
      {t('edit.back')}
    </Link>
  );
  if (!isNew && !restaurant) {
    return (
      <div className="space-y-3">
        {back}
        {fetching ? (
          <Spinner label={t('list.loading')} />
        ) : (
          <Alert>{error?.graphQLErrors[0]?.message ?? t('errors.load')}</Alert>
        )}
      </div>
    );
  }
  return (
    <div className="space-y-5">
      {back}
      <Header restaurant={restaurant} canEdit={canEdit} />
      {!canEdit && <Alert tone="info">{t('edit.readOnly')}</Alert>}
      {canEdit && (
        <RestaurantForm
          key={restaurant?._id ?? 'new'}
          initial={initial}
          isNew={isNew}
          zones={zones.data?.restaurantAdminZones ?? []}
          onSubmit={save}
        />
      )}
      {restaurant && (
        <RestaurantUsers restaurantId={restaurant._id} users={restaurant.users} canEdit={canEdit} />
      )}
    </div>
  );
}

function Header({
  restaurant,
  canEdit,
}: {
  restaurant: AdminRestaurantFieldsFragment | undefined;
  canEdit: boolean;
}) {
  const { t } = useTranslation('adminRestaurants');
  if (!restaurant) return <h1 className="text-xl font-bold text-stone-900">{t('edit.newTitle')}</h1>;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h1 className="min-w-0 text-xl font-bold text-stone-900">{restaurant.name}</h1>
      <StatusBadge status={restaurant.status} />
      <div className="ms-auto flex flex-wrap gap-2">
        <ButtonLink variant="secondary" to={`${listPath}/${restaurant._id}/menu`}>
          {t('edit.menu')}
        </ButtonLink>
        {canEdit && <PublishControl id={restaurant._id} status={restaurant.status} />}
      </div>
    </div>
  );
}
