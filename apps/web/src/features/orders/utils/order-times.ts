// Times on the order screens and chat are "short" local times
// (docs/product/order-states.md#what-the-customer-sees).

/** "14:05" / "2:05 PM" in the language's format, or null for a missing or unparsable date. */
export function shortTime(iso: string | null | undefined, language: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(date);
}

/**
 * The banner for ACCEPTED (docs/product/order-states.md#what-the-customer-sees): whole minutes left until
 * preparationTime (floor of the difference); null when there is no usable preparation time.
 */
export function minutesUntil(iso: string | null | undefined, now: number): number | null {
  if (!iso) return null;
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return null;
  return Math.floor((at - now) / 60_000);
}

/** A date with its time ("26 Nov 2026, 14:05") in the language's format, or null. */
export function dateTime(iso: string | null | undefined, language: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
