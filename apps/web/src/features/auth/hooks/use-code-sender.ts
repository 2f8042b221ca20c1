import { useCallback } from 'react';
import { RESEND_COOLDOWN_SECONDS } from '@food/domain';
import type { CombinedError } from 'urql';
import { apiError } from '@/lib/api-error.ts';

type SendResult = { data?: { retryAfter: number } | null; error?: CombinedError };

/**
 * Resend for the code screens: runs the send call and says how long the resend button waits — the
 * server's retryAfter on success or when it refuses too early (RATE_LIMITED), else nothing.
 */
export function useCodeSender(
  send: () => Promise<SendResult>,
  onError: (error: CombinedError) => void,
  onSent?: () => void,
): () => Promise<number | null> {
  return useCallback(async () => {
    const result = await send();
    if (result.data) {
      onSent?.();
      return result.data.retryAfter || RESEND_COOLDOWN_SECONDS;
    }
    if (!result.error) return null;
    onError(result.error);
    return apiError(result.error).retryAfter;
  }, [send, onError, onSent]);
}
