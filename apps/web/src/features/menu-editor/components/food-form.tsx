import { WEEK_DAYS } from '@food/domain';
import { useId, useState, type FormEvent } from 'react';
import { ImageField } from '@/components/images/image-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { Currency } from '@/hooks/use-currency.ts';
import { useTranslation } from '@/hooks/use-translation.ts';
import type {
  EditableCategory,
  EditableFood,
  EditableGroup,
  FieldError,
  MenuEditorActions,
} from '../hooks/use-menu-editor.ts';
import { toFoodDraft, toFoodInput, type FoodDraft } from '../utils/food-draft.ts';
import { parsePrice } from '../utils/time.ts';
import { DishPreview } from './dish-preview.tsx';
import { FieldMessage, FormMessage } from './field-error.tsx';
import { VariationFields } from './variation-fields.tsx';

type Props = {
  food: EditableFood | null;
  category: string;
  categories: EditableCategory[];
  groups: EditableGroup[];
  actions: MenuEditorActions;
  currency: Currency;
  onDone: () => void;
};

const inputClass = 'h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-stone-900';
const SHOWN_FIELDS =
  /^(title|description|image|category|availableDays|availableFrom|availableTo|variations(\.\d+\.(title|price|discounted))?)$/;

/** A dish with its variations, add-on groups, photo, stock and hours, beside the customer's view of it. */
export function FoodForm({ food, category, categories, groups, actions, currency, onDone }: Props) {
  const { t } = useTranslation('menuEditor');
  const id = useId();
  const [draft, setDraft] = useState<FoodDraft>(() => toFoodDraft(food, category));
  const [error, setError] = useState<FieldError | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (change: Partial<FoodDraft>) => setDraft((current) => ({ ...current, ...change }));
  const described = (field: string) => ({
    'aria-describedby': `${id}-${field}-error`,
    'aria-invalid': error?.field === field || undefined,
  });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = toFoodInput(draft);
    if ('field' in parsed) return setError({ field: parsed.field, message: t('errors.price') });
    setSaving(true);
    const refused = await actions.saveFood(parsed.input);
    setSaving(false);
    setError(refused);
    if (!refused) onDone();
  };
  const first = draft.variations[0];

  return (
    <form
      onSubmit={save}
      className="grid gap-6 rounded-2xl bg-white p-4 ring-1 ring-stone-200 lg:grid-cols-[1fr_20rem]"
      noValidate
    >
      <div className="space-y-4">
        <h2 className="text-lg font-bold text-stone-900">
          {food ? t('foods.editNamed', { title: food.title }) : t('foods.new')}
        </h2>
        <div className="space-y-1">
          <label htmlFor={`${id}-title`} className="block text-sm font-semibold text-stone-900">
            {t('foods.fieldTitle')}
          </label>
          <input
            dir="auto"
            id={`${id}-title`}
            className={inputClass}
            value={draft.title}
            onChange={(e) => set({ title: e.target.value })}
            {...described('title')}
          />
          <FieldMessage id={`${id}-title-error`} error={error} field="title" />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-description`} className="block text-sm font-semibold text-stone-900">
            {t('foods.description')}
          </label>
          <textarea
            dir="auto"
            id={`${id}-description`}
            rows={3}
            className="w-full rounded-lg border border-stone-300 p-3"
            value={draft.description}
            onChange={(e) => set({ description: e.target.value })}
            {...described('description')}
          />
          <FieldMessage id={`${id}-description-error`} error={error} field="description" />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-category`} className="block text-sm font-semibold text-stone-900">
            {t('foods.category')}
          </label>
          <select
            id={`${id}-category`}
            className={inputClass}
            value={draft.category}
            onChange={(e) => set({ category: e.target.value })}
            {...described('category')}
          >
            {categories.map((c) => (
              <option key={c._id} value={c._id}>
                {c.title}
              </option>
            ))}
          </select>
          <FieldMessage id={`${id}-category-error`} error={error} field="category" />
        </div>
        <ImageField
          label={t('foods.photo')}
          kind="dish"
          value={draft.image}
          onChange={(image) => set({ image })}
        />
        <FieldMessage id={`${id}-image-error`} error={error} field="image" />
        <VariationFields
          variations={draft.variations}
          groups={groups}
          error={error}
          onChange={(variations) => set({ variations })}
        />
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <label className="flex items-center gap-2 text-stone-900">
            <input
              type="checkbox"
              checked={draft.isActive}
              onChange={(e) => set({ isActive: e.target.checked })}
            />
            {t('foods.active')}
          </label>
          <label className="flex items-center gap-2 text-stone-900">
            <input
              type="checkbox"
              checked={draft.isOutOfStock}
              onChange={(e) => set({ isOutOfStock: e.target.checked })}
            />
            {t('foods.outOfStock')}
          </label>
        </div>
        <fieldset className="space-y-2" aria-describedby={`${id}-availableDays-error`}>
          <legend className="font-semibold text-stone-900">{t('hours.title')}</legend>
          <p className="text-sm text-stone-700">{t('hours.help')}</p>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {WEEK_DAYS.map((day) => (
              <label key={day} className="flex items-center gap-2 text-sm text-stone-900">
                <input
                  type="checkbox"
                  checked={draft.availableDays.includes(day)}
                  onChange={(e) =>
                    set({
                      availableDays: e.target.checked
                        ? [...draft.availableDays, day]
                        : draft.availableDays.filter((d) => d !== day),
                    })
                  }
                />
                {t(`days.${day}`)}
              </label>
            ))}
          </div>
          <FieldMessage id={`${id}-availableDays-error`} error={error} field="availableDays" />
          <div className="grid grid-cols-2 gap-2 sm:max-w-sm">
            {(['availableFrom', 'availableTo'] as const).map((name) => (
              <div key={name} className="space-y-1">
                <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold text-stone-900">
                  {t(`hours.${name}`)}
                </label>
                <input
                  id={`${id}-${name}`}
                  type="time"
                  className={inputClass}
                  value={draft[name]}
                  onChange={(e) => set({ [name]: e.target.value })}
                  {...described(name)}
                />
                <FieldMessage id={`${id}-${name}-error`} error={error} field={name} />
              </div>
            ))}
          </div>
        </fieldset>
        <FormMessage error={error} fields={(field) => SHOWN_FIELDS.test(field)} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={saving}>
            {saving ? t('saving') : t('save')}
          </Button>
          <Button variant="secondary" onClick={onDone}>
            {t('cancel')}
          </Button>
        </div>
      </div>
      <DishPreview
        title={draft.title}
        description={draft.description}
        image={draft.image}
        price={first ? parsePrice(first.price) : null}
        discounted={first ? parsePrice(first.discounted) : null}
        isOutOfStock={draft.isOutOfStock}
        currency={currency}
      />
    </form>
  );
}
