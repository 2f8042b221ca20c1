import { FOOD_DESCRIPTION_CARD_MAX, formatMoney, truncate } from '@food/domain';
import { useTranslation } from '@/hooks/use-translation.ts';
import { Plus, UtensilsCrossed } from '@/components/ui/icons.ts';
import type { Currency } from '@/hooks/use-currency.ts';
import { MediaImage } from '@/components/images/media-image.tsx';
import { foodImageSize } from '@/lib/image-sizes.ts';
import type { MenuFood } from '../hooks/use-restaurant.ts';

type FoodCardProps = {
  food: MenuFood;
  currency: Currency;
  /** Opens the item dialog. */
  onAdd: () => void;
  /** While the restaurant is closed the add control is disabled, with a visible note why. */
  isClosed: boolean;
};

/**
 * A menu item (docs/product/screens.md#restaurant-page): title, description cut to 80 characters, price, the
 * struck-through price before the discount, and the add control that opens item customisation.
 */
export function FoodCard({ food, currency, onAdd, isClosed }: FoodCardProps) {
  const { t } = useTranslation('menu');
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
        <div className="mt-auto flex flex-wrap items-end justify-between gap-x-3 gap-y-2 pt-2">
          {price ? (
            <p className="flex flex-wrap items-baseline gap-x-2">
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
          ) : (
            <span />
          )}
          <span className="flex items-center gap-2">
            {isClosed ? (
              <span className="text-xs font-semibold text-stone-700 uppercase">{t('menu.closedNote')}</span>
            ) : (
              food.isOutOfStock && (
                <span className="text-xs font-semibold text-stone-700 uppercase">{t('menu.outOfStock')}</span>
              )
            )}
            <button
              type="button"
              onClick={onAdd}
              disabled={isClosed || !price || food.isOutOfStock}
              className="inline-flex h-9 items-center gap-1 rounded-full bg-primary-600 px-3 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-primary-700 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-700 disabled:shadow-none"
            >
              <Plus aria-hidden="true" className="size-4" />
              {t('menu.add')}
              <span className="sr-only"> {food.title}</span>
            </button>
          </span>
        </div>
      </div>
      <div className="size-24 shrink-0 overflow-hidden rounded-xl bg-stone-100 sm:size-28">
        {food.image ? (
          <MediaImage
            src={food.image}
            sizes="112px"
            {...foodImageSize}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <span className="flex size-full items-center justify-center text-stone-400">
            <UtensilsCrossed aria-hidden="true" className="size-8" />
          </span>
        )}
      </div>
    </article>
  );
}
