import { type CartLine, formatMoney } from '@food/domain';
import { useTranslation } from '@/hooks/use-translation.ts';
import { Trash2 } from '@/components/ui/icons.ts';
import { QuantityStepper } from '@/components/ui/quantity-stepper.tsx';
import type { Currency } from '@/hooks/use-currency.ts';

type CartLineListProps = {
  lines: readonly CartLine[];
  currency: Currency;
  onIncrement: (key: string) => void;
  /** One fewer; a line reaching 0 is dropped (docs/product/ordering.md#cart). */
  onDecrement: (key: string) => void;
  onRemove: (key: string) => void;
  /** Checkout (docs/product/ordering.md#cart): the minus only acts above 1; delete removes a line there. */
  keepLastUnit?: boolean;
};

/** Cart lines: title with variation, options, instructions, + / − and delete, and the line total. */
export function CartLineList({
  lines,
  currency,
  onIncrement,
  onDecrement,
  onRemove,
  keepLastUnit = false,
}: CartLineListProps) {
  const { t } = useTranslation();
  return (
    <ul className="divide-y divide-stone-200">
      {lines.map((line) => (
        <li key={line.key} className="flex flex-col gap-2 py-3">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-semibold text-stone-900">
                <bdi>{line.title}</bdi>
              </p>
              {line.optionTitles.length > 0 && (
                <p className="text-sm text-stone-600">
                  <bdi>{line.optionTitles.join(', ')}</bdi>
                </p>
              )}
              {line.specialInstructions && (
                <p className="text-sm break-words text-stone-600 italic">
                  {t('cart.instructions', { text: line.specialInstructions })}
                </p>
              )}
            </div>
            <p className="shrink-0 font-semibold text-stone-900 tabular-nums">
              {formatMoney(line.unitPrice * line.quantity, currency)}
            </p>
          </div>
          <div className="flex items-center justify-between gap-3">
            <QuantityStepper
              size="sm"
              quantity={line.quantity}
              label={t('cart.quantity', { count: line.quantity })}
              increaseLabel={t('cart.increase', { title: line.title })}
              decreaseLabel={t('cart.decrease', { title: line.title })}
              onIncrement={() => onIncrement(line.key)}
              onDecrement={() => onDecrement(line.key)}
              canDecrement={!keepLastUnit || line.quantity > 1}
            />
            <button
              type="button"
              onClick={() => onRemove(line.key)}
              aria-label={t('cart.delete', { title: line.title })}
              className="flex size-8 items-center justify-center rounded-full text-stone-600 transition-colors hover:bg-red-50 hover:text-red-700"
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
