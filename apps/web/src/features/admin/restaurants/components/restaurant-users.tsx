import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { LinkRestaurantUserDocument, UnlinkRestaurantUserDocument } from '@/gql/graphql.ts';
import { TextField } from './form-field.tsx';

type User = { _id: string; name: string; email: string };

/**
 * Owner and staff accounts: an existing account is linked by its e-mail (it then opens the console
 * for this restaurant); removing one, after a confirmation, makes it a customer account again.
 */
export function RestaurantUsers({
  restaurantId,
  users,
  canEdit,
}: {
  restaurantId: string;
  users: readonly User[];
  canEdit: boolean;
}) {
  const { t } = useTranslation('adminRestaurants');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [linking, link] = useTypedMutation(LinkRestaurantUserDocument);
  const [, unlink] = useTypedMutation(UnlinkRestaurantUserDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (email.trim() === '') return setError(t('users.emailRequired'));
    const result = await link({ restaurant: restaurantId, email: email.trim() });
    if (result.error) return setError(result.error.graphQLErrors[0]?.message ?? t('errors.save'));
    setEmail('');
  };
  const remove = async (user: User) => {
    if (!window.confirm(t('users.confirmRemove', { name: user.name }))) return;
    setError(null);
    const result = await unlink({ restaurant: restaurantId, user: user._id });
    if (result.error) setError(result.error.graphQLErrors[0]?.message ?? t('errors.save'));
  };

  return (
    <section
      aria-labelledby="restaurant-users"
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5"
    >
      <h2 id="restaurant-users" className="text-base font-bold text-stone-900">
        {t('users.title')}
      </h2>
      {users.length === 0 ? (
        <p className="text-sm text-stone-700">{t('users.empty')}</p>
      ) : (
        <ul className="divide-y divide-stone-200">
          {users.map((user) => (
            <li key={user._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0">
                <span className="block font-semibold text-stone-900">{user.name}</span>
                <span className="block truncate text-sm text-stone-700" dir="ltr">
                  {user.email}
                </span>
              </span>
              {canEdit && (
                <Button variant="ghost" onClick={() => void remove(user)}>
                  {t('users.remove', { name: user.name })}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-3">
          <TextField
            label={t('users.email')}
            type="email"
            dir="ltr"
            value={email}
            onChange={setEmail}
            hint={t('users.hint')}
            className="min-w-60 flex-1"
          />
          <Button type="submit" variant="secondary" disabled={linking.fetching}>
            {t('users.link')}
          </Button>
        </form>
      )}
      {error && <Alert>{error}</Alert>}
    </section>
  );
}
