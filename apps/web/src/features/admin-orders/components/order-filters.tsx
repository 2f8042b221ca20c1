import { ORDER_STATUSES } from '@food/domain';
import { type FormEvent, useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/hooks/use-translation.ts';

export type OrderFilterValues = {
  q: string;
  status: string;
  from: string;
  to: string;
  needsRider: boolean;
};

const field = 'h-10 w-full rounded-xl border border-stone-300 bg-white px-3 text-stone-900';

/** The search form: a plain form, so Enter searches and every control has its label. */
export function OrderFilters({
  values,
  onApply,
  onClear,
}: {
  values: OrderFilterValues;
  onApply: (values: OrderFilterValues) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('adminOrders');
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    onApply({
      q: text('q'),
      status: text('status'),
      from: text('from'),
      to: text('to'),
      needsRider: data.get('needsRider') === 'on',
    });
  };
  // Keyed by the values so "Clear" and the back button reset the uncontrolled fields.
  return (
    <form
      key={JSON.stringify(values)}
      role="search"
      aria-label={t('filters.label')}
      onSubmit={submit}
      className="grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:grid-cols-2 lg:grid-cols-6"
    >
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-q`} className="text-sm font-semibold text-stone-900">
          {t('filters.search')}
        </label>
        <input id={`${id}-q`} name="q" type="search" defaultValue={values.q} className={field} />
      </div>
      <div>
        <label htmlFor={`${id}-status`} className="text-sm font-semibold text-stone-900">
          {t('filters.status')}
        </label>
        <select id={`${id}-status`} name="status" defaultValue={values.status} className={field}>
          <option value="">{t('filters.anyStatus')}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-from`} className="text-sm font-semibold text-stone-900">
          {t('filters.from')}
        </label>
        <input id={`${id}-from`} name="from" type="date" defaultValue={values.from} className={field} />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className="text-sm font-semibold text-stone-900">
          {t('filters.to')}
        </label>
        <input id={`${id}-to`} name="to" type="date" defaultValue={values.to} className={field} />
      </div>
      <div className="flex items-end">
        <label className="flex h-10 items-center gap-2 text-sm font-semibold text-stone-900">
          <input name="needsRider" type="checkbox" defaultChecked={values.needsRider} className="size-5" />
          {t('filters.needsRider')}
        </label>
      </div>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-6 lg:justify-end">
        <Button type="submit">{t('filters.apply')}</Button>
        <Button variant="secondary" onClick={onClear}>
          {t('filters.clear')}
        </Button>
      </div>
    </form>
  );
}
