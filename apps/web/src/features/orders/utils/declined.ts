import type { CancelledBy, OrderStatus } from '@/gql/graphql.ts';

// A CANCELLED order the restaurant cancelled was declined
// (docs/product/order-states.md#what-the-customer-sees); the customer's own cancellation is not. The API
// records who cancelled (Order.cancelledBy), so no text is compared.
export function isDeclined(order: { orderStatus: OrderStatus; cancelledBy: CancelledBy | null }): boolean {
  return order.orderStatus === 'CANCELLED' && order.cancelledBy === 'RESTAURANT';
}
