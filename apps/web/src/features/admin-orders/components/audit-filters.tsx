import { type FormEvent, useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/hooks/use-translation.ts';

export type AuditFilterValues = { entityType: string; action: string; from: string; to: string };

const field = 'h-10 w-full rounded-xl border border-stone-300 bg-white px-3 text-stone-900';

export function AuditFilters({
  values,
  onApply,
  onClear,
}: {
  values: AuditFilterValues;
  onApply: (values: AuditFilterValues) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('adminOrders');
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    onApply({ entityType: text('entityType'), action: text('action'), from: text('from'), to: text('to') });
  };
  const input = (name: keyof AuditFilterValues, type: 'text' | 'date') => (
    <div>
      <label htmlFor={`${id}-${name}`} className="text-sm font-semibold text-stone-900">
        {t(`audit.${name}`)}
      </label>
      <input id={`${id}-${name}`} name={name} type={type} defaultValue={values[name]} className={field} />
    </div>
  );
  return (
    <form
      key={JSON.stringify(values)}
      role="search"
      aria-label={t('audit.filters')}
      onSubmit={submit}
      className="grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:grid-cols-2 lg:grid-cols-4"
    >
      {input('entityType', 'text')}
      {input('action', 'text')}
      {input('from', 'date')}
      {input('to', 'date')}
      <div className="flex gap-2 sm:col-span-2 lg:col-span-4 lg:justify-end">
        <Button type="submit">{t('audit.apply')}</Button>
        <Button variant="secondary" onClick={onClear}>
          {t('audit.clear')}
        </Button>
      </div>
    </form>
  );
}
