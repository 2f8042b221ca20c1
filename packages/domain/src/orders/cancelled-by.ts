/**
 * Who moved an order to CANCELLED: the customer (their own cancel), the restaurant (a decline) or
 * operator staff (/admin/orders, with the reason the customer sees).
 * Screens tell a decline from a cancellation by this, never by the free-text reason.
 */
export const CANCELLED_BY = ['CUSTOMER', 'RESTAURANT', 'OPERATOR'] as const;

export type CancelledBy = (typeof CANCELLED_BY)[number];

export function isCancelledBy(value: unknown): value is CancelledBy {
  return typeof value === 'string' && (CANCELLED_BY as readonly string[]).includes(value);
}
