import { hasBeenPaid } from '@food/domain';
import type { Order } from '../../generated/graphql.ts';

/** A card or PayPal order is the restaurant's business only once paid (orders SDL placeOrder). */
export function isSentToRestaurant(order: Pick<Order, 'paymentMethod' | 'paymentStatus'>): boolean {
  return order.paymentMethod === 'COD' || hasBeenPaid(order.paymentStatus);
}
