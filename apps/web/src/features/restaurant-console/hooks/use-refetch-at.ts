import { useEffect, useRef, useState } from 'react';

// setTimeout waits at most 2^31 - 1 ms (about 24.8 days); a pause lasts until midnight at most.
const LONGEST_WAIT_MS = 2 ** 31 - 1;
// When the moment has passed by this browser's clock but the server still answers with it (the
// browser's clock runs ahead), ask again at this pace until the server agrees.
const AGAIN_MS = 30_000;

/**
 * Calls `refetch` once the time `at` (ISO) has passed. A timed pause ends by itself on the server,
 * with no event to push to the console (docs/restaurant-console.md "Busy controls"), so an open console
 * asks again when the pause should be over instead of showing "paused" for the rest of the day.
 */
export function useRefetchAt(at: string | null | undefined, refetch: () => void): void {
  const latest = useRef(refetch);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => {
    if (!at) return;
    const left = new Date(at).getTime() - Date.now();
    // A second late, so the server's clock has passed it too.
    const wait = left >= 0 ? left + 1000 : AGAIN_MS;
    const timer = window.setTimeout(
      () => {
        latest.current();
        setAsked((count) => count + 1);
      },
      Math.min(wait, LONGEST_WAIT_MS),
    );
    return () => window.clearTimeout(timer);
  }, [at, asked]);
}
