import { useTranslation } from '@/hooks/use-translation.ts';
import { Link } from 'react-router';
import { ShoppingBag } from '@/components/ui/icons.ts';
import { useCheckoutPath } from '@/lib/cart/checkout-path.ts';
import { useCart } from '@/lib/cart/use-cart.ts';
import { paths } from '@/lib/paths.ts';

/**
 * The cart icon in the bar with the item count (docs/product/screens.md#top-bar-and-footer). It opens
 * checkout once that screen exists; until then the page of the cart's restaurant, where the cart panel is
 * (never a dead link).
 */
export function CartButton() {
  const { t } = useTranslation();
  const { count, restaurant } = useCart();
  const checkoutPath = useCheckoutPath();
  const toRestaurant = !checkoutPath && restaurant;
  const target = checkoutPath ?? (restaurant ? paths.restaurant(restaurant.slug) : paths.restaurantList);
  return (
    <Link
      to={target}
      state={toRestaurant ? restaurant : undefined}
      aria-label={count === 1 ? t('cart.labelOne') : t('cart.label', { count })}
      className="relative flex size-10 items-center justify-center rounded-full text-stone-800 transition-colors hover:bg-stone-100"
    >
      <ShoppingBag aria-hidden="true" className="size-6" />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -end-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary-600 px-1 text-xs font-bold text-white tabular-nums"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}

export default CartButton;
