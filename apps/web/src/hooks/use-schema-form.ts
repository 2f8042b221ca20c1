import { type ChangeEvent, type FormEvent, useMemo, useReducer, useRef, useState } from 'react';
import { latestOnly } from '@/lib/latest-only.ts';
import type { FieldErrors, LazySchema } from '@/lib/lazy-schema.ts';

type Control = HTMLInputElement | HTMLSelectElement;
type TextFields = Record<string, string>;

/** What `register` spreads onto an input or select. */
export type FieldRegistration = {
  name: string;
  defaultValue: string;
  ref: (control: Control | null) => void;
  onChange: (event: ChangeEvent<Control>) => void;
};

/**
 * A small form state for text fields validated by a (lazily loaded) domain schema. The inputs are
 * uncontrolled; the first failed submit shows every field's message and focuses the first one, and
 * from then on a field is checked again as it changes.
 */
export function useSchemaForm<Fields extends TextFields, Output>({
  schema,
  defaultValues,
}: {
  schema: LazySchema<Fields, Output>;
  defaultValues: Fields;
}) {
  const values = useRef<Fields>({ ...defaultValues });
  const controls = useRef(new Map<keyof Fields, Control>());
  const watched = useRef(new Set<keyof Fields>());
  const hasSubmitted = useRef(false);
  const [errors, setErrors] = useState<FieldErrors<Fields>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const [isDirty, setDirty] = useState(false);
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  // Checks run as the user types; only the newest one's answer may show (see latestOnly).
  const revalidation = useMemo(
    () =>
      latestOnly(
        (current: Fields) => schema.validate(current),
        (result) => setErrors(result.success ? {} : result.errors),
      ),
    [schema],
  );

  const register = (name: keyof Fields & string): FieldRegistration => ({
    name,
    defaultValue: defaultValues[name] ?? '',
    ref: (control: Control | null) => {
      if (control) controls.current.set(name, control);
      else controls.current.delete(name);
    },
    onChange: (event: ChangeEvent<Control>) => {
      values.current = { ...values.current, [name]: event.target.value };
      setDirty(Object.keys(defaultValues).some((key) => values.current[key] !== defaultValues[key]));
      if (watched.current.has(name)) rerender();
      if (hasSubmitted.current) void revalidation.call(values.current);
    },
  });

  const handleSubmit =
    (onValid: (data: Output) => Promise<unknown> | unknown) => async (event: FormEvent) => {
      event.preventDefault();
      hasSubmitted.current = true;
      revalidation.supersede();
      setSubmitting(true);
      try {
        const result = await schema.validate(values.current);
        if (!result.success) {
          setErrors(result.errors);
          const first = [...controls.current].find(([name]) => result.errors[name as keyof Fields & string]);
          first?.[1].focus();
          return;
        }
        setErrors({});
        await onValid(result.data);
      } finally {
        setSubmitting(false);
      }
    };

  /** The field's current value; the form renders again when it changes. */
  const watch = (name: keyof Fields & string): string => {
    watched.current.add(name);
    return values.current[name] ?? '';
  };

  const setError = (name: keyof Fields & string, message: string) => {
    setErrors((current) => ({ ...current, [name]: message }));
    controls.current.get(name)?.focus();
  };

  const reset = () => {
    revalidation.supersede();
    values.current = { ...defaultValues };
    for (const [name, control] of controls.current) control.value = defaultValues[name] ?? '';
    hasSubmitted.current = false;
    setErrors({});
    setDirty(false);
  };

  return { register, handleSubmit, watch, setError, reset, errors, isSubmitting, isDirty };
}
