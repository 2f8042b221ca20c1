import type { LeafletEventHandlerFn, Map as LeafletMap } from 'leaflet';
import { createContext, use, useEffect, useRef, useState } from 'react';

// The Leaflet map that the map's layers draw on (docs/maps.md "Drawing"): `MapCanvas` creates it in an
// effect and hands it down; each layer adds its Leaflet objects in its own effect and removes them in
// the cleanup, so a layer that unmounts (or a StrictMode re-run) leaves nothing behind.

export const LeafletMapContext = createContext<LeafletMap | null>(null);

/** The map a layer draws on; layers are only rendered once the map exists. */
export function useLeafletMap(): LeafletMap {
  const map = use(LeafletMapContext);
  if (!map) throw new Error('A map layer must be rendered inside MapCanvas');
  return map;
}

/** Calls the latest `handler` on each `type` event of the map, without re-subscribing on every render. */
export function useMapEvent(map: LeafletMap, type: string, handler: LeafletEventHandlerFn) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const listener: LeafletEventHandlerFn = (event) => latest.current(event);
    map.on(type, listener);
    return () => {
      map.off(type, listener);
    };
  }, [map, type]);
}

/** The map's zoom, updated when a zoom has ended. */
export function useMapZoom(map: LeafletMap): number {
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvent(map, 'zoomend', () => setZoom(map.getZoom()));
  return zoom;
}
