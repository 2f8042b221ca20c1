import { formatMoney, toMinor } from '@food/domain';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import type { Currency } from '@/hooks/use-currency.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import type { EditableGroup, FieldError, MenuEditorActions } from '../hooks/use-menu-editor.ts';
import { ConfirmDelete } from './confirm-delete.tsx';
import { FormMessage } from './field-error.tsx';

type Props = {
  groups: EditableGroup[];
  actions: MenuEditorActions;
  currency: Currency;
  onEdit: (group: EditableGroup | null) => void;
};

/** The restaurant's add-on groups, shared by the dishes' variations. */
export function AddonGroupsPanel({ groups, actions, currency, onEdit }: Props) {
  const { t } = useTranslation('menuEditor');
  const id = useId();
  const [error, setError] = useState<FieldError | null>(null);
  const money = (major: number) =>
    formatMoney(toMinor(major, currency.currency), { currency: currency.currency, symbol: currency.symbol });
  return (
    <section aria-labelledby={`${id}-h`} className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-h`} className="text-lg font-bold text-stone-900">
          {t('groups.title')}
        </h2>
        <Button onClick={() => onEdit(null)}>{t('groups.new')}</Button>
      </div>
      {groups.length === 0 && <p className="text-stone-700">{t('groups.empty')}</p>}
      <ul className="space-y-2">
        {groups.map((group) => (
          <li
            key={group._id}
            className="flex flex-wrap items-center gap-2 rounded-xl p-2 ring-1 ring-stone-100"
          >
            <div className="min-w-[10rem] flex-1">
              <p className="font-semibold text-stone-900">
                <bdi>{group.title}</bdi>
              </p>
              <p className="text-sm text-stone-700">
                {t('groups.summary', { min: group.quantityMinimum, max: group.quantityMaximum })}
                {' · '}
                {group.options.map((o) => `${o.title} ${money(o.price)}`).join(', ')}
              </p>
            </div>
            <div className="ms-auto flex flex-wrap items-center gap-1">
              <Button
                variant="secondary"
                onClick={() => onEdit(group)}
                aria-label={t('groups.editNamed', { title: group.title })}
              >
                {t('foods.edit')}
              </Button>
              <ConfirmDelete
                title={group.title}
                onConfirm={() => void actions.deleteGroup(group._id).then(setError)}
              />
            </div>
          </li>
        ))}
      </ul>
      <FormMessage error={error} fields={() => false} />
    </section>
  );
}
