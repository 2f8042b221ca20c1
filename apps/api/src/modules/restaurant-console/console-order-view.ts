import { hasBeenPaid } from '@food/domain';
import type { Order } from '../../generated/graphql.ts';

/**
 * A card or PayPal order is the restaurant's business only once paid while it was open (orders SDL
 * placeOrder); one paid after its cancellation keeps paidAmount 0 and is only refunded
 * (docs/payments.md "Refunds").
 */
export function isSentToRestaurant(
  order: Pick<Order, 'paymentMethod' | 'paymentStatus' | 'paidAmount'>,
): boolean {
  return order.paymentMethod === 'COD' || (hasBeenPaid(order.paymentStatus) && order.paidAmount > 0);
}
