// Guard redirects (docs/product/screens.md#routes-and-guards). Only same-site paths are ever
// followed, so a crafted ?redirect= or navigation state cannot send a user to another origin.
import { getStore, readItem, writeItem } from './storage.ts';

export const LOGIN_PATH = '/login';
export const ORIGIN_STORAGE_KEY = 'origin-path';

export function isSafeRedirect(path: string | null | undefined): path is string {
  return (
    typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')
  );
}

/** Where a guest is sent from a protected screen: /login/?redirect={path}. */
export function loginRedirectFor(path: string): string {
  return `${LOGIN_PATH}/?redirect=${encodeURIComponent(path)}`;
}

/** Where a signed-in user on a guest-only screen goes: ?redirect=, else the remembered origin, else /. */
export function guestRedirectTarget(search: string, remembered: string | null): string {
  const requested = new URLSearchParams(search).get('redirect');
  if (isSafeRedirect(requested)) return requested;
  if (isSafeRedirect(remembered)) return remembered;
  return '/';
}

/** The `from` path carried in navigation state through the sign-in screens, when it is safe. */
export function fromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const from = (state as { from?: unknown }).from;
  return typeof from === 'string' && isSafeRedirect(from) ? from : null;
}

/** The origin the sign-in flow returns to: the landing's ?redirect=, else the `from` state it received. */
export function signInOrigin(search: string, state: unknown): string | null {
  const requested = new URLSearchParams(search).get('redirect');
  return isSafeRedirect(requested) ? requested : fromState(state);
}

/** Where a user goes after signing in: the carried origin, else the remembered one, else /. */
export function afterSignInTarget(origin: string | null, remembered: string | null): string {
  if (isSafeRedirect(origin)) return origin;
  if (isSafeRedirect(remembered)) return remembered;
  return '/';
}

const session = () => getStore('sessionStorage');

export function rememberOrigin(path: string): void {
  writeItem(ORIGIN_STORAGE_KEY, path, session());
}

export function rememberedOrigin(): string | null {
  return readItem(ORIGIN_STORAGE_KEY, session());
}

export function forgetOrigin(): void {
  writeItem(ORIGIN_STORAGE_KEY, null, session());
}
