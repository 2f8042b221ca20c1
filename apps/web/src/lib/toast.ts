import { useSyncExternalStore } from 'react';

// Toasts (docs/product/errors.md#how-screens-show-them) through sonner, which is loaded with the first toast
// rather than with every page: it is ~10 KB gzip and most visits never show one
// (docs/architecture.md#quality-bars). The layout mounts sonner's <Toaster> once `useToastsRequested()` turns
// true; sonner replays toasts raised before the Toaster subscribed, so none is lost while it loads. Call
// `showToast`, not sonner's `toast` directly, so the Toaster is mounted.
export type ToastKind = 'success' | 'info' | 'warning' | 'error';

let requested = false;
const listeners = new Set<() => void>();

/** Per-toast overrides of the Toaster's defaults (the sign-up and contact forms' 6 s, top right). */
export type ToastOptions = { duration?: number; position?: 'top-right' | 'top-center' };

export function showToast(kind: ToastKind, message: string, options?: ToastOptions): void {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  void import('sonner').then(({ toast }) => toast[kind](message, options));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}
