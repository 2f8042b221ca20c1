import type { TFunction } from 'i18next';
import { isKnownLabel } from './address-model.ts';

/** Home / Work / Other in the page's language; any other saved label as the customer wrote it. */
export function addressLabelText(t: TFunction<'addresses'>, label: string): string {
  return isKnownLabel(label) ? t(`labels.${label}`) : label;
}
