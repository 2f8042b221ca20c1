import { formatMoney } from '@food/domain';
import { Suspense, lazy, useId, useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { Button } from '@/components/ui/button.tsx';
import type { Currency } from '@/hooks/use-currency.ts';
import { useCart } from '@/lib/cart/use-cart.ts';
import type { RestaurantDetail } from '../../hooks/use-restaurant.ts';
import { CartSummary } from './cart-summary.tsx';

const CartSheet = lazy(() => import('./cart-sheet.tsx'));

type CartPanelProps = { restaurant: RestaurantDetail; currency: Currency };

/** From 900 px a sticky side panel beside the menu. */
export function CartAside({ restaurant, currency }: CartPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <aside
      aria-labelledby={titleId}
      className="sticky top-32 hidden max-h-[calc(100dvh-9rem)] flex-col lg:top-20 lg:max-h-[calc(100dvh-6rem)] self-start rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 md:flex"
    >
      <h2 id={titleId} className="pb-2 text-xl font-bold text-stone-900">
        {t('cart.title')}
      </h2>
      <CartSummary restaurant={restaurant} currency={currency} />
    </aside>
  );
}

/** Below 900 px a bar pinned to the bottom of the menu, opening the cart as a sheet. */
export function CartBar({ restaurant, currency }: CartPanelProps) {
  const { t } = useTranslation();
  const { count, subtotal } = useCart();
  const [isSheetOpen, setSheetOpen] = useState(false);
  if (count === 0 && !isSheetOpen) return null;
  return (
    <div className="sticky bottom-0 z-30 -mx-4 mt-8 border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 md:hidden">
      <Button size="lg" className="w-full justify-between" onClick={() => setSheetOpen(true)}>
        <span>{t('cart.viewCart')}</span>
        <span className="text-sm font-medium">
          {count === 1 ? t('cart.itemsOne') : t('cart.items', { count })}
        </span>
        <span className="tabular-nums">{formatMoney(subtotal, currency)}</span>
      </Button>
      {isSheetOpen && (
        <Suspense fallback={null}>
          <CartSheet restaurant={restaurant} currency={currency} onClose={() => setSheetOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
