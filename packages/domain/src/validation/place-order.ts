import type { ErrorCode } from '../errors/app-error.ts';
import { formatMajorAmount } from '../money/format-money.ts';
import { isPaymentCurrencySupported } from '../money/payment-currency.ts';
import { isPaymentMethod } from '../orders/payment-methods.ts';

/** validatePlaceOrder's codes: a part of ERROR_CODES (errors/app-error.ts). */
export type PlaceOrderErrorCode = Extract<
  ErrorCode,
  | 'RESTAURANT_CLOSED'
  | 'CART_EMPTY'
  | 'MINIMUM_NOT_REACHED'
  | 'NO_ADDRESS'
  | 'NO_PAYMENT_METHOD'
  | 'PHONE_MISSING'
  | 'PHONE_NOT_VERIFIED'
  | 'PAYMENT_NOT_SUPPORTED'
>;

export type PlaceOrderCheck = { ok: true } | { ok: false; code: PlaceOrderErrorCode; message: string };

export interface PlaceOrderValidationInput {
  /** Available and inside today's opening hours (hours/isRestaurantOpen). */
  isRestaurantOpen: boolean;
  lineCount: number;
  /** Minor units, after the coupon. */
  discountedSubtotal: number;
  /** The restaurant's minimumOrder, minor units. */
  minimumOrder: number;
  currencySymbol: string;
  currency: string;
  hasAddress: boolean;
  /** Pick-up orders need no delivery address. Defaults to false (delivery). */
  isPickedUp?: boolean;
  paymentMethod: string | null | undefined;
  phone: string | null | undefined;
  phoneIsVerified: boolean;
}

type Rule = [
  failed: (input: PlaceOrderValidationInput) => boolean,
  code: PlaceOrderErrorCode,
  message: (input: PlaceOrderValidationInput) => string,
];

// The place-order checks (docs/product/validation.md#place-order-checks), in order; the first failure wins,
// so the customer fixes one thing at a time (the closed dialog before an empty cart, and so on). The
// payment-currency check (docs/product/validation.md#payment-currency) runs last, once a method is known to
// be chosen.
const RULES: readonly Rule[] = [
  [(i) => !i.isRestaurantOpen, 'RESTAURANT_CLOSED', () => 'The restaurant is closed now.'],
  [(i) => i.lineCount < 1, 'CART_EMPTY', () => 'Cart is Empty.'],
  [
    (i) => i.discountedSubtotal < i.minimumOrder,
    'MINIMUM_NOT_REACHED',
    (i) =>
      `The minimum amount of (${i.currencySymbol} ${formatMajorAmount(i.minimumOrder, i.currency)}) for your order has not been reached.`,
  ],
  [(i) => !i.isPickedUp && !i.hasAddress, 'NO_ADDRESS', () => 'Select your address.'],
  [(i) => !isPaymentMethod(i.paymentMethod), 'NO_PAYMENT_METHOD', () => 'Set payment method before checkout'],
  [(i) => !i.phone?.trim(), 'PHONE_MISSING', () => 'Phone Number is missing'],
  [(i) => !i.phoneIsVerified, 'PHONE_NOT_VERIFIED', () => 'Phone Number is not verified'],
  [
    (i) => isPaymentMethod(i.paymentMethod) && !isPaymentCurrencySupported(i.paymentMethod, i.currency),
    'PAYMENT_NOT_SUPPORTED',
    () => 'Payment not supported',
  ],
];

/** The checkout's gate before PlaceOrder; the API runs it again with its own data. */
export function validatePlaceOrder(input: PlaceOrderValidationInput): PlaceOrderCheck {
  for (const [failed, code, message] of RULES) {
    if (failed(input)) return { ok: false, code, message: message(input) };
  }
  return { ok: true };
}
