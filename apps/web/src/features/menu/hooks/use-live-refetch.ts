import { useEffect, useRef } from 'react';

/** Whether the restaurant is open (docs/product/ordering.md#closed-restaurants) is re-read once a minute. */
export const RESTAURANT_REFETCH_MS = 60_000;

/**
 * Calls `refetch` every `intervalMs` while the tab is visible, and whenever the window regains focus
 * (a customer coming back after lunch sees the restaurant as it is now).
 */
export function useLiveRefetch(refetch: () => void, intervalMs = RESTAURANT_REFETCH_MS): void {
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => {
    const run = () => {
      if (document.visibilityState !== 'hidden') latest.current();
    };
    const timer = window.setInterval(run, intervalMs);
    window.addEventListener('focus', run);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', run);
    };
  }, [intervalMs]);
}
