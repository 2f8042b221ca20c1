import { formatMoney, isRestaurantOpen, toMajor, toMinor, type PaymentMethod } from '@food/domain';
import { Suspense, lazy, useMemo, useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useNavigate } from 'react-router';
import { CheckoutAddressList } from '@/components/address/checkout-address-list.tsx';
import { useCartRevalidation } from '@/components/cart/use-cart-revalidation.ts';
import { PageContainer } from '@/components/ui/page-container.tsx';
import type { Currency } from '@/hooks/use-currency.ts';
import { useCurrentLocation } from '@/hooks/use-current-location.ts';
import type { Profile } from '@/hooks/use-profile.ts';
import type { CartRestaurant } from '@/lib/cart/stored-cart.ts';
import { useCart } from '@/lib/cart/use-cart.ts';
import { paths } from '@/lib/paths.ts';
import { showToast } from '@/lib/toast.ts';
import type { Tips } from '../hooks/use-checkout-data.ts';
import { useCheckoutOptions } from '../hooks/use-checkout-options.ts';
import { useCoupon } from '../hooks/use-coupon.ts';
import { usePlaceOrder } from '../hooks/use-place-order.ts';
import { type DeliveryPricing, checkoutTotals } from '../utils/checkout-totals.ts';
import { checkOrderTime } from '../utils/order-time.ts';
import { choosePaymentMethod } from '../utils/payment-choice.ts';
import type { CheckoutRestaurant } from '../utils/to-checkout-restaurant.ts';
import { CheckoutHeading } from './checkout-heading.tsx';
import { CheckoutMap } from './checkout-map.tsx';
import { ContactCard } from './contact-card.tsx';
import { DeliveryModeToggle } from './delivery-mode-toggle.tsx';
import { DeliveryTimeHeader } from './delivery-time-header.tsx';
import { OrderTimePicker } from './order-time-picker.tsx';
import { PaymentCard } from './payment-card.tsx';
import { PlaceOrderButton } from './place-order-button.tsx';
import { SummaryPanel } from './summary-panel.tsx';

// Dialogs (and Radix with them) arrive when first opened.
const VoucherDialog = lazy(() => import('./voucher-dialog.tsx'));
const ClosedRestaurantDialog = lazy(() => import('@/components/restaurant/closed-restaurant-dialog.tsx'));

type CheckoutScreenProps = {
  restaurant: CheckoutRestaurant;
  profile: Profile;
  currency: Currency;
  pricing: DeliveryPricing;
  tips: Tips;
  refetch: () => void;
};

/**
 * The loaded checkout: map, time, delivery details, contact, payment and the summary
 * (docs/product/screens.md#checkout).
 */
