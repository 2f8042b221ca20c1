import { type PaymentMethod, isRestaurantOpen, validatePlaceOrder } from '@food/domain';
import type { TFunction } from 'i18next';
import { type FailureNotice, failureNotice } from './failure-message.ts';
import { type OrderTime, checkOrderTime } from './order-time.ts';
import type { CheckoutRestaurant } from './to-checkout-restaurant.ts';

export type PreOrderInput = {
  restaurant: Pick<
    CheckoutRestaurant,
    'isAvailable' | 'isOpen' | 'openingTimes' | 'timeZone' | 'minimumOrder'
  >;
  lineCount: number;
  /** Minor units, after the coupon. */
  discountedSubtotal: number;
  currency: { currency: string; symbol: string };
  hasAddress: boolean;
  isPickedUp: boolean;
  paymentMethod: PaymentMethod;
  orderTime: OrderTime;
  phone: string | null | undefined;
  phoneIsVerified: boolean;
  now: Date;
};

export type PreOrderResult =
  | { kind: 'ok' }
  /**
   * The first check (docs/product/validation.md#place-order-checks): the closed-restaurant dialog, no notice.
   */
  | { kind: 'closed' }
  /** A notice; `toPhoneScreen` when the phone screen opens 1 s later (rules 6 and 7). */
  | { kind: 'notice'; notice: FailureNotice; toPhoneScreen: boolean };

/**
 * What happens when "Place order" is pressed, before anything is sent
 * (docs/product/validation.md#place-order-checks): the domain's chain in order, the first failure winning. A
 * scheduled order needs the restaurant available and open at the chosen time (warned right after rule 1), an
 * immediate one open now.
 */
export function preOrderCheck(t: TFunction<'checkout'>, input: PreOrderInput): PreOrderResult {
  const { restaurant, orderTime, now } = input;
  const isScheduled = orderTime.kind === 'scheduled';
  const check = validatePlaceOrder({
    isRestaurantOpen: isScheduled
      ? restaurant.isAvailable
      : restaurant.isOpen && isRestaurantOpen({ ...restaurant, now }),
    lineCount: input.lineCount,
    discountedSubtotal: input.discountedSubtotal,
    minimumOrder: restaurant.minimumOrder,
    currencySymbol: input.currency.symbol,
    currency: input.currency.currency,
    hasAddress: input.hasAddress,
    isPickedUp: input.isPickedUp,
    paymentMethod: input.paymentMethod,
    phone: input.phone,
    phoneIsVerified: input.phoneIsVerified,
  });
  if (!check.ok && check.code === 'RESTAURANT_CLOSED') return { kind: 'closed' };

  const timeCheck = checkOrderTime(orderTime, restaurant, now);
  if (timeCheck !== 'ok') {
    const key =
      timeCheck === 'closed' ? 'time.closedAt' : timeCheck === 'past' ? 'time.past' : 'time.incomplete';
    return { kind: 'notice', notice: { kind: 'warning', message: t(key) }, toPhoneScreen: false };
  }
  // (RESTAURANT_CLOSED returned above; repeated only so the type narrows.)
  if (check.ok || check.code === 'RESTAURANT_CLOSED') return { kind: 'ok' };
  const minimum = {
    symbol: input.currency.symbol,
    currency: input.currency.currency,
    amount: restaurant.minimumOrder,
  };
  return {
    kind: 'notice',
    notice: failureNotice(t, check.code, minimum),
    toPhoneScreen: check.code === 'PHONE_MISSING' || check.code === 'PHONE_NOT_VERIFIED',
  };
}
