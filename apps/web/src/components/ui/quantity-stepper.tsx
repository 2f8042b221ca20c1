import { cn } from './cn.ts';
import { Minus, Plus } from './icons.ts';

type QuantityStepperProps = {
  quantity: number;
  onIncrement: () => void;
  onDecrement: () => void;
  increaseLabel: string;
  decreaseLabel: string;
  /** Read with the number, e.g. "Quantity". */
  label: string;
  canDecrement?: boolean;
  size?: 'sm' | 'md';
  className?: string;
};

/** − n +, with the number announced politely as it changes. */
export function QuantityStepper({
  quantity,
  onIncrement,
  onDecrement,
  increaseLabel,
  decreaseLabel,
  label,
  canDecrement = true,
  size = 'md',
  className,
}: QuantityStepperProps) {
  const button = cn(
    'flex items-center justify-center rounded-full text-stone-900 ring-1 ring-stone-300 transition-colors hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40',
    size === 'sm' ? 'size-8' : 'size-10',
  );
  const icon = size === 'sm' ? 'size-4' : 'size-5';
  return (
    <div role="group" aria-label={label} className={cn('inline-flex items-center gap-2', className)}>
      <button
        type="button"
        className={button}
        onClick={onDecrement}
        disabled={!canDecrement}
        aria-label={decreaseLabel}
      >
        <Minus aria-hidden="true" className={icon} />
      </button>
      <output aria-live="polite" className="min-w-6 text-center font-semibold tabular-nums">
        {quantity}
      </output>
      <button type="button" className={button} onClick={onIncrement} aria-label={increaseLabel}>
        <Plus aria-hidden="true" className={icon} />
      </button>
    </div>
  );
}
