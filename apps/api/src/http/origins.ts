import type { Config } from '../config.ts';

/**
 * Which web origins may use the API (docs/configuration.md "CORS"). The web app calls the API on its
 * own origin, which needs no CORS header; other sites get one only when listed in CORS_ORIGINS.
 */
export type OriginPolicy = {
  /** A foreign origin allowed to read answers (an entry of CORS_ORIGINS). */
  allowsCrossOrigin(origin: string): boolean;
  /**
   * Whether a browser on `origin` may open a connection that CORS does not cover (websocket): the
   * same origin (the Host it was sent to, or PUBLIC_URL), or a configured one. No Origin: not a browser.
   */
  mayConnect(origin: string | undefined, host: string | undefined): boolean;
};

export function createOriginPolicy(config: Pick<Config, 'corsOrigins' | 'publicUrl'>): OriginPolicy {
  const allowed = new Set(config.corsOrigins);
  const publicOrigin = config.publicUrl ? new URL(config.publicUrl).origin : undefined;
  return {
    allowsCrossOrigin: (origin) => allowed.has(origin),
    mayConnect(origin, host) {
      if (origin === undefined) return true;
      if (allowed.has(origin) || origin === publicOrigin) return true;
      try {
        // Host, not scheme: behind a TLS proxy the page is https while this server sees plain http.
        return host !== undefined && new URL(origin).host === host.toLowerCase();
      } catch {
        return false; // "null" (sandboxed frames, files) and garbage
      }
    },
  };
}
