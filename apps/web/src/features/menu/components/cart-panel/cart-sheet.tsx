import { useTranslation } from '@/hooks/use-translation.ts';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog.tsx';
import type { Currency } from '@/hooks/use-currency.ts';
import type { RestaurantDetail } from '../../hooks/use-restaurant.ts';
import { CartSummary } from './cart-summary.tsx';

type CartSheetProps = { restaurant: RestaurantDetail; currency: Currency; onClose: () => void };

/** The cart on phones: a bottom sheet over the menu. */
export function CartSheet({ restaurant, currency, onClose }: CartSheetProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent layout="sheet" closeLabel={t('cart.close')} aria-describedby={undefined} className="p-4">
        <DialogTitle className="pb-2">{t('cart.title')}</DialogTitle>
        <CartSummary restaurant={restaurant} currency={currency} />
      </DialogContent>
    </Dialog>
  );
}

export default CartSheet;
