import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCATION,
  LOCATION_STORAGE_KEY,
  ensureLocation,
  parseLocation,
  readLocation,
  writeLocation,
} from './current-location.ts';
import type { KeyValueStore } from './storage.ts';

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('current location storage', () => {
  it('stores the default location on first visit', () => {
    const store = memoryStore();
    expect(ensureLocation(store)).toEqual(DEFAULT_LOCATION);
    expect(JSON.parse(store.data.get(LOCATION_STORAGE_KEY) ?? 'null')).toEqual({
      _id: 'current-location',
      label: 'Current location',
      latitude: 33.7001019,
      longitude: 72.9735978,
      deliveryAddress: 'Current location',
      details: '',
    });
  });

  it('keeps a location that is already stored', () => {
    const saved = {
      _id: 'a1',
      label: 'Home',
      latitude: 10,
      longitude: 20,
      deliveryAddress: '1 Main St',
      details: 'Flat 2',
    };
    const store = memoryStore({ [LOCATION_STORAGE_KEY]: JSON.stringify(saved) });
    expect(ensureLocation(store)).toEqual(saved);
  });

  it('round-trips through write and read', () => {
    const store = memoryStore();
    const location = { ...DEFAULT_LOCATION, latitude: -1.5, longitude: 100.25 };
    writeLocation(location, store);
    expect(readLocation(store)).toEqual(location);
    writeLocation(null, store);
    expect(readLocation(store)).toBeNull();
  });

  it('replaces corrupt storage with the default', () => {
    const store = memoryStore({ [LOCATION_STORAGE_KEY]: '{not json' });
    expect(ensureLocation(store)).toEqual(DEFAULT_LOCATION);
  });

  it.each([
    [null],
    ['text'],
    [{ latitude: '33', longitude: 72 }],
    [{ latitude: 91, longitude: 0 }],
    [{ latitude: 0, longitude: -181 }],
    [{ latitude: Number.NaN, longitude: 0 }],
  ])('rejects %j', (value) => {
    expect(parseLocation(value)).toBeNull();
  });

  it('fills missing text fields', () => {
    expect(parseLocation({ latitude: 1, longitude: 2 })).toEqual({
      _id: 'current-location',
      label: 'Current location',
      latitude: 1,
      longitude: 2,
      deliveryAddress: '',
      details: '',
    });
  });
});
