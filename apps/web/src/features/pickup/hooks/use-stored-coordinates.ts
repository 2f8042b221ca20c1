import { useMemo, useSyncExternalStore } from 'react';
import { parseLatLng } from '@/lib/coordinates.ts';
import { LOCATION_STORAGE_KEY, subscribeToLocation } from '@/lib/current-location.ts';
import { serverLocationSnapshot } from '@/lib/render-snapshot.ts';
import { parseJsonText, readItem } from '@/lib/storage.ts';

const snapshot = () => readItem(LOCATION_STORAGE_KEY);

/**
 * The stored delivery location's coordinates, each null when it cannot be parsed
 * (docs/product/validation.md#addresses: such coordinates are sent as null), or null when
 * nothing is stored.
 */
export function useStoredCoordinates() {
  const raw = useSyncExternalStore(subscribeToLocation, snapshot, serverLocationSnapshot);
  return useMemo(() => (raw === null ? null : parseLatLng(parseJsonText(raw))), [raw]);
}
