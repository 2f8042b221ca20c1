import { useTranslation } from '@/hooks/use-translation.ts';
import type { FieldError } from '../hooks/use-menu-editor.ts';

/** The server's message for `field`, next to it; `id` ties it to the input (aria-describedby). */
export function FieldMessage({ id, error, field }: { id: string; error: FieldError | null; field: string }) {
  if (!error || error.field !== field) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-800">
      {error.message}
    </p>
  );
}

/** A refusal no field shows (or a network failure), above the form's buttons. */
export function FormMessage({
  error,
  fields,
}: {
  error: FieldError | null;
  fields: (field: string) => boolean;
}) {
  const { t } = useTranslation('menuEditor');
  if (!error || (error.field !== null && fields(error.field))) return null;
  return (
    <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {error.message ?? t('offline')}
    </p>
  );
}
