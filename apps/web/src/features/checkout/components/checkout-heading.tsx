import { useTranslation } from '@/hooks/use-translation.ts';
import { Link } from 'react-router';
import type { CartRestaurant } from '@/lib/cart/stored-cart.ts';
import { paths } from '@/lib/paths.ts';

/** The checkout's title and the link back to the cart's restaurant (docs/product/screens.md#checkout). */
export function CheckoutHeading({ restaurant }: { restaurant: CartRestaurant }) {
  const { t } = useTranslation('checkout');
  return (
    <div className="mb-6 flex flex-col gap-1">
      <h1 className="text-3xl font-bold text-stone-900">{t('title')}</h1>
      <Link
        to={paths.restaurant(restaurant.slug)}
        state={restaurant}
        className="self-start font-semibold text-primary-700 underline underline-offset-2"
      >
        {t('fromRestaurant', { name: restaurant.name })}
      </Link>
    </div>
  );
}
