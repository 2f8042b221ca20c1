import { useEffect, useState } from 'react';

/** Alerts hide themselves after 5 seconds (docs/product/errors.md#how-screens-show-them). */
export const ALERT_AUTO_HIDE_MS = 5000;

/** A message for an inline alert that clears itself `ALERT_AUTO_HIDE_MS` after it is shown. */
export function useAlertMessage() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(() => setMessage(null), ALERT_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return [message, setMessage] as const;
}
