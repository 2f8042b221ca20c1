import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';

/** The form's main button; busy while the form is sent, so it cannot be sent twice. */
export function SubmitButton({ isBusy, children }: { isBusy: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={isBusy} aria-busy={isBusy}>
      {isBusy && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
      )}
      {children}
    </Button>
  );
}
