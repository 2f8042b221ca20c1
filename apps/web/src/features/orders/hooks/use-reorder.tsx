import { isActiveStatus } from '@food/domain';
import { type ReactNode, Suspense, lazy, useCallback, useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useNavigate } from 'react-router';
import { cartStore } from '@/lib/cart/cart-store.ts';
import { holdsOtherRestaurant } from '@/lib/cart/stored-cart.ts';
import { paths } from '@/lib/paths.ts';
import type { RestaurantLinkState } from '@/lib/restaurant-link-state.ts';
import { showToast } from '@/lib/toast.ts';
import { reorderLines } from '../utils/reorder-lines.ts';
import type { OrderDetail } from './use-live-order.ts';

const ClearCartDialog = lazy(() => import('@/components/cart/clear-cart-dialog.tsx'));

/**
 * Reorder (docs/product/ordering.md#reorder): the cart becomes the order's restaurant and items and the
 * restaurant page opens, where the cart is revalidated against today's menu. A cart from another restaurant
 * is only replaced after the clear-cart confirmation. Disabled while the order is active.
 */
export function useReorder(order: OrderDetail | null): {
  disabled: boolean;
  reorder: () => void;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<string | null | undefined>(undefined);

  const apply = useCallback(
    (replace: boolean) => {
      if (!order) return;
      const { restaurant } = order;
      const target: RestaurantLinkState = {
        id: restaurant._id,
        slug: restaurant.slug,
        name: restaurant.name,
        image: restaurant.image,
      };
      const { lines, dropped } = reorderLines(order.items, order.currency);
      lines.forEach((line, index) =>
        cartStore.add({ restaurant: target, line, replaceCart: replace && index === 0 }),
      );
      if (replace && lines.length === 0) cartStore.clear();
      if (dropped > 0) showToast('warning', t('cart.unavailableItems'));
      void navigate(paths.restaurant(restaurant.slug), { state: target });
    },
    [order, navigate, t],
  );

  const reorder = useCallback(() => {
    if (!order) return;
    const { cart, restaurant } = cartStore.getSnapshot();
    if (holdsOtherRestaurant(cart, order.restaurant._id)) setConfirming(restaurant?.name ?? null);
    else apply(false);
  }, [order, apply]);

  const dialog = confirming !== undefined && (
    <Suspense fallback={null}>
      <ClearCartDialog
        open
        restaurantName={confirming ?? undefined}
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => {
          setConfirming(undefined);
          apply(true);
        }}
      />
    </Suspense>
  );

  return { disabled: !order || isActiveStatus(order.orderStatus), reorder, dialog };
}
