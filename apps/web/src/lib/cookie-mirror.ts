// localStorage stays the client's source of truth; a few keys are copied into cookies only so the server
// can render the page around them (docs/web-rendering.md "Stored state").
export const MIRRORED_KEYS: ReadonlySet<string> = new Set(['location', 'language']);

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

export function mirrorToCookie(key: string, value: string | null): void {
  if (!MIRRORED_KEYS.has(key) || typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    value === null
      ? `${key}=; Path=/; Max-Age=0; SameSite=Lax`
      : `${key}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}
