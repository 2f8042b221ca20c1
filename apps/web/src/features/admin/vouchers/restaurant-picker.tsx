import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { VoucherRestaurantChoicesDocument } from '@/gql/graphql.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { apiError } from '@/lib/api-error.ts';
import { inputClasses } from '../settings/form-field.tsx';

/** The restaurants a voucher is limited to: a filterable checkbox list; none chosen = every restaurant. */
export function RestaurantPicker({
  value,
  onChange,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation('adminSettings');
  const [{ data, fetching, error }] = useTypedQuery({ query: VoucherRestaurantChoicesDocument });
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const choices = data?.voucherRestaurantChoices ?? [];
  const shown = choices.filter((c) => c.name.toLowerCase().includes(filter.trim().toLowerCase()));
  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-semibold text-stone-800">{t('vouchers.restaurants')}</legend>
      <p className="text-xs text-stone-700">
        {value.length === 0 ? t('vouchers.allRestaurants') : t('vouchers.chosen', { n: value.length })}
      </p>
      <label htmlFor={filterId} className="sr-only">
        {t('vouchers.filterRestaurants')}
      </label>
      <input
        id={filterId}
        type="search"
        value={filter}
        placeholder={t('vouchers.filterRestaurants')}
        onChange={(event) => setFilter(event.target.value)}
        className={inputClasses}
      />
      {fetching && <Spinner />}
      {error && <Alert>{apiError(error).message ?? t('networkError')}</Alert>}
      <ul className="max-h-48 overflow-y-auto rounded-xl ring-1 ring-stone-200">
        {shown.map((choice) => (
          <li key={choice._id} className="px-3 py-2">
            <label className="flex items-center gap-2 text-sm text-stone-900">
              <input
                type="checkbox"
                className="size-5 accent-stone-900"
                checked={value.includes(choice._id)}
                onChange={(event) => toggle(choice._id, event.target.checked)}
              />
              {choice.name}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
