import { useTranslation } from '@/hooks/use-translation.ts';
import { cn } from '@/components/ui/cn.ts';
import { Bike, ShoppingBag } from '@/components/ui/icons.ts';

/**
 * Delivery or pick-up (docs/product/ordering.md#delivery-or-pick-up): a two-way toggle; pick-up has no
 * delivery fee or address.
 */
export function DeliveryModeToggle({
  isPickedUp,
  onChange,
}: {
  isPickedUp: boolean;
  onChange: (isPickedUp: boolean) => void;
}) {
  const { t } = useTranslation('checkout');
  const options = [
    { value: false, label: t('mode.delivery'), Icon: Bike },
    { value: true, label: t('mode.pickup'), Icon: ShoppingBag },
  ];
  return (
    <div
      role="radiogroup"
      aria-label={t('mode.label')}
      className="grid grid-cols-2 gap-1 rounded-full bg-stone-100 p-1"
    >
      {options.map(({ value, label, Icon }) => (
        <label
          key={label}
          className={cn(
            'relative flex h-11 cursor-pointer items-center justify-center gap-2 rounded-full font-semibold transition-colors has-focus-visible:ring-2 has-focus-visible:ring-primary-600',
            isPickedUp === value
              ? 'bg-white text-stone-900 shadow-sm'
              : 'text-stone-700 hover:text-stone-900',
          )}
        >
          <input
            type="radio"
            name="delivery-mode"
            // Invisible but covering the label: clicks, taps and the keyboard all reach the radio.
            className="absolute inset-0 cursor-pointer opacity-0"
            checked={isPickedUp === value}
            onChange={() => onChange(value)}
          />
          <Icon aria-hidden="true" className="size-5" />
          {label}
        </label>
      ))}
    </div>
  );
}
