import { ERROR_MESSAGES } from '@food/domain';

// The texts of the payment endpoints' outcomes (docs/product/errors.md#orders-and-payments), shown by the
// screens as is. A failure is an AppError whose code gives its HTTP status (http/error-answers.ts); anything
// else is logged and answered with a generic message (docs/architecture.md "Errors").

export const paymentMessages = {
  unauthenticated: ERROR_MESSAGES.notLoggedIn,
  invalidId: 'A valid order id is required.',
  notFound: ERROR_MESSAGES.orderNotFound,
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
  duplicateRefunded: 'This order was already paid; this second payment is refunded.',
} as const;
