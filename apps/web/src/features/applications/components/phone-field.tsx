import { PhoneInput } from '@/components/forms/phone-input.tsx';
import { useTranslation } from '@/hooks/use-translation.ts';

const ignore = () => {};

/**
 * The forms' phone: a country picker (Australia by default, docs/applications.md#the-forms) and the number;
 * the form reads `country` and `national` and sends them joined with a leading plus (lib/phone-countries
 * fullPhone).
 */
export function PhoneField({ defaultCountry = 'AU' }: { defaultCountry?: string }) {
  const { t } = useTranslation('applications');
  const field = (name: string, defaultValue: string) => ({
    name,
    defaultValue,
    ref: ignore,
    onChange: ignore,
  });
  return (
    <PhoneInput
      label={t('fields.phone')}
      countryLabel={t('fields.country')}
      country={field('country', defaultCountry)}
      national={field('national', '')}
      required
    />
  );
}
