import { useCallback, useEffect, useState } from 'react';
import { countdownEnd, secondsLeft } from '@/lib/countdown.ts';

/** Seconds left of a countdown that starts at `initialSeconds`; `restart` begins a new one. */
export function useCountdown(initialSeconds: number): {
  seconds: number;
  restart: (seconds: number) => void;
} {
  const [endsAt, setEndsAt] = useState(() => countdownEnd(initialSeconds, Date.now()));
  const [seconds, setSeconds] = useState(() => secondsLeft(endsAt, Date.now()));

  useEffect(() => {
    const tick = () => setSeconds(secondsLeft(endsAt, Date.now()));
    tick();
    if (secondsLeft(endsAt, Date.now()) === 0) return;
    // Ticking more often than once a second keeps the display in step with the wall clock.
    const timer = setInterval(() => {
      tick();
      if (secondsLeft(endsAt, Date.now()) === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt]);

  const restart = useCallback((next: number) => setEndsAt(countdownEnd(next, Date.now())), []);
  return { seconds, restart };
}
