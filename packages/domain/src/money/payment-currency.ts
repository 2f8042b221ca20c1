import { assertNever } from '../errors/assert-never.ts';
import type { PaymentMethod } from '../orders/payment-methods.ts';
import { CARD_CURRENCIES, normaliseCurrency, PAYPAL_CURRENCIES } from './currencies.ts';

const card = new Set(CARD_CURRENCIES);
const paypal = new Set(PAYPAL_CURRENCIES);

/**
 * The payment currency check (docs/product/validation.md#payment-currency): cash always works; card and
 * PayPal need their lists.
 */
export function isPaymentCurrencySupported(method: PaymentMethod, currency: string): boolean {
  const code = normaliseCurrency(currency);
  switch (method) {
    case 'COD':
      return true;
    case 'STRIPE':
      return card.has(code);
    case 'PAYPAL':
      return paypal.has(code);
    default:
      return assertNever(method);
  }
}
