import { assertNever, type OrderTotals } from '@food/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { type NavigateFunction, useNavigate } from 'react-router';
import { type PlaceOrderMutation, PlaceOrderDocument } from '@/gql/graphql.ts';
import type { Currency } from '@/hooks/use-currency.ts';
import type { Profile } from '@/hooks/use-profile.ts';
import { useTypedMutation } from '@/hooks/use-typed-mutation.ts';
import { trackEvent } from '@/lib/analytics.ts';
import { apiError } from '@/lib/api-error.ts';
import { cartStore } from '@/lib/cart/cart-store.ts';
import { paths } from '@/lib/paths.ts';
import { showToast } from '@/lib/toast.ts';
import { createAttemptKeys } from '../utils/attempt-key.ts';
import { orderDateIso } from '../utils/order-time.ts';
import { placeOrderVariables } from '../utils/place-order-variables.ts';
import { voucherRefusalOf } from '../utils/voucher-refusal.ts';
import { preOrderCheck } from '../utils/pre-order-check.ts';
import type { CheckoutRestaurant } from '../utils/to-checkout-restaurant.ts';
import type { CheckoutOptions } from './use-checkout-options.ts';
import type { AppliedCoupon } from './use-coupon.ts';

/** The redirect after a phone error waits 1 s (docs/product/limits.md#timing) so the message can be read. */
const PHONE_REDIRECT_MS = 1000;

type PlaceOrderContext = {
  restaurant: CheckoutRestaurant;
  options: CheckoutOptions;
  totals: OrderTotals;
  coupon: AppliedCoupon | null;
  currency: Currency;
  profile: Profile | null;
  onClosed: () => void;
  /** Re-reads restaurant, configuration and tips (after PRICE_CHANGED). */
  refetch: () => void;
};

/**
 * "Place order" (docs/product/ordering.md#placing-an-order): the checks in order, then
 * PlaceOrder with an idempotency key that survives retries of the same order
 * (docs/product/changes-from-upstream.md#idempotent-orders).
 */
export function usePlaceOrder() {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const [{ fetching }, placeOrder] = useTypedMutation(PlaceOrderDocument);
  const [keys] = useState(() => createAttemptKeys());
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const place = useCallback(
    async ({ restaurant, options, totals, currency, profile, ...ctx }: PlaceOrderContext) => {
      const now = new Date();
      const lines = cartStore.getSnapshot().cart.lines;
      const check = preOrderCheck(t, {
        restaurant,
        lineCount: lines.length,
        discountedSubtotal: totals.discountedSubtotal,
        currency,
        hasAddress: options.address !== null,
        isPickedUp: options.isPickedUp,
        paymentMethod: options.paymentMethod,
        orderTime: options.orderTime,
        phone: profile?.phone,
        phoneIsVerified: profile?.phoneIsVerified ?? false,
        now,
      });
      if (check.kind === 'closed') return ctx.onClosed();
      if (check.kind === 'notice') {
        showToast(check.notice.kind, check.notice.message);
        if (!check.toPhoneScreen) return;
        clearTimeout(redirect.current);
        const state = { from: paths.checkout, phone: profile?.phone ?? null };
        redirect.current = setTimeout(() => navigate(paths.phoneNumber, { state }), PHONE_REDIRECT_MS);
        return;
      }

      const variables = placeOrderVariables({
        restaurantId: restaurant._id,
        lines,
        paymentMethod: options.paymentMethod,
        couponCode: ctx.coupon?.title ?? null,
        tipPercent: options.tipPercent,
        totals,
        currency: currency.currency,
        isPickedUp: options.isPickedUp,
        address: options.address,
        orderDate: orderDateIso(options.orderTime, restaurant.timeZone, now),
      });
      // ASAP's orderDate is "now" and moves on every attempt; it must not make a retry a new order.
      const isScheduled = options.orderTime.kind === 'scheduled';
      const fingerprint = JSON.stringify({
        ...variables,
        orderDate: isScheduled ? variables.orderDate : 'asap',
      });
      const result = await placeOrder({ ...variables, idempotencyKey: keys.keyFor(fingerprint) });
      const order = result.data?.placeOrder;
      if (!order) {
        const { code, message } = result.error ? apiError(result.error) : { code: null, message: null };
        // A refused voucher is worded by its reason in the page's language (docs/product/ordering.md#vouchers).
        const refusal = voucherRefusalOf(result.error);
        // The server's message (docs/product/errors.md#ordering); a lost connection has none, and keeps the
        // key for the retry.
        showToast('error', refusal ? t(`voucher.refusals.${refusal}`) : (message ?? t('errors.network')));
        if (code === 'PRICE_CHANGED') ctx.refetch();
        return;
      }
      keys.succeeded();
      afterPlaced(order, navigate);
    },
    [t, navigate, placeOrder, keys],
  );

  return { place, isPlacing: fetching };
}

/**
 * After placing an order (docs/product/ordering.md#after-placing-an-order): COD is done; card and PayPal go
 * on to pay.
 */
function afterPlaced(order: PlaceOrderMutation['placeOrder'], navigate: NavigateFunction) {
  switch (order.paymentMethod) {
    case 'STRIPE':
      return navigate(paths.stripe(order._id));
    case 'PAYPAL':
      return navigate(paths.paypal(order._id));
    case 'COD':
      trackEvent('ORDER_PLACED', {
        orderId: order.orderId,
        userId: order.user._id,
        restaurantId: order.restaurant._id,
        restaurantName: order.restaurant.name,
        items: order.items.map(({ title, quantity }) => ({ title, quantity })),
        paymentMethod: order.paymentMethod,
        orderAmount: order.orderAmount,
        paidAmount: order.paidAmount,
        deliveryCharges: order.deliveryCharges,
        tipping: order.tipping,
        taxationAmount: order.taxationAmount,
        orderStatus: order.orderStatus,
      });
      cartStore.clear();
      return navigate(paths.orderDetail(order._id), { replace: true });
    default:
      return assertNever(order.paymentMethod);
  }
}
