import type { Logger } from '../../adapters/logger.ts';
import { PaymentProviderError, type PaymentRequest } from '../../adapters/payments/payment-gateway.ts';
import type { Db } from '../../db/types.ts';
import type { UserRow } from '../auth/auth.repository.ts';
import { AppError } from '@food/domain';
import { paymentMessages } from './payment-errors.ts';
import {
  findPayableOrder,
  insertPayment,
  reopenFailedPayment,
  type PayableOrder,
} from './payments.repository.ts';

// Shared by the card and PayPal starts: the caller's own unpaid order of the right payment method,
// the provider's side of the payment, and the pending payment row that remembers it.

/** What every payment start is called with. */
export type StartPaymentInput = {
  db: Db;
  log: Logger;
  user: UserRow;
  orderId: string;
  origin: string;
  /** When the attempt starts (the demo week plays past orders); absent: the database's clock. */
  now?: Date;
};

/**
 * The caller's order; 404 for anyone else's (never reveals that it exists, docs/product/access.md#ownership).
 */
export async function findOwnOrder(db: Db, user: UserRow, orderId: string): Promise<PayableOrder> {
  const order = await findPayableOrder(db, orderId);
  if (!order || order.userId !== user.id) throw new AppError('NOT_FOUND', paymentMessages.notFound);
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
    throw new AppError(
      'WRONG_PAYMENT_METHOD',
      method === 'STRIPE' ? paymentMessages.notCard : paymentMessages.notPaypal,
    );
  }
  if (order.paymentStatus === 'PAID' || order.paymentStatus === 'REFUNDED') {
    throw new AppError('ALREADY_PAID', paymentMessages.alreadyPaid);
  }
  if (order.orderStatus === 'CANCELLED') throw new AppError('ORDER_CANCELLED', paymentMessages.cancelled);
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

/**
 * Creates the provider's side of a payment for the caller's payable order and records it as a pending
 * payment under the provider's reference. A provider failure is a 502: nothing was charged, so the
 * customer may simply try again.
 */
export async function startPayment<T>(
  { db, log, user, orderId, now }: Omit<StartPaymentInput, 'origin'>,
  {
    method,
    provider,
    what,
    create,
    refOf,
  }: {
    method: 'STRIPE' | 'PAYPAL';
    provider: string;
    /** The provider's object, for the log line when it cannot be created. */
    what: string;
    create: (payment: PaymentRequest) => Promise<T>;
    refOf: (created: T) => string;
  },
): Promise<T> {
  const order = await findPayableOwnOrder(db, user, orderId, method);
  let created: T;
  try {
    created = await create(paymentRequestOf(order));
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log.error({ err: error, orderId }, `${what} could not be created`);
    throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', paymentMessages.providerDown);
  }
  await insertPayment(db, {
    orderId: order.id,
    provider,
    providerRef: refOf(created),
    amount: order.orderAmount,
    currency: order.currency,
    now,
  });
  return created;
}
