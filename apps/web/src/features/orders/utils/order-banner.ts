import { assertNever, type OrderStatus, type PaymentMethod, type PaymentStatus } from '@food/domain';
import { awaitsPayment } from './order-state.ts';
import { minutesUntil } from './order-times.ts';

/** What the status banner says (docs/product/order-states.md#what-the-customer-sees). */
export type Banner =
  | { kind: 'pending' }
  | { kind: 'awaitingPayment' }
  | { kind: 'accepted'; minutes: number | null; late: boolean; riderNote: boolean }
  | { kind: 'assigned' }
  | { kind: 'picked'; pickup: boolean }
  | { kind: 'delivered' }
  | { kind: 'cancelled' };

export function orderBanner(
  order: {
    orderStatus: OrderStatus;
    preparationTime: string | null;
    isPickedUp: boolean;
    paymentMethod?: PaymentMethod;
    paymentStatus?: PaymentStatus;
  },
  now: number,
): Banner {
  // An unpaid card or PayPal order is not with the restaurant yet: it waits for the customer.
  if (awaitsPayment(order)) return { kind: 'awaitingPayment' };
  switch (order.orderStatus) {
    case 'PENDING':
      return { kind: 'pending' };
    case 'ACCEPTED': {
      // Floor of the difference in minutes; zero or less is "a bit late".
      const minutes = minutesUntil(order.preparationTime, now);
      return {
        kind: 'accepted',
        minutes,
        late: minutes !== null && minutes <= 0,
        riderNote: !order.isPickedUp,
      };
    }
    case 'ASSIGNED':
      return { kind: 'assigned' };
    case 'PICKED':
      return { kind: 'picked', pickup: order.isPickedUp };
    case 'DELIVERED':
    case 'COMPLETED':
      return { kind: 'delivered' };
    case 'CANCELLED':
      return { kind: 'cancelled' };
    default:
      return assertNever(order.orderStatus);
  }
}
