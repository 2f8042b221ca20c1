import { formatMoney, toMinor } from '@food/domain';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import type { Currency } from '@/hooks/use-currency.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import type {
  EditableCategory,
  EditableFood,
  FieldError,
  MenuEditorActions,
} from '../hooks/use-menu-editor.ts';
import { ConfirmDelete } from './confirm-delete.tsx';
import { FormMessage } from './field-error.tsx';
import { SortableList } from './sortable-list.tsx';

type Props = {
  category: EditableCategory;
  actions: MenuEditorActions;
  currency: Currency;
  onEdit: (food: EditableFood | null) => void;
};

/** One category's dishes: reorder, open one in the form, add one, delete one. */
export function FoodPanel({ category, actions, currency, onEdit }: Props) {
  const { t } = useTranslation('menuEditor');
  const id = useId();
  const [error, setError] = useState<FieldError | null>(null);
  const run = async (change: Promise<FieldError | null>) => setError(await change);
  const money = (major: number) =>
    formatMoney(toMinor(major, currency.currency), { currency: currency.currency, symbol: currency.symbol });

  return (
    <section aria-labelledby={`${id}-h`} className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-h`} className="text-lg font-bold text-stone-900">
          {t('foods.title', { category: category.title })}
        </h2>
        <Button onClick={() => onEdit(null)}>{t('foods.new')}</Button>
      </div>
      {category.foods.length === 0 && <p className="text-stone-700">{t('foods.empty')}</p>}
      <SortableList
        items={category.foods}
        label={t('foods.title', { category: category.title })}
        onReorder={(ids) => run(actions.reorderFoods(category._id, ids))}
        renderItem={(food, handle) => (
          <div className="flex flex-wrap items-center gap-2 rounded-xl p-1 ring-1 ring-stone-100">
            {handle}
            <div className="min-w-[10rem] flex-1">
              <p className="truncate font-semibold text-stone-900">
                <bdi>{food.title}</bdi>
              </p>
              <p className="text-sm text-stone-700">
                {food.variations.map((v) => `${v.title} ${money(v.price)}`).join(' · ')}
                {!food.isActive && ` · ${t('foods.inactive')}`}
                {food.isOutOfStock && ` · ${t('foods.outOfStock')}`}
              </p>
            </div>
            <div className="ms-auto flex flex-wrap items-center gap-1">
              <Button
                variant="secondary"
                onClick={() => onEdit(food)}
                aria-label={t('foods.editNamed', { title: food.title })}
              >
                {t('foods.edit')}
              </Button>
              <ConfirmDelete title={food.title} onConfirm={() => void run(actions.deleteFood(food._id))} />
            </div>
          </div>
        )}
      />
      <FormMessage error={error} fields={() => false} />
    </section>
  );
}
