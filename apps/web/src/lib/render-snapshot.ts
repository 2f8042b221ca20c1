// What a server render knew about the visitor (docs/web-rendering.md "Stored state"): the delivery
// location and language mirrored into cookies. The server sets it before rendering; the browser reads
// it from the page, so hooks reading localStorage render exactly what the server rendered during
// hydration (useSyncExternalStore's getServerSnapshot) and only then switch to the stored values.
export type RenderSnapshot = {
  /** The stored location's raw JSON, as localStorage holds it (parsed by the hooks that use it). */
  location: string | null;
  language: string;
  /**
   * The server is drawing only the frame of a screen the browser renders (a signed-in screen): it does
   * not know whether the visitor is signed in, so session-dependent parts are left as placeholders.
   */
  frame?: boolean;
};

let current: RenderSnapshot = { location: null, language: 'en' };

export function getRenderSnapshot(): RenderSnapshot {
  return current;
}

export function setRenderSnapshot(snapshot: RenderSnapshot): void {
  current = snapshot;
}

/** getServerSnapshot for the stored location's raw value. */
export const serverLocationSnapshot = (): string | null => current.location;

/** True while the server draws a signed-in screen's frame (never in the browser). */
export const isFrameRender = (): boolean => current.frame === true;
