import { AppError, ERROR_MESSAGES, type AppErrorExtensions, type ErrorCode } from '@food/domain';

// placeOrder's failures (docs/architecture.md "Errors"). The domain's validatePlaceOrder codes pass
// through unchanged so the API answers with the same code and message as the web's own checkout chain.

/** Kept as a name for placeOrder's codes; they are members of the one list, ERROR_CODES. */
export type PlaceOrderCode = ErrorCode;

export const ORDER_MESSAGES = {
  itemUnavailable: 'One or more item is not available',
  addressNotFound: 'Address not found.',
  scheduleOutsideHours: 'The restaurant is closed at the chosen time.',
  priceChanged: 'Prices have changed. Please review your order.',
  itemOutOfStock: 'One or more item is out of stock. Please review your cart.',
  restaurantNotFound: 'Restaurant not found.',
  outsideDeliveryArea: 'This restaurant does not deliver to the selected address.',
  orderNotFound: ERROR_MESSAGES.orderNotFound,
} as const;

export function orderError(code: PlaceOrderCode, message: string, extensions: AppErrorExtensions = {}) {
  return new AppError(code, message, extensions);
}
