import type { Menu } from '@food/domain';
import { useEffect } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { cartStore } from '@/lib/cart/cart-store.ts';
import type { CartRestaurant } from '@/lib/cart/stored-cart.ts';
import { showToast } from '@/lib/toast.ts';

/**
 * Cart revalidation (docs/product/ordering.md#cart-revalidation): whenever fresh menu data arrives for the
 * cart's restaurant, lines are rebuilt from it (today's prices and titles), missing ones dropped with a
 * warning, and an empty result clears the cart. Another restaurant's menu leaves the cart alone. Pass values
 * that change only with a new response (memoised), since each change revalidates.
 */
export function useCartRevalidation(restaurant: CartRestaurant | undefined, menu: Menu | undefined): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (!restaurant || !menu) return;
    if (cartStore.revalidate({ restaurant, menu })) showToast('warning', t('cart.unavailableItems'));
  }, [restaurant, menu, t]);
}
