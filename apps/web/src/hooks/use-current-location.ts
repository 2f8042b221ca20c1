import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  type CurrentLocation,
  LOCATION_STORAGE_KEY,
  parseLocation,
  subscribeToLocation,
  writeLocation,
} from '@/lib/current-location.ts';
import { serverLocationSnapshot } from '@/lib/render-snapshot.ts';
import { readItem } from '@/lib/storage.ts';

const snapshot = () => readItem(LOCATION_STORAGE_KEY);

/** The stored delivery location, kept in sync across components and tabs. */
export function useCurrentLocation(): {
  location: CurrentLocation | null;
  setLocation: (location: CurrentLocation | null) => void;
} {
  // The raw string is the snapshot: it is stable between renders, unlike a freshly parsed object.
  const raw = useSyncExternalStore(subscribeToLocation, snapshot, serverLocationSnapshot);
  const location = useMemo(() => {
    if (raw === null) return null;
    try {
      return parseLocation(JSON.parse(raw));
    } catch {
      return null;
    }
  }, [raw]);
  const setLocation = useCallback((next: CurrentLocation | null) => writeLocation(next), []);
  return { location, setLocation };
}
