import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { cn } from '@/components/ui/cn.ts';

export const inputClasses =
  'h-11 w-full rounded-xl border border-stone-300 bg-white px-3 text-stone-900 focus:border-primary-600 disabled:bg-stone-100';

/** A labelled input with an optional hint; the settings and voucher forms' one field shape. */
export function FormField({
  label,
  hint,
  className,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: ReactNode }) {
  const id = useId();
  const hintId = useId();
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {label}
      </label>
      <input id={id} aria-describedby={hint ? hintId : undefined} className={inputClasses} {...input} />
      {hint && (
        <p id={hintId} className="text-xs text-stone-700">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A labelled checkbox. */
export function CheckField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 accent-stone-900"
      />
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {label}
      </label>
    </div>
  );
}
