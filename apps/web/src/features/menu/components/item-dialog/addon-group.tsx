import { type MenuAddon, type MenuOption, formatMoney, isAddonOptional, isSingleChoice } from '@food/domain';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { useId } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { cn } from '@/components/ui/cn.ts';
import type { Currency } from '@/hooks/use-currency.ts';
import { groupHint } from '../../utils/item-selection.ts';
import { ChoiceRow, RadioDot } from './choice-row.tsx';

type AddonGroupProps = {
  addon: MenuAddon;
  options: readonly MenuOption[];
  chosen: readonly string[];
  /** From validateAddonGroup: a group outside its limits is flagged and blocks the add button. */
  problem: 'TOO_FEW' | 'TOO_MANY' | null;
  onToggle: (optionId: string) => void;
  currency: Currency;
};

/**
 * An add-on group (docs/product/validation.md#add-on-groups): exactly one choice (1..1) is a radio group,
 * anything else is checkboxes. Checkboxes are not capped: a choice beyond the maximum flags the group
 * instead, so the customer sees why the add button is greyed.
 */
export function AddonGroup({ addon, options, chosen, problem, onToggle, currency }: AddonGroupProps) {
  const { t } = useTranslation('menu');
  const titleId = useId();
  const hintId = useId();
  const hint = groupHint(addon);
  const hintText =
    problem === 'TOO_MANY'
      ? t('menu.item.tooMany', { max: addon.quantityMaximum })
      : hint.kind === 'upTo'
        ? t('menu.item.chooseUpTo', { max: hint.max })
        : hint.kind === 'exactly'
          ? t('menu.item.chooseExactly', { count: hint.count })
          : t('menu.item.chooseRange', { min: hint.min, max: hint.max });
  const groupProps = {
    'aria-labelledby': titleId,
    'aria-describedby': hintId,
    'aria-invalid': problem !== null,
    'aria-required': !isAddonOptional(addon),
  };
  const stockNote = (option: MenuOption) => (option.isOutOfStock ? t('menu.outOfStock') : undefined);
  const price = (option: MenuOption) =>
    option.price > 0 ? t('menu.item.optionPrice', { price: formatMoney(option.price, currency) }) : undefined;

  return (
    <section className="space-y-3">
      <div>
        <div className="flex items-center justify-between gap-3">
          <h3 id={titleId} className="font-bold text-stone-900">
            <bdi>{addon.title}</bdi>
          </h3>
          <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-700">
            {isAddonOptional(addon) ? t('menu.item.optional') : t('menu.item.required')}
          </span>
        </div>
        <p id={hintId} className={cn('text-sm', problem ? 'font-semibold text-red-700' : 'text-stone-600')}>
          {hintText}
        </p>
      </div>
      {isSingleChoice(addon) ? (
        <RadioGroup.Root
          value={chosen[0] ?? ''}
          onValueChange={onToggle}
          className="space-y-2"
          {...groupProps}
        >
          {options.map((option) => (
            <ChoiceRow
              key={option._id}
              control={(id) => (
                <RadioGroup.Item
                  id={id}
                  value={option._id}
                  disabled={option.isOutOfStock}
                  className="group shrink-0 rounded-full disabled:opacity-50"
                >
                  <RadioDot />
                </RadioGroup.Item>
              )}
              title={option.title}
              price={price(option)}
              note={stockNote(option)}
            />
          ))}
        </RadioGroup.Root>
      ) : (
        <div role="group" className="space-y-2" {...groupProps}>
          {options.map((option) => (
            <ChoiceRow
              key={option._id}
              control={(id) => (
                <input
                  id={id}
                  type="checkbox"
                  checked={chosen.includes(option._id)}
                  onChange={() => onToggle(option._id)}
                  disabled={option.isOutOfStock && !chosen.includes(option._id)}
                  className="size-5 shrink-0 accent-primary-600"
                />
              )}
              title={option.title}
              price={price(option)}
              note={stockNote(option)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
