import { isFinishedStatus } from '@food/domain';
import type { LatLng } from '@/lib/coordinates.ts';

type PaymentState = { orderStatus: string; paymentMethod?: string | null; paymentStatus?: string | null };

/**
 * A card or PayPal order that is not paid yet (declined, expired, or the customer left the payment
 * page). It has not reached the restaurant (docs/payments.md), so it waits for the customer, not for
 * the restaurant, and can be paid again through the payment screens.
 */
export function awaitsPayment(order: PaymentState): boolean {
  return (
    order.orderStatus === 'PENDING' &&
    (order.paymentMethod === 'STRIPE' || order.paymentMethod === 'PAYPAL') &&
    (order.paymentStatus === 'PENDING' || order.paymentStatus === 'FAILED')
  );
}

// Immediate orders store the server's "now" as orderDate; a scheduled one is at least 5 minutes ahead
// (apps/api orders order-timing.ts), so a minute's margin tells them apart.
const SCHEDULED_MARGIN_MS = 60_000;

/** The scheduled time of an order placed for later, or null for an order placed for "now". */
export function scheduledFor(order: { orderDate?: string | null; createdAt: string }): string | null {
  if (!order.orderDate) return null;
  const at = Date.parse(order.orderDate);
  const created = Date.parse(order.createdAt);
  if (Number.isNaN(at) || Number.isNaN(created)) return null;
  return at - created > SCHEDULED_MARGIN_MS ? order.orderDate : null;
}

/** The rider's marker is on the map while the order is on its way; a finished order has none. */
export function riderMarkerPosition(orderStatus: string, position: LatLng | null): LatLng | null {
  return isFinishedStatus(orderStatus) ? null : position;
}
