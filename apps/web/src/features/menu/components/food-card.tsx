import { FOOD_DESCRIPTION_CARD_MAX, formatMoney, truncate } from '@food/domain';
import { useTranslation } from 'react-i18next';
import { UtensilsCrossed } from '@/components/ui/icons.ts';
import type { Currency } from '@/hooks/use-currency.ts';
import type { MenuFood } from '../hooks/use-restaurant.ts';

/**
 * A menu item (ordering-core §3 "Food"): title, description cut to 80 characters, price, and the
 * struck-through price before the discount. Adding to the cart arrives with item customisation.
 */
export function FoodCard({ food, currency }: { food: MenuFood; currency: Currency }) {
  const { t } = useTranslation();
  const money = (minor: number) =>
    formatMoney(minor, { currency: currency.currency, symbol: currency.symbol });
  const { price } = food;
  return (
    <article className="flex h-full gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="font-bold text-stone-900">
          <bdi>{food.title}</bdi>
        </h3>
        {food.description && (
          <p className="text-sm text-stone-600">
            <bdi>{truncate(food.description, FOOD_DESCRIPTION_CARD_MAX)}</bdi>
          </p>
        )}
        {price && (
          <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-2">
            <span className="font-semibold text-stone-900">
              {price.isFrom ? t('restaurant.priceFrom', { price: money(price.minor) }) : money(price.minor)}
            </span>
            {price.originalMinor !== null && (
              <>
                <s aria-hidden="true" className="text-sm text-stone-500">
                  {money(price.originalMinor)}
                </s>
                <span className="sr-only">
                  {t('restaurant.originalPrice', { price: money(price.originalMinor) })}
                </span>
              </>
            )}
          </p>
        )}
      </div>
      <div className="size-24 shrink-0 overflow-hidden rounded-xl bg-stone-100 sm:size-28">
        {food.image ? (
          <img src={food.image} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
        ) : (
          <span className="flex size-full items-center justify-center text-stone-400">
            <UtensilsCrossed aria-hidden="true" className="size-8" />
          </span>
        )}
      </div>
    </article>
  );
}
