import { useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/hooks/use-translation.ts';
import type { EditableGroup, FieldError } from '../hooks/use-menu-editor.ts';
import { emptyVariation, type VariationDraft } from '../utils/food-draft.ts';
import { FieldMessage } from './field-error.tsx';

type Props = {
  variations: VariationDraft[];
  groups: EditableGroup[];
  error: FieldError | null;
  onChange: (variations: VariationDraft[]) => void;
};

const inputClass = 'h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-stone-900';

/** The dish's variations: title, price, the price before a discount, and the add-on groups offered. */
export function VariationFields({ variations, groups, error, onChange }: Props) {
  const { t } = useTranslation('menuEditor');
  const id = useId();
  const set = (i: number, change: Partial<VariationDraft>) =>
    onChange(variations.map((v, j) => (j === i ? { ...v, ...change } : v)));
  const field = (i: number, name: string) => ({
    id: `${id}-${i}-${name}`,
    err: `${id}-${i}-${name}-error`,
    path: `variations.${i}.${name}`,
  });

  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold text-stone-900">{t('variations.title')}</legend>
      <FieldMessage id={`${id}-all`} error={error} field="variations" />
      {variations.map((variation, i) => (
        <div key={variation.id ?? `new-${i}`} className="space-y-2 rounded-xl p-3 ring-1 ring-stone-200">
          <div className="grid gap-2 sm:grid-cols-3">
            {(['title', 'price', 'discounted'] as const).map((name) => {
              const f = field(i, name);
              return (
                <div key={name} className="space-y-1">
                  <label htmlFor={f.id} className="block text-sm font-semibold text-stone-900">
                    {t(name === 'title' ? 'variations.name' : `variations.${name}`)}
                  </label>
                  <input
                    dir="auto"
                    id={f.id}
                    className={inputClass}
                    inputMode={name === 'title' ? undefined : 'decimal'}
                    value={variation[name]}
                    onChange={(event) => set(i, { [name]: event.target.value })}
                    aria-invalid={error?.field === f.path || undefined}
                    aria-describedby={f.err}
                  />
                  <FieldMessage id={f.err} error={error} field={f.path} />
                </div>
              );
            })}
          </div>
          {groups.length > 0 && (
            <fieldset>
              <legend className="text-sm font-semibold text-stone-900">{t('variations.groups')}</legend>
              <div className="flex flex-wrap gap-x-4 gap-y-1">
                {groups.map((group) => (
                  <label key={group._id} className="flex items-center gap-2 text-sm text-stone-900">
                    <input
                      type="checkbox"
                      checked={variation.addonGroups.includes(group._id)}
                      onChange={(event) =>
                        set(i, {
                          addonGroups: event.target.checked
                            ? [...variation.addonGroups, group._id]
                            : variation.addonGroups.filter((g) => g !== group._id),
                        })
                      }
                    />
                    <bdi>{group.title}</bdi>
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          {variations.length > 1 && (
            <Button variant="ghost" onClick={() => onChange(variations.filter((_, j) => j !== i))}>
              {t('variations.remove', { title: variation.title || String(i + 1) })}
            </Button>
          )}
        </div>
      ))}
      <Button variant="secondary" onClick={() => onChange([...variations, emptyVariation()])}>
        {t('variations.add')}
      </Button>
    </fieldset>
  );
}
