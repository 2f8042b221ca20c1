import { SPECIAL_INSTRUCTIONS_MAX } from '@food/domain';
import { useId } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';

/** At most 144 characters, with a live counter (docs/product/validation.md#item-dialog). */
export function SpecialInstructionsField({
  value,
  onChange,
}: {
  value: string;
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation('menu');
  const id = useId();
  const limitId = useId();
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="font-bold text-stone-900">
          {t('menu.item.specialInstructions')}
        </label>
        <span aria-hidden="true" className="text-sm text-stone-600 tabular-nums">
          {t('menu.item.characterCount', { count: value.length, max: SPECIAL_INSTRUCTIONS_MAX })}
        </span>
      </div>
      <textarea
        id={id}
        value={value}
        maxLength={SPECIAL_INSTRUCTIONS_MAX}
        onChange={(event) => onChange(event.target.value)}
        rows={3}
        aria-describedby={limitId}
        placeholder={t('menu.item.specialInstructionsPlaceholder')}
        className="w-full resize-none rounded-xl border border-stone-300 px-3 py-2 text-stone-900 placeholder:text-stone-500"
      />
      <p id={limitId} className="sr-only">
        {t('menu.item.characterLimit', { max: SPECIAL_INSTRUCTIONS_MAX })}
      </p>
    </div>
  );
}
