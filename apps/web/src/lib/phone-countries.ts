// The phone picker's countries (docs/product/accounts.md#sign-up: one fixed default country). A short own
// list of dial codes; names come from the browser (Intl.DisplayNames) in the page's language.
export type Country = { code: string; dial: string };

export const COUNTRIES: readonly Country[] = [
  { code: 'PK', dial: '92' },
  { code: 'AE', dial: '971' },
  { code: 'SA', dial: '966' },
  { code: 'QA', dial: '974' },
  { code: 'EG', dial: '20' },
  { code: 'JO', dial: '962' },
  { code: 'IL', dial: '972' },
  { code: 'TR', dial: '90' },
  { code: 'IN', dial: '91' },
  { code: 'CN', dial: '86' },
  { code: 'KH', dial: '855' },
  { code: 'AU', dial: '61' },
  { code: 'GB', dial: '44' },
  { code: 'DE', dial: '49' },
  { code: 'FR', dial: '33' },
  { code: 'US', dial: '1' },
];

export const DEFAULT_COUNTRY = 'PK';

export function dialCode(country: string): string {
  return (COUNTRIES.find((c) => c.code === country) ?? COUNTRIES[0]!).dial;
}

/** The stored phone: a plus, the dial code, then the national digits without a trunk 0 (E.164). */
export function fullPhone(country: string, national: string): string {
  const digits = national.replace(/\D/g, '').replace(/^0+/, '');
  return digits === '' ? '' : `+${dialCode(country)}${digits}`;
}

/** Splits a stored phone into the picker's country (longest matching dial code) and national number. */
export function splitPhone(phone: string | null | undefined): { country: string; national: string } {
  const digits = (phone ?? '').replace(/[^\d]/g, '');
  if (!phone?.trim().startsWith('+') || digits === '') {
    return { country: DEFAULT_COUNTRY, national: digits };
  }
  const match = [...COUNTRIES]
    .sort((a, b) => b.dial.length - a.dial.length)
    .find((c) => digits.startsWith(c.dial));
  return match
    ? { country: match.code, national: digits.slice(match.dial.length) }
    : { country: DEFAULT_COUNTRY, national: digits };
}

/** "Pakistan (+92)" in the page's language, or the ISO code where the browser has no names. */
export function countryLabel(country: Country, language: string): string {
  let name = country.code;
  try {
    name = new Intl.DisplayNames([language], { type: 'region' }).of(country.code) ?? country.code;
  } catch {
    // An unknown language tag: keep the code.
  }
  return `${name} (+${country.dial})`;
}
