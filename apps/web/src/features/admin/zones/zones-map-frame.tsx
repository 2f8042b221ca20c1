import { Suspense, lazy, useEffect, useState } from 'react';
import { MapPlaceholder } from '@/components/map/map-placeholder.tsx';
import type { ZonesMapProps } from './zones-map.tsx';

// Leaflet, Geoman and their CSS in their own chunk, fetched when the zones screen shows its map.
const ZonesMap = lazy(() => import('./zones-map.tsx'));

export function ZonesMapFrame(props: ZonesMapProps) {
  // Only in the browser: a server render (and hydration) never touches Leaflet, which needs `window`.
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  return (
    <div className="relative isolate h-80 overflow-hidden rounded-2xl bg-stone-100 ring-1 ring-stone-200 md:h-[28rem]">
      {inBrowser ? (
        <Suspense fallback={<MapPlaceholder />}>
          <ZonesMap {...props} />
        </Suspense>
      ) : (
        <MapPlaceholder />
      )}
    </div>
  );
}
