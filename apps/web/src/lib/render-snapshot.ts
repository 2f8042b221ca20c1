// What a server render knew about the visitor (docs/web-rendering.md "Stored state"): the delivery
// location and language mirrored into cookies. The server sets it before rendering; the browser reads
// it from the page, so hooks reading localStorage render exactly what the server rendered during
// hydration (useSyncExternalStore's getServerSnapshot) and only then switch to the stored values.
export type RenderSnapshot = {
  /** The stored location's raw JSON, as localStorage holds it (parsed by the hooks that use it). */
  location: string | null;
  language: string;
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
