import { type MenuVariation, formatMoney } from '@food/domain';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { useId } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import type { Currency } from '@/hooks/use-currency.ts';
import { ChoiceRow, RadioDot } from './choice-row.tsx';

type VariationPickerProps = {
  variations: readonly MenuVariation[];
  value: string;
  onChange: (variationId: string) => void;
  currency: Currency;
};

/**
 * Shown only when a food has more than one variation; one is always chosen
 * (docs/product/screens.md#restaurant-page).
 */
export function VariationPicker({ variations, value, onChange, currency }: VariationPickerProps) {
  const { t } = useTranslation('menu');
  const titleId = useId();
  return (
    <section className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h3 id={titleId} className="font-bold text-stone-900">
          {t('menu.item.variation')}
        </h3>
        <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-700">
          {t('menu.item.required')}
        </span>
      </div>
      <RadioGroup.Root
        value={value}
        onValueChange={onChange}
        aria-labelledby={titleId}
        aria-required
        className="space-y-2"
      >
        {variations.map((variation) => (
          <ChoiceRow
            key={variation._id}
            control={(id) => (
              <RadioGroup.Item id={id} value={variation._id} className="group shrink-0 rounded-full">
                <RadioDot />
              </RadioGroup.Item>
            )}
            title={variation.title}
            price={formatMoney(variation.price, currency)}
          />
        ))}
      </RadioGroup.Root>
    </section>
  );
}
