// Payment statuses and the steps between them (docs/payments.md "States"). Two related machines:
// the order's own paymentStatus (what the customer sees) and each provider attempt's status (one
// payments row per checkout session / PayPal order). Both are stored as constrained text columns,
// and every change is one guarded UPDATE … WHERE status = <the status this table allows from>.

/** orders.payment_status. REFUND_PENDING: the order was cancelled after it was paid and the refund
 *  has been claimed but the provider has not confirmed it yet (it is retried until it has). */
export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'FAILED', 'REFUND_PENDING', 'REFUNDED'] as const;

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** payments.status: the order's statuses plus two only an attempt has. APPROVED: the payer approved
 *  a demo PayPal payment that is not captured yet. MISMATCH: the provider reported an amount or
 *  currency other than the order's; it is never treated as paid and needs a person. */
export const PAYMENT_ATTEMPT_STATUSES = [...PAYMENT_STATUSES, 'APPROVED', 'MISMATCH'] as const;

export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

// The order: a failed attempt may be retried (FAILED → PENDING) or still succeed late (a PayPal
// capture retried on the same approval); only a paid order is refunded, and only once: REFUNDED is
// final, and nothing goes back to PAID once a refund was claimed.
const ORDER_NEXT: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  PENDING: ['PAID', 'FAILED'],
  FAILED: ['PENDING', 'PAID'],
  PAID: ['REFUND_PENDING'],
  REFUND_PENDING: ['REFUNDED'],
  REFUNDED: [],
};

// An attempt: the same, except that a failed attempt is never reopened (a retry is a new attempt)
// and the provider's verdict may also be APPROVED (demo PayPal) or MISMATCH.
const ATTEMPT_NEXT: Readonly<Record<PaymentAttemptStatus, readonly PaymentAttemptStatus[]>> = {
  PENDING: ['APPROVED', 'PAID', 'FAILED', 'MISMATCH'],
  APPROVED: ['PAID', 'FAILED', 'MISMATCH'],
  FAILED: ['PAID', 'MISMATCH'],
  MISMATCH: [],
  PAID: ['REFUND_PENDING'],
  REFUND_PENDING: ['REFUNDED'],
  REFUNDED: [],
};

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);
}

export function isPaymentAttemptStatus(value: unknown): value is PaymentAttemptStatus {
  return typeof value === 'string' && (PAYMENT_ATTEMPT_STATUSES as readonly string[]).includes(value);
}

/** Whether an order's paymentStatus may go from `from` to `to` (staying put is not a step). */
export function canPaymentTransition(from: PaymentStatus, to: PaymentStatus): boolean {
  return ORDER_NEXT[from].includes(to);
}

/** Whether a payment attempt may go from `from` to `to`. */
export function canAttemptTransition(from: PaymentAttemptStatus, to: PaymentAttemptStatus): boolean {
  return ATTEMPT_NEXT[from].includes(to);
}

/** The order statuses `to` may be reached from: what a guarded UPDATE puts in its WHERE clause. */
export function paymentStatusesBefore(to: PaymentStatus): PaymentStatus[] {
  return PAYMENT_STATUSES.filter((from) => canPaymentTransition(from, to));
}

/** The attempt statuses `to` may be reached from. */
export function attemptStatusesBefore(to: PaymentAttemptStatus): PaymentAttemptStatus[] {
  return PAYMENT_ATTEMPT_STATUSES.filter((from) => canAttemptTransition(from, to));
}

/** The order was paid at some point (it may since have been refunded). */
export function hasBeenPaid(status: string): boolean {
  return status === 'PAID' || status === 'REFUND_PENDING' || status === 'REFUNDED';
}
