import { useSyncExternalStore } from 'react';
import { getToken, subscribeToToken } from '@/lib/session.ts';

/** Whether a session token is held (docs/product/access.md). */
export function useSession(): { token: string | null; isLoggedIn: boolean } {
  const token = useSyncExternalStore(subscribeToToken, getToken, () => null);
  return { token, isLoggedIn: token !== null };
}
