import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { cn } from '@/components/ui/cn.ts';

export type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** A control inside the input's end edge (e.g. show/hide), mirrored in right-to-left pages. */
  end?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

export const inputClasses =
  'h-12 w-full rounded-xl border bg-white px-4 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-primary-600 disabled:bg-stone-100 disabled:text-stone-600';

/** A labelled input with its hint and error, wired for screen readers (aria-invalid, describedby). */
export function Field({ label, error, hint, end, className, ref, ...input }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(inputClasses, error ? 'border-red-600' : 'border-stone-300', end ? 'pe-12' : '')}
          {...input}
        />
        {end && <div className="absolute inset-y-0 end-1 flex items-center">{end}</div>}
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {children}
    </p>
  );
}