export function CheckoutScreen({
  restaurant,
  profile,
  currency,
  pricing,
  tips,
  refetch,
}: CheckoutScreenProps) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const { cart } = useCart();
  const { location } = useCurrentLocation();
  const options = useCheckoutOptions({ tips, profile, location });
  const coupon = useCoupon();
  const { place, isPlacing } = usePlaceOrder();
  const [isVoucherOpen, setVoucherOpen] = useState(false);
  // A closed or unavailable restaurant opens the closed dialog when the screen loads
  // (docs/product/ordering.md#closed-restaurants).
  const [isClosedOpen, setClosedOpen] = useState(
    () => !restaurant.isOpen || !isRestaurantOpen({ ...restaurant, now: new Date() }),
  );

  // Lines are rebuilt from today's menu (prices, titles); missing ones are dropped with a warning.
  const cartRestaurant = useMemo<CartRestaurant>(
    () => ({ id: restaurant._id, slug: restaurant.slug, name: restaurant.name, image: restaurant.image }),
    [restaurant],
  );
  useCartRevalidation(cartRestaurant, restaurant.menu);

  const destination = options.address ?? location;
  const totals = checkoutTotals({
    lines: cart.lines,
    pricing,
    restaurant: restaurant.location,
    destination,
    isPickedUp: options.isPickedUp,
    couponPercent: coupon.coupon?.kind === 'PERCENT' ? coupon.coupon.discount : 0,
    couponAmount: coupon.coupon?.kind === 'FIXED' ? toMinor(coupon.coupon.amount, currency.currency) : null,
    taxPercent: restaurant.taxPercent,
    tipPercent: options.tipPercent,
  });
  const timeCheck = checkOrderTime(options.orderTime, restaurant, new Date());

  const choosePayment = (wanted: PaymentMethod) => {
    const { method, unsupported } = choosePaymentMethod(options.paymentMethod, wanted, currency.currency);
    if (unsupported) showToast('warning', t('payment.notSupported'));
    options.setPaymentMethod(method);
  };
  const placeOrder = () =>
    void place({
      restaurant,
      options,
      totals,
      coupon: coupon.coupon,
      currency,
      profile,
      onClosed: () => setClosedOpen(true),
      refetch,
    });

  return (
    <PageContainer className="py-6 sm:py-8">
      <CheckoutHeading restaurant={cartRestaurant} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <CheckoutMap
            name={restaurant.name}
            restaurant={restaurant.location}
            destination={options.isPickedUp ? null : destination}
          />
          <DeliveryTimeHeader
            orderTime={options.orderTime}
            isPickedUp={options.isPickedUp}
            deliveryTime={restaurant.deliveryTime}
            timeZone={restaurant.timeZone}
          />
          <DeliveryModeToggle isPickedUp={options.isPickedUp} onChange={options.setPickedUp} />
          <OrderTimePicker
            value={options.orderTime}
            onChange={options.setOrderTime}
            timeZone={restaurant.timeZone}
            check={timeCheck}
          />
          {options.isPickedUp ? (
            <p className="rounded-2xl bg-white p-5 text-stone-800 shadow-sm ring-1 ring-stone-200">
              {t('mode.pickupFrom', { address: restaurant.address })}
            </p>
          ) : (
            <div className="flex flex-col gap-3">
              <CheckoutAddressList
                selectedId={options.address?._id ?? null}
                onSelect={options.chooseAddress}
              />
              {!options.address && (
                <p
                  role="note"
                  className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
                >
                  {t('address.saveHint')}
                </p>
              )}
            </div>
          )}
          <ContactCard profile={profile} />
          <PaymentCard value={options.paymentMethod} onChange={choosePayment} />
        </div>
        <div className="lg:sticky lg:top-24">
          <SummaryPanel
            lines={cart.lines}
            totals={totals}
            currency={currency}
            isPickedUp={options.isPickedUp}
            coupon={coupon.coupon}
            onOpenVoucher={() => setVoucherOpen(true)}
            onRemoveCoupon={coupon.remove}
            tipVariations={tips?.enabled ? tips.tipVariations : null}
            tipPercent={options.tipPercent}
            onTip={options.setTipPercent}
          >
            {/* Below lg the bar at the foot of the screen holds the button instead. */}
            <div className="max-lg:hidden">
              <PlaceOrderButton isPlacing={isPlacing} onPlace={placeOrder} />
            </div>
          </SummaryPanel>
        </div>
      </div>
      {/* Below lg the summary comes after the whole form (about 2,800 px down at 375 px): the total and
          the order button stay in reach in a bar stuck to the foot of the screen
          (docs/product/screens.md#checkout). */}
      <div
        data-testid="checkout-bar"
        className="sticky bottom-0 z-30 -mx-4 mt-6 border-t border-stone-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] sm:-mx-6 sm:px-6 lg:hidden"
      >
        <div className="flex items-center gap-4">
          <p className="flex shrink-0 flex-col leading-tight">
            <span className="text-sm text-stone-700">{t('summary.total')}</span>
            <span className="text-lg font-bold text-stone-900 tabular-nums" data-testid="checkout-bar-total">
              {formatMoney(totals.total, currency)}
            </span>
          </p>
          <div className="min-w-0 flex-1">
            <PlaceOrderButton isPlacing={isPlacing} onPlace={placeOrder} />
          </div>
        </div>
      </div>
      <Suspense fallback={null}>
        {isVoucherOpen && (
          <VoucherDialog
            onApply={(code) =>
              coupon.apply(code, {
                restaurantId: restaurant._id,
                subtotal: toMajor(totals.subtotal, currency.currency),
              })
            }
            isApplying={coupon.isApplying}
            onClose={() => setVoucherOpen(false)}
          />
        )}
        {isClosedOpen && (
          <ClosedRestaurantDialog
            open
            name={restaurant.name}
            onGoToMenu={() => navigate(paths.restaurant(restaurant.slug), { state: cartRestaurant })}
            onDismiss={() => setClosedOpen(false)}
          />
        )}
      </Suspense>
    </PageContainer>
  );
}
