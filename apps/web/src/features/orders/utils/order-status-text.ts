import { type OrderStatus, isOrderStatus, orderProgressIndex, ORDER_PROGRESS } from '@food/domain';

// Restaurant names on cards are cut to 8 letters and the estimate text to 40 characters
// (docs/product/limits.md#text-and-quantity).
export const CARD_NAME_LENGTH = 8;
export const ESTIMATE_LENGTH = 40;

/** The first `max` characters (whole code points, so Arabic or emoji never break mid-character). */
export function cutText(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('');
}

/** Which sentence an order card shows (docs/product/screens.md#orders). */
export type CardStatusText = 'pending' | 'willDeliver' | 'riderDelivering' | 'completed' | 'cancelled';

export function cardStatusText(status: string): CardStatusText {
  if (!isOrderStatus(status)) return 'pending';
  return CARD_TEXT[status];
}

const CARD_TEXT: Record<OrderStatus, CardStatusText> = {
  PENDING: 'pending',
  ACCEPTED: 'willDeliver',
  ASSIGNED: 'willDeliver',
  PICKED: 'riderDelivering',
  DELIVERED: 'completed',
  COMPLETED: 'completed',
  CANCELLED: 'cancelled',
};

/** Only ACCEPTED and ASSIGNED cards carry the estimate (docs/product/screens.md#orders). */
export function showsEstimate(status: string): boolean {
  return status === 'ACCEPTED' || status === 'ASSIGNED';
}

/**
 * The progress indicator over pending → completed (docs/product/order-states.md#status-groups): how many of
 * the six steps are done, or null for a cancelled (or unknown) order, which shows no progress.
 */
export function progressStep(status: string): { step: number; of: number } | null {
  const index = orderProgressIndex(status);
  return index < 0 ? null : { step: index + 1, of: ORDER_PROGRESS.length };
}
