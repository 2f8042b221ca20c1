import { inputClasses } from './form-field.tsx';
import { MONEY_FIELDS, type MoneyDraft, type MoneyField } from './money-settings.ts';
import { useTranslation } from '@/hooks/use-translation.ts';

/** The element id of a money field, so the page can focus the first invalid one. */
export const moneyFieldId = (field: MoneyField) => `settings-${field}`;

const STEP: Record<MoneyField, string> = {
  defaultCommissionRate: '0.01',
  riderFeePerDelivery: 'any',
  riderFeePerKm: 'any',
};

/**
 * The ledger's settings (docs/money.md#settings): the default commission for restaurants without a
 * rate of their own, and what a rider earns per delivery and per kilometre.
 */
export function MoneyFields({
  draft,
  invalid,
  onChange,
}: {
  draft: MoneyDraft;
  /** Fields to mark invalid (after a refused save). */
  invalid: readonly MoneyField[];
  onChange: (field: MoneyField, value: string) => void;
}) {
  const { t } = useTranslation('adminSettings');
  return (
    <fieldset className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:grid-cols-3">
      <legend className="px-1 text-lg font-bold text-stone-900">{t('settings.moneyTitle')}</legend>
      {MONEY_FIELDS.map((field) => {
        const id = moneyFieldId(field);
        const isInvalid = invalid.includes(field);
        return (
          <div key={field} className="flex flex-col gap-1">
            <label htmlFor={id} className="text-sm font-semibold text-stone-800">
              {t(`settings.${field}`)}
            </label>
            <input
              id={id}
              type="number"
              inputMode="decimal"
              min={0}
              max={field === 'defaultCommissionRate' ? 100 : undefined}
              step={STEP[field]}
              value={draft[field]}
              aria-invalid={isInvalid}
              aria-describedby={isInvalid ? `${id}-error ${id}-hint` : `${id}-hint`}
              onChange={(event) => onChange(field, event.target.value)}
              className={inputClasses}
            />
            {isInvalid && (
              <p id={`${id}-error`} className="text-sm font-semibold text-red-800">
                {t(`settings.${field}Invalid`)}
              </p>
            )}
            <p id={`${id}-hint`} className="text-xs text-stone-700">
              {t(`settings.${field}Hint`)}
            </p>
          </div>
        );
      })}
    </fieldset>
  );
}
