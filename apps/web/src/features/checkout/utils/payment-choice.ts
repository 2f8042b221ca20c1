import { isPaymentCurrencySupported, type PaymentMethod } from '@food/domain';

/**
 * The payment currency check (docs/product/validation.md#payment-currency): card and PayPal only in their
 * currencies. An unsupported choice keeps the current method (COD by default) and asks for the "Payment not
 * supported" warning.
 */
export function choosePaymentMethod(
  current: PaymentMethod,
  wanted: PaymentMethod,
  currency: string,
): { method: PaymentMethod; unsupported: boolean } {
  if (isPaymentCurrencySupported(wanted, currency)) return { method: wanted, unsupported: false };
  return { method: current, unsupported: true };
}
