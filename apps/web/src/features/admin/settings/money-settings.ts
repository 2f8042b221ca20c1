// The commission and rider-fee fields of /admin/settings (docs/admin.md "Settings", docs/money.md#settings):
// checked in the browser so the message is in the operator's language; the API refuses the same.

export type MoneyDraft = {
  defaultCommissionRate: string;
  riderFeePerDelivery: string;
  riderFeePerKm: string;
};
export type MoneyField = keyof MoneyDraft;

/** The API's ceiling for a fee (major units). */
export const RIDER_FEE_MAX = 1_000_000;

export const MONEY_FIELDS: readonly MoneyField[] = [
  'defaultCommissionRate',
  'riderFeePerDelivery',
  'riderFeePerKm',
];

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export function moneyDraftOf(settings: {
  defaultCommissionRate: number;
  riderFeePerDelivery: number;
  riderFeePerKm: number;
}): MoneyDraft {
  return {
    defaultCommissionRate: String(settings.defaultCommissionRate),
    riderFeePerDelivery: String(settings.riderFeePerDelivery),
    riderFeePerKm: String(settings.riderFeePerKm),
  };
}

/** Whether one field holds an acceptable value: a percent 0–100, or a fee from 0 up to the ceiling. */
export function isMoneyFieldValid(field: MoneyField, text: string): boolean {
  const value = numberOf(text);
  if (!Number.isFinite(value) || value < 0) return false;
  return field === 'defaultCommissionRate' ? value <= 100 : value <= RIDER_FEE_MAX;
}

/** The fields that are not acceptable, in the form's order (the first gets the focus). */
export function invalidMoneyFields(draft: MoneyDraft): MoneyField[] {
  return MONEY_FIELDS.filter((field) => !isMoneyFieldValid(field, draft[field]));
}

/** The input's values, as the API takes them. */
export function moneyInputOf(draft: MoneyDraft) {
  return {
    defaultCommissionRate: Number(draft.defaultCommissionRate),
    riderFeePerDelivery: Number(draft.riderFeePerDelivery),
    riderFeePerKm: Number(draft.riderFeePerKm),
  };
}
