import { useEffect, useState } from 'react';

/** How often the card screen asks whether the provider's confirmation has arrived, and for how long. */
export const PAYMENT_POLL_MS = 1500;
export const PAYMENT_POLL_TIMEOUT_MS = 30_000;

/**
 * After the return from the hosted checkout the confirmation (webhook, demo approval) may lag behind
 * the browser: re-fetch until `isPaid`, giving up after PAYMENT_POLL_TIMEOUT_MS (`timedOut`).
 */
export function useAwaitPayment({
  active,
  isPaid,
  refetch,
}: {
  active: boolean;
  isPaid: boolean;
  refetch: () => void;
}): { timedOut: boolean } {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!active || isPaid) return;
    const poll = setInterval(refetch, PAYMENT_POLL_MS);
    const giveUp = setTimeout(() => {
      clearInterval(poll);
      setTimedOut(true);
    }, PAYMENT_POLL_TIMEOUT_MS);
    return () => {
      clearInterval(poll);
      clearTimeout(giveUp);
    };
  }, [active, isPaid, refetch]);
  return { timedOut };
}
