/**
 * Who moved an order to CANCELLED: the customer (their own cancel) or the restaurant (a decline).
 * Screens tell a decline from a cancellation by this, never by the free-text reason.
 */
export const CANCELLED_BY = ['CUSTOMER', 'RESTAURANT'] as const;

export type CancelledBy = (typeof CANCELLED_BY)[number];

export function isCancelledBy(value: unknown): value is CancelledBy {
  return typeof value === 'string' && (CANCELLED_BY as readonly string[]).includes(value);
}
