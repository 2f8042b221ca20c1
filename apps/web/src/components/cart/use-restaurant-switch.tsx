import { type ReactNode, Suspense, lazy, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { cartStore } from '@/lib/cart/cart-store.ts';
import { holdsOtherRestaurant } from '@/lib/cart/stored-cart.ts';
import { paths } from '@/lib/paths.ts';
import type { RestaurantLinkState } from '@/lib/restaurant-link-state.ts';

const ClearCartDialog = lazy(() => import('./clear-cart-dialog.tsx'));

type SwitchTarget = { id: string; slug: string; name: string; image: string };
type Pending = { target: SwitchTarget; cartRestaurantName: string | undefined };

/**
 * Going to another restaurant while the cart holds items from a different one asks first
 * (docs/product/ordering.md#cart): OK empties the cart and opens the new restaurant's page, Cancel changes
 * nothing. Render `dialog` anywhere in the calling screen.
 */
export function useRestaurantSwitch(): { requestSwitch(target: SwitchTarget): void; dialog: ReactNode } {
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending | null>(null);

  const go = useCallback(
    ({ id, slug, name, image }: SwitchTarget) => {
      const state: RestaurantLinkState = { id, name, image, slug };
      void navigate(paths.restaurant(slug), { state });
    },
    [navigate],
  );

  const requestSwitch = useCallback(
    (target: SwitchTarget) => {
      const { cart, restaurant } = cartStore.getSnapshot();
      if (holdsOtherRestaurant(cart, target.id)) setPending({ target, cartRestaurantName: restaurant?.name });
      else go(target);
    },
    [go],
  );

  const dialog = pending && (
    <Suspense fallback={null}>
      <ClearCartDialog
        open
        restaurantName={pending.cartRestaurantName}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          cartStore.clear();
          setPending(null);
          go(pending.target);
        }}
      />
    </Suspense>
  );
  return { requestSwitch, dialog };
}
