import type { Menu } from '@food/domain';
import { Suspense, lazy } from 'react';
import type { Currency } from '@/hooks/use-currency.ts';
import type { CartRestaurant } from '@/lib/cart/stored-cart.ts';
import type { RestaurantDetail } from '../hooks/use-restaurant.ts';

// Dialogs (and Radix with them) are separate chunks, fetched the first time one opens.
const ItemDialog = lazy(() => import('./item-dialog/item-dialog.tsx'));
const RestaurantInfoDialog = lazy(() => import('./info-dialog/restaurant-info-dialog.tsx'));
const ClosedRestaurantDialog = lazy(() => import('@/components/restaurant/closed-restaurant-dialog.tsx'));

type RestaurantDialogsProps = {
  restaurant: RestaurantDetail;
  cartRestaurant: CartRestaurant;
  menu: Menu;
  currency: Currency;
  itemFoodId: string | null;
  onCloseItem: () => void;
  isInfoOpen: boolean;
  onCloseInfo: () => void;
  isClosedDialogOpen: boolean;
  onDismissClosed: () => void;
};

export function RestaurantDialogs(props: RestaurantDialogsProps) {
  const { restaurant, itemFoodId, isInfoOpen, isClosedDialogOpen } = props;
  return (
    <Suspense fallback={null}>
      {itemFoodId && (
        <ItemDialog
          key={itemFoodId}
          menu={props.menu}
          foodId={itemFoodId}
          restaurant={props.cartRestaurant}
          isOpen={restaurant.isOpen}
          currency={props.currency}
          onClose={props.onCloseItem}
        />
      )}
      {isInfoOpen && <RestaurantInfoDialog restaurant={restaurant} onClose={props.onCloseInfo} />}
      {isClosedDialogOpen && (
        <ClosedRestaurantDialog open name={restaurant.name} onGoToMenu={props.onDismissClosed} />
      )}
    </Suspense>
  );
}
