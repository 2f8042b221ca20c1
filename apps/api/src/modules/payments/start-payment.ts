import type { Db } from '../../db/types.ts';
import type { UserRow } from '../auth/auth.repository.ts';
import type { PaymentRequest } from '../../adapters/payments/payment-gateway.ts';
import { PaymentError, paymentMessages } from './payment-errors.ts';
import { findPayableOrder, reopenFailedPayment, type PayableOrder } from './payments.repository.ts';

// Shared by the card and PayPal starts: the caller's own unpaid order of the right payment method.

/** The caller's order; 404 for anyone else's (never reveals that it exists, DESIGN.md security). */
export async function findOwnOrder(db: Db, user: UserRow, orderId: string): Promise<PayableOrder> {
  const order = await findPayableOrder(db, orderId);
  if (!order || order.userId !== user.id) throw new PaymentError(404, paymentMessages.notFound);
  return order;
}

export async function findPayableOwnOrder(
  db: Db,
  user: UserRow,
  orderId: string,
  method: 'STRIPE' | 'PAYPAL',
): Promise<PayableOrder> {
  const order = await findOwnOrder(db, user, orderId);
  if (order.paymentMethod !== method) {
    throw new PaymentError(400, method === 'STRIPE' ? paymentMessages.notCard : paymentMessages.notPaypal);
  }
  if (order.paymentStatus === 'PAID' || order.paymentStatus === 'REFUNDED') {
    throw new PaymentError(409, paymentMessages.alreadyPaid);
  }
  if (order.orderStatus === 'CANCELLED') throw new PaymentError(409, paymentMessages.cancelled);
  // A new attempt after a declined one: the order is pending payment again.
  await reopenFailedPayment(db, order.id);
  return order;
}

export function paymentRequestOf(order: PayableOrder): PaymentRequest {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    restaurantName: order.restaurantName,
    amount: order.orderAmount,
    currency: order.currency,
    customerEmail: order.customerEmail,
  };
}
