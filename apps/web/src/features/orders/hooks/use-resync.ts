import { useEffect, useRef } from 'react';

// Subscriptions only carry changes made after they start, and a dropped socket misses some; the
// server sends no snapshot on subscribe. So the screen re-reads once shortly after opening (covering
// the moment between the first query and the subscription) and whenever the tab becomes visible again
// or the network comes back.
const SETTLE_MS = 2_000;

export function useResync(refetch: () => void): void {
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => {
    const run = () => latest.current();
    const onVisible = () => {
      if (document.visibilityState === 'visible') run();
    };
    const timer = setTimeout(run, SETTLE_MS);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', run);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', run);
    };
  }, []);
}
