import { formatMoney } from '@food/domain';
import { useTranslation } from '@/hooks/use-translation.ts';
import { Link } from 'react-router';
import { CartLineList } from '@/components/cart/cart-line-list.tsx';
import { Button, ButtonLink } from '@/components/ui/button.tsx';
import { ShoppingBag } from '@/components/ui/icons.ts';
import type { Currency } from '@/hooks/use-currency.ts';
import { useCheckoutPath } from '@/lib/cart/checkout-path.ts';
import { useCart } from '@/lib/cart/use-cart.ts';
import { paths } from '@/lib/paths.ts';
import type { RestaurantDetail } from '../../hooks/use-restaurant.ts';

type CartSummaryProps = { restaurant: RestaurantDetail; currency: Currency };

/**
 * The cart beside the menu: lines with + / − / delete (docs/product/ordering.md#cart), clear, subtotal and
 * the minimum order. "Checkout" appears once the checkout route is registered.
 */
export function CartSummary({ restaurant, currency }: CartSummaryProps) {
  const { t } = useTranslation();
  const cart = useCart();
  const checkoutPath = useCheckoutPath();
  const money = (minor: number) => formatMoney(minor, currency);

  if (cart.count === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-4 py-8 text-center">
        <span
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary-600"
        >
          <ShoppingBag className="size-6" />
        </span>
        <p className="font-semibold text-stone-900">{t('cart.empty')}</p>
        <p className="text-sm text-stone-600">{t('cart.emptyHint')}</p>
      </div>
    );
  }

  const isThisRestaurant = cart.cart.restaurantId === restaurant._id;
  const shortBy = isThisRestaurant ? restaurant.minimumOrderMinor - cart.subtotal : 0;
  return (
    <div className="flex min-h-0 flex-col">
      {!isThisRestaurant && cart.restaurant && (
        <p className="pb-2 text-sm text-stone-700">
          <Link
            to={paths.restaurant(cart.restaurant.slug)}
            state={cart.restaurant}
            className="font-semibold text-primary-700 underline underline-offset-2"
          >
            {t('cart.from', { name: cart.restaurant.name })}
          </Link>
        </p>
      )}
      <div className="min-h-0 flex-1 overflow-y-auto">
        <CartLineList
          lines={cart.cart.lines}
          currency={currency}
          onIncrement={cart.increment}
          onDecrement={cart.decrement}
          onRemove={cart.remove}
        />
      </div>
      <div className="space-y-3 border-t border-stone-200 pt-3">
        <p className="flex items-center justify-between font-bold text-stone-900">
          <span>{t('cart.subtotal')}</span>
          <span className="tabular-nums">{money(cart.subtotal)}</span>
        </p>
        {isThisRestaurant && restaurant.minimumOrderMinor > 0 && (
          <p className="text-sm text-stone-600">
            {t('cart.minimumOrder', { amount: money(restaurant.minimumOrderMinor) })}
            {shortBy > 0 && (
              <span className="block font-medium text-amber-900">
                {t('cart.belowMinimum', { amount: money(shortBy) })}
              </span>
            )}
          </p>
        )}
        {checkoutPath && isThisRestaurant && (
          <ButtonLink to={checkoutPath} size="lg" className="w-full">
            {t('cart.checkout')}
          </ButtonLink>
        )}
        <Button variant="ghost" className="w-full" onClick={cart.clear}>
          {t('cart.clear')}
        </Button>
      </div>
    </div>
  );
}
