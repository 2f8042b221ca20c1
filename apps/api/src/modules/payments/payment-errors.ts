// Expected failures of the payment endpoints (accounts §7 REST calls, §8): an HTTP status and the
// message the screen shows as is. Anything else is logged and answered with a generic message.

export type PaymentErrorStatus = 400 | 401 | 404 | 409 | 502;

export class PaymentError extends Error {
  override name = 'PaymentError';
  constructor(
    readonly status: PaymentErrorStatus,
    message: string,
  ) {
    super(message);
  }
}

export const paymentMessages = {
  unauthenticated: 'You are not logged in.',
  invalidId: 'A valid order id is required.',
  notFound: 'Order not found.',
  notCard: 'This order is not paid by card.',
  notPaypal: 'This order is not paid with PayPal.',
  alreadyPaid: 'This order is already paid.',
  cancelled: 'This order was cancelled and cannot be paid.',
  providerDown: 'The payment provider could not be reached. Please try again.',
  badDetails: 'paymentDetails must be JSON with the PayPal order id, e.g. {"id":"..."}.',
  paymentMissing: 'This PayPal payment was not started for this order.',
  notCompleted: 'PayPal did not complete the payment. Please try again.',
  mismatch: 'The paid amount does not match the order. Please contact support.',
  completed: 'Payment completed.',
  alreadyCompleted: 'Payment already completed.',
} as const;
