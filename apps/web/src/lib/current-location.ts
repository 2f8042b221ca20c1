// The delivery location held on the client (docs/product/data.md#addresses): what the restaurant list is
// queried around. Before anything is chosen the default location is stored
// (docs/product/limits.md#maps-and-layout).
import {
  type KeyValueStore,
  getStore,
  notifyStorageChange,
  readJson,
  subscribeToKey,
  writeItem,
} from './storage.ts';

export type CurrentLocation = {
  _id: string;
  label: string;
  latitude: number;
  longitude: number;
  deliveryAddress: string;
  details: string;
};

export const LOCATION_STORAGE_KEY = 'location';
/** Marks a position that is not a saved address; its text is translated when shown. */
export const CURRENT_LOCATION_ID = 'current-location';

export const DEFAULT_LOCATION: CurrentLocation = {
  _id: CURRENT_LOCATION_ID,
  label: 'Current location',
  latitude: 33.7001019,
  longitude: 72.9735978,
  deliveryAddress: 'Current location',
  details: '',
};

const isFiniteIn = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** Accepts only a well-formed location; anything else in storage is ignored. */
export function parseLocation(value: unknown): CurrentLocation | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!isFiniteIn(v.latitude, 90) || !isFiniteIn(v.longitude, 180)) return null;
  const text = (key: string, fallback: string) =>
    typeof v[key] === 'string' ? (v[key] as string) : fallback;
  return {
    _id: text('_id', CURRENT_LOCATION_ID),
    label: text('label', DEFAULT_LOCATION.label),
    latitude: v.latitude,
    longitude: v.longitude,
    deliveryAddress: text('deliveryAddress', ''),
    details: text('details', ''),
  };
}

export function readLocation(store: KeyValueStore = getStore()): CurrentLocation | null {
  return parseLocation(readJson(LOCATION_STORAGE_KEY, store));
}

export function writeLocation(location: CurrentLocation | null, store: KeyValueStore = getStore()): void {
  writeItem(LOCATION_STORAGE_KEY, location && JSON.stringify(location), store);
  notifyStorageChange(LOCATION_STORAGE_KEY);
}

/** Stores the default position on first visit so every screen has a location to work with. */
export function ensureLocation(store: KeyValueStore = getStore()): CurrentLocation {
  const stored = readLocation(store);
  if (stored) return stored;
  writeItem(LOCATION_STORAGE_KEY, JSON.stringify(DEFAULT_LOCATION), store);
  return DEFAULT_LOCATION;
}

export function subscribeToLocation(onChange: () => void): () => void {
  return subscribeToKey(LOCATION_STORAGE_KEY, onChange);
}
