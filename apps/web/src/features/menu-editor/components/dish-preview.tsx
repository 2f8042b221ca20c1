import { FOOD_DESCRIPTION_CARD_MAX, formatMoney, toMinor, truncate } from '@food/domain';
import type { Currency } from '@/hooks/use-currency.ts';
import { useTranslation } from '@/hooks/use-translation.ts';

type Props = {
  title: string;
  description: string;
  image: string | null;
  /** Major units of the first variation, as typed; null while not a number. */
  price: number | null;
  discounted: number | null;
  isOutOfStock: boolean;
  currency: Currency;
};

/**
 * The dish as a customer's menu card shows it: the same cut description and the same money format
 * (formatMoney from packages/domain), so what the restaurant sees here is what customers get.
 */
export function DishPreview({ title, description, image, price, discounted, isOutOfStock, currency }: Props) {
  const { t } = useTranslation('menuEditor');
  const money = (major: number) =>
    formatMoney(toMinor(major, currency.currency), { currency: currency.currency, symbol: currency.symbol });
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm font-semibold text-stone-800">{t('preview.title')}</figcaption>
      <article className="flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="font-bold text-stone-900">
            <bdi>{title || t('preview.untitled')}</bdi>
          </h3>
          {description && (
            <p className="text-sm text-stone-600">
              <bdi>{truncate(description, FOOD_DESCRIPTION_CARD_MAX)}</bdi>
            </p>
          )}
          <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-2">
            {price !== null && <span className="font-semibold text-stone-900">{money(price)}</span>}
            {discounted !== null && <s className="text-sm text-stone-600">{money(discounted)}</s>}
            {isOutOfStock && (
              <span className="text-sm font-semibold text-red-800">{t('foods.outOfStock')}</span>
            )}
          </p>
        </div>
        {image && (
          <img
            src={image}
            alt=""
            width={96}
            height={96}
            className="size-24 shrink-0 rounded-xl object-cover"
          />
        )}
      </article>
    </figure>
  );
}
