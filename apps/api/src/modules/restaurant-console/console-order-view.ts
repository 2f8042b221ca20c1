import { hasBeenPaid } from '@food/domain';
import type { Order } from '../../generated/graphql.ts';

/** A card or PayPal order is the restaurant's business only once paid (orders SDL placeOrder). */
export function isSentToRestaurant(order: Pick<Order, 'paymentMethod' | 'paymentStatus'>): boolean {
  return order.paymentMethod === 'COD' || hasBeenPaid(order.paymentStatus);
}

/**
 * The order as its restaurant sees it: what to cook and for whom, by name. How to reach the customer
 * (e-mail, phone) and where they live are the customer's and the assigned rider's business.
 */
export function restaurantOrderView(order: Order): Order {
  return {
    ...order,
    user: { _id: order.user._id, name: order.user.name, email: '', phone: null },
    deliveryAddress: null,
  };
}
