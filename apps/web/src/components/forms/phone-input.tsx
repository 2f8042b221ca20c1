import { useId } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { FieldError, inputClasses } from '@/components/forms/field.tsx';
import { cn } from '@/components/ui/cn.ts';
import type { FieldRegistration } from '@/hooks/use-schema-form.ts';
import { COUNTRIES, countryLabel } from '@/lib/phone-countries.ts';

const selectClasses =
  'h-12 rounded-xl border border-stone-300 bg-white px-2 text-sm text-stone-900 shadow-sm focus:border-primary-600';

type PhoneInputProps = {
  label: string;
  country: FieldRegistration;
  national: FieldRegistration;
  error?: string;
  autoFocus?: boolean;
  /** The country picker's accessible name, in the texts of the screen using it. */
  countryLabel: string;
  required?: boolean;
};

/** A phone number with its country (docs/product/screens.md#sign-in); the country adds the dial code. */
export function PhoneInput({
  label,
  country,
  national,
  error,
  autoFocus,
  countryLabel: pickerLabel,
  required,
}: PhoneInputProps) {
  const { i18n } = useTranslation();
  const id = useId();
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-number`} className="text-sm font-semibold text-stone-800">
        {label}
      </label>
      <div className="flex gap-2">
        <select aria-label={pickerLabel} className={cn(selectClasses, 'w-36 shrink-0 sm:w-48')} {...country}>
          {COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {countryLabel(c, language)}
            </option>
          ))}
        </select>
        <input
          id={`${id}-number`}
          type="tel"
          dir="ltr"
          inputMode="tel"
          autoComplete="tel-national"
          autoFocus={autoFocus}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cn(
            inputClasses,
            'min-w-0 flex-1 text-start',
            error ? 'border-red-600' : 'border-stone-300',
          )}
          {...national}
        />
      </div>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
