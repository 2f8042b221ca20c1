import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/hooks/use-translation.ts';
import type { EditableGroup, FieldError, MenuEditorActions } from '../hooks/use-menu-editor.ts';
import { parsePrice } from '../utils/time.ts';
import { FieldMessage, FormMessage } from './field-error.tsx';

type OptionDraft = { id: string | null; title: string; price: string };

const inputClass = 'h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-stone-900';
const SHOWN_FIELDS = /^(title|description|quantityMinimum|quantityMaximum|options(\.\d+\.(title|price))?)$/;

/** An add-on group: how many options a customer picks (min/max) and the options with their prices. */
export function AddonGroupForm({
  group,
  actions,
  onDone,
}: {
  group: EditableGroup | null;
  actions: MenuEditorActions;
  onDone: () => void;
}) {
  const { t } = useTranslation('menuEditor');
  const id = useId();
  const [title, setTitle] = useState(group?.title ?? '');
  const [description, setDescription] = useState(group?.description ?? '');
  const [min, setMin] = useState(String(group?.quantityMinimum ?? 0));
  const [max, setMax] = useState(String(group?.quantityMaximum ?? 1));
  const [options, setOptions] = useState<OptionDraft[]>(
    group?.options.map((o) => ({ id: o._id, title: o.title, price: String(o.price) })) ?? [
      { id: null, title: '', price: '0' },
    ],
  );
  const [error, setError] = useState<FieldError | null>(null);
  const described = (field: string) => ({
    'aria-describedby': `${id}-${field}-error`,
    'aria-invalid': error?.field === field || undefined,
  });
  const setOption = (i: number, change: Partial<OptionDraft>) =>
    setOptions(options.map((o, j) => (j === i ? { ...o, ...change } : o)));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const prices = options.map((o) => parsePrice(o.price));
    const bad = prices.findIndex((price) => price === null);
    if (bad >= 0) return setError({ field: `options.${bad}.price`, message: t('errors.price') });
    const refused = await actions.saveGroup({
      id: group?._id ?? null,
      title,
      description,
      quantityMinimum: Number.parseInt(min, 10) || 0,
      quantityMaximum: Number.parseInt(max, 10) || 0,
      options: options.map((o, i) => ({ id: o.id, title: o.title, price: prices[i]! })),
    });
    setError(refused);
    if (!refused) onDone();
  };

  const labelled = (
    name: string,
    label: string,
    value: string,
    onChange: (v: string) => void,
    type = 'text',
  ) => (
    <div className="space-y-1">
      <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold text-stone-900">
        {label}
      </label>
      <input
        dir="auto"
        id={`${id}-${name}`}
        type={type}
        min={type === 'number' ? 0 : undefined}
        className={inputClass}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...described(name)}
      />
      <FieldMessage id={`${id}-${name}-error`} error={error} field={name} />
    </div>
  );

  return (
    <form onSubmit={save} noValidate className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <h2 className="text-lg font-bold text-stone-900">
        {group ? t('groups.editNamed', { title: group.title }) : t('groups.new')}
      </h2>
      {labelled('title', t('groups.fieldTitle'), title, setTitle)}
      {labelled('description', t('groups.description'), description, setDescription)}
      <div className="grid grid-cols-2 gap-2 sm:max-w-sm">
        {labelled('quantityMinimum', t('groups.min'), min, setMin, 'number')}
        {labelled('quantityMaximum', t('groups.max'), max, setMax, 'number')}
      </div>
      <p className="text-sm text-stone-700">{t('groups.help')}</p>
      <fieldset className="space-y-2" aria-describedby={`${id}-options-error`}>
        <legend className="font-semibold text-stone-900">{t('groups.options')}</legend>
        <FieldMessage id={`${id}-options-error`} error={error} field="options" />
        {options.map((option, i) => (
          <div key={option.id ?? `new-${i}`} className="flex flex-wrap items-end gap-2">
            <div className="min-w-0 flex-1">
              {labelled(`options.${i}.title`, t('groups.optionTitle'), option.title, (v) =>
                setOption(i, { title: v }),
              )}
            </div>
            <div className="w-28">
              {labelled(`options.${i}.price`, t('groups.optionPrice'), option.price, (v) =>
                setOption(i, { price: v }),
              )}
            </div>
            <Button variant="ghost" onClick={() => setOptions(options.filter((_, j) => j !== i))}>
              {t('groups.removeOption', { title: option.title || String(i + 1) })}
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          onClick={() => setOptions([...options, { id: null, title: '', price: '0' }])}
        >
          {t('groups.addOption')}
        </Button>
      </fieldset>
      <FormMessage error={error} fields={(field) => SHOWN_FIELDS.test(field)} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{t('save')}</Button>
        <Button variant="secondary" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
