import { type ToastKind, showToast } from '@/lib/toast.ts';

// The sign-up and contact forms' toasts (docs/applications.md#the-forms) stay 6 s at the top right; a click
// elsewhere does not close them (sonner only closes on its close button or a swipe).
const FORM_TOAST = { duration: 6000, position: 'top-right' } as const;

export function formToast(kind: ToastKind, message: string): void {
  showToast(kind, message, FORM_TOAST);
}
