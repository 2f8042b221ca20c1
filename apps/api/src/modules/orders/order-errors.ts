import { GraphQLError } from 'graphql';

// placeOrder's failure codes (schema.graphql). The domain's validatePlaceOrder codes pass through
// unchanged so the API answers with the same code and message as the web's own checkout chain.
export type PlaceOrderCode =
  | 'RESTAURANT_CLOSED'
  | 'CART_EMPTY'
  | 'MINIMUM_NOT_REACHED'
  | 'NO_ADDRESS'
  | 'ADDRESS_NOT_FOUND'
  | 'NO_PAYMENT_METHOD'
  | 'PHONE_MISSING'
  | 'PHONE_NOT_VERIFIED'
  | 'PAYMENT_NOT_SUPPORTED'
  | 'ITEM_UNAVAILABLE'
  | 'ITEM_OUT_OF_STOCK'
  | 'INVALID_ADDONS'
  | 'COUPON_INVALID'
  | 'SCHEDULE_OUTSIDE_HOURS'
  | 'PRICE_CHANGED'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND';

export const ORDER_MESSAGES = {
  itemUnavailable: 'One or more item is not available',
  itemOutOfStock: 'One or more item is out of stock. Please review your cart.',
  couponInvalid: 'Invalid Coupon.',
  addressNotFound: 'Address not found.',
  scheduleOutsideHours: 'The restaurant is closed at the chosen time.',
  priceChanged: 'Prices have changed. Please review your order.',
  restaurantNotFound: 'Restaurant not found.',
  orderNotFound: 'Order not found.',
} as const;

export function orderError(code: PlaceOrderCode, message: string, extensions: Record<string, unknown> = {}) {
  return new GraphQLError(message, { extensions: { code, ...extensions } });
}
