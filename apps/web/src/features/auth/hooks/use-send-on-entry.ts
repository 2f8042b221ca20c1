import { useEffect, useRef, useState } from 'react';

/**
 * Sends the first code when a code screen opens without one on its way
 * (docs/product/accounts.md#verification-codes); `send` is null when nothing needs sending (yet). Gives the
 * resend wait that follows.
 */
export function useSendOnEntry(send: (() => Promise<number | null>) | null): {
  isSending: boolean;
  cooldown: number | undefined;
} {
  const [sent, setSent] = useState<{ cooldown: number } | null>(null);
  const hasStarted = useRef(false);
  useEffect(() => {
    if (!send || hasStarted.current) return;
    hasStarted.current = true;
    void send().then((wait) => setSent({ cooldown: wait ?? 0 }));
  }, [send]);
  // With nothing to send the previous screen sent the code, and the default 30 s wait applies.
  return { isSending: send !== null && sent === null, cooldown: sent?.cooldown };
}
