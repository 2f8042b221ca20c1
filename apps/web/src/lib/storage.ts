// Browser storage that never throws: private modes and disabled storage fall back to "nothing stored".
import { mirrorToCookie } from './cookie-mirror.ts';

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const memory = new Map<string, string>();
const memoryStore: KeyValueStore = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};

function browserStore(kind: 'localStorage' | 'sessionStorage'): KeyValueStore {
  try {
    const store = globalThis[kind];
    if (store) return store;
  } catch {
    // Access itself can throw (e.g. storage disabled by policy).
  }
  return memoryStore;
}

export function getStore(kind: 'localStorage' | 'sessionStorage' = 'localStorage'): KeyValueStore {
  return browserStore(kind);
}

export function readItem(key: string, store: KeyValueStore = getStore()): string | null {
  try {
    return store.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string | null, store: KeyValueStore = getStore()): void {
  try {
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
    if (store === browserStore('localStorage')) mirrorToCookie(key, value);
  } catch {
    // Quota or policy errors: the value simply is not remembered.
  }
}

export function readJson(key: string, store: KeyValueStore = getStore()): unknown {
  const raw = readItem(key, store);
  return raw === null ? undefined : parseJsonText(raw);
}

export function parseJsonText(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** Notifies subscribers in this tab (custom event) and in other tabs (the native storage event). */
const CHANGE_EVENT = 'app-storage';

export function notifyStorageChange(key: string): void {
  globalThis.dispatchEvent?.(new CustomEvent(CHANGE_EVENT, { detail: key }));
}

export function subscribeToKey(key: string, onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange();
  };
  const onLocal = (event: Event) => {
    if ((event as CustomEvent<string>).detail === key) onChange();
  };
  globalThis.addEventListener?.('storage', onStorage);
  globalThis.addEventListener?.(CHANGE_EVENT, onLocal);
  return () => {
    globalThis.removeEventListener?.('storage', onStorage);
    globalThis.removeEventListener?.(CHANGE_EVENT, onLocal);
  };
}
