import { useEffect, useRef } from 'react';

// The order subscriptions start with the current state, which covers the moment between the first
// query and the subscription (and a reconnected socket, which subscribes again). A socket can still
// die silently while the tab sleeps or the network is gone, so the screen re-reads whenever the tab
// becomes visible again or the network comes back.
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
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', run);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', run);
    };
  }, []);
}
