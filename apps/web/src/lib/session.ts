// The session is the bearer token kept under the `token` key, with its expiry under `tokenExpiration` (every
// API call sends it when present, docs/product/access.md). An expired token counts as signed out: it is
// dropped the first time it is read, and subscribers are told when a held token runs out, so the bar switches
// to the logged-out view without a reload.
import { getStore, notifyStorageChange, readItem, subscribeToKey, writeItem } from './storage.ts';

export const TOKEN_STORAGE_KEY = 'token';
export const TOKEN_EXPIRATION_STORAGE_KEY = 'tokenExpiration';

export type Session = { token: string; tokenExpiration: string | null };

// setTimeout fires at once for delays above 2^31-1 ms (~24.8 days); longer waits are re-armed.
const MAX_TIMER_DELAY = 2_147_483_647;

/** Milliseconds until the token expires (0 when expired), or null when no usable expiry is stored. */
export function msUntilExpiry(expiration: string | null, now: number): number | null {
  if (!expiration) return null;
  const at = Date.parse(expiration);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - now);
}

/** A token whose stored expiry has passed is no longer a session; one without an expiry is kept. */
export function isExpired(expiration: string | null, now: number): boolean {
  return msUntilExpiry(expiration, now) === 0;
}

export function getToken(now: number = Date.now()): string | null {
  const token = readItem(TOKEN_STORAGE_KEY);
  if (!token || token.trim() === '') return null;
  if (isExpired(readItem(TOKEN_EXPIRATION_STORAGE_KEY), now)) {
    // Dropped silently: the caller already sees "signed out", so nobody needs to be notified.
    writeItem(TOKEN_STORAGE_KEY, null);
    writeItem(TOKEN_EXPIRATION_STORAGE_KEY, null);
    return null;
  }
  return token;
}

export function setSession(session: Session): void {
  writeItem(TOKEN_STORAGE_KEY, session.token);
  writeItem(TOKEN_EXPIRATION_STORAGE_KEY, session.tokenExpiration);
  notifyStorageChange(TOKEN_STORAGE_KEY);
}

export function clearSession(): void {
  const store = getStore();
  if (readItem(TOKEN_STORAGE_KEY, store) === null && readItem(TOKEN_EXPIRATION_STORAGE_KEY, store) === null)
    return;
  writeItem(TOKEN_STORAGE_KEY, null, store);
  writeItem(TOKEN_EXPIRATION_STORAGE_KEY, null, store);
  notifyStorageChange(TOKEN_STORAGE_KEY);
}

/** Calls `onChange` when the token changes (here or in another tab) and when a held token expires. */
export function subscribeToToken(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    const wait = msUntilExpiry(readItem(TOKEN_EXPIRATION_STORAGE_KEY), Date.now());
    if (wait === null || readItem(TOKEN_STORAGE_KEY) === null) return;
    timer = setTimeout(() => (wait > MAX_TIMER_DELAY ? arm() : onChange()), Math.min(wait, MAX_TIMER_DELAY));
  };
  const unsubscribe = subscribeToKey(TOKEN_STORAGE_KEY, () => {
    arm();
    onChange();
  });
  arm();
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
