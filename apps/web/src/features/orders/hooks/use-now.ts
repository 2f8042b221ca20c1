import { useEffect, useState } from 'react';

/** The current time, re-read every `everyMs` (the ACCEPTED banner counts minutes down). */
export function useNow(everyMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
