import { useTranslation } from '@/hooks/use-translation.ts';
import { cn } from '@/components/ui/cn.ts';

type TipButtonsProps = {
  variations: readonly number[];
  selected: number | null;
  onSelect: (percent: number | null) => void;
};

const chip = (isOn: boolean) =>
  cn(
    'h-10 min-w-14 rounded-full px-3 text-sm font-semibold ring-1 transition-colors',
    isOn
      ? 'bg-primary-600 text-white ring-primary-600'
      : 'bg-white text-stone-900 ring-stone-300 hover:bg-stone-50',
  );

/**
 * Tips (docs/product/ordering.md#tips): one toggle per variation (percent labels) and "No tip" to remove it.
 */
export function TipButtons({ variations, selected, onSelect }: TipButtonsProps) {
  const { t } = useTranslation('checkout');
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold text-stone-900">{t('summary.tipTitle')}</legend>
      <div className="flex flex-wrap gap-2">
        {variations.map((percent) => (
          <button
            key={percent}
            type="button"
            aria-pressed={selected === percent}
            onClick={() => onSelect(percent)}
            className={chip(selected === percent)}
          >
            {t('summary.tipPercent', { percent })}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={selected === null}
          onClick={() => onSelect(null)}
          className={chip(selected === null)}
        >
          {t('summary.noTip')}
        </button>
      </div>
    </fieldset>
  );
}
