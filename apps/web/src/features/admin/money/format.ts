/** Major units of `currency` in the page's language (the API sends amounts as major-unit floats). */
export function formatAmount(amount: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

export const formatDay = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

/** The last day a payout covers: its exclusive end less one day. */
export const lastDayOf = (periodEnd: string) => new Date(Date.parse(periodEnd) - 86_400_000).toISOString();
