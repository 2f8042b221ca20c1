import { type PlaceOrderErrorCode, assertNever, formatMajorAmount } from '@food/domain';
import type { TFunction } from 'i18next';

export type FailureNotice = { kind: 'error' | 'warning'; message: string };

/**
 * The notice for each failed place-order check (docs/product/validation.md#place-order-checks), in the page's
 * language; the English texts are the domain's, verbatim. The minimum order is a warning, like the currency
 * check.
 */
export function failureNotice(
  t: TFunction<'checkout'>,
  code: Exclude<PlaceOrderErrorCode, 'RESTAURANT_CLOSED'>,
  minimum: { symbol: string; currency: string; amount: number },
): FailureNotice {
  switch (code) {
    case 'CART_EMPTY':
      return { kind: 'error', message: t('validation.cartEmpty') };
    case 'MINIMUM_NOT_REACHED':
      return {
        kind: 'warning',
        message: t('validation.minimum', {
          symbol: minimum.symbol,
          amount: formatMajorAmount(minimum.amount, minimum.currency),
        }),
      };
    case 'NO_ADDRESS':
      return { kind: 'error', message: t('validation.noAddress') };
    case 'NO_PAYMENT_METHOD':
      return { kind: 'error', message: t('validation.noPayment') };
    case 'PHONE_MISSING':
      return { kind: 'error', message: t('validation.phoneMissing') };
    case 'PHONE_NOT_VERIFIED':
      return { kind: 'error', message: t('validation.phoneNotVerified') };
    case 'PAYMENT_NOT_SUPPORTED':
      return { kind: 'warning', message: t('validation.paymentNotSupported') };
    default:
      return assertNever(code);
  }
}
