// Cash on delivery is the default (docs/product/ordering.md#payment-methods); STRIPE is card, PAYPAL is
// PayPal.
export const PAYMENT_METHODS = ['COD', 'STRIPE', 'PAYPAL'] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'COD';

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}
