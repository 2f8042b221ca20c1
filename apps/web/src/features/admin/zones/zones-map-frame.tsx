import { Suspense, lazy } from 'react';
import { MapPlaceholder } from '@/components/map/map-placeholder.tsx';
import type { ZonesMapProps } from './zones-map.tsx';

// Leaflet, Geoman and their CSS in their own chunk, fetched when the zones screen shows its map.
const ZonesMap = lazy(() => import('./zones-map.tsx'));

export function ZonesMapFrame(props: ZonesMapProps) {
  return (
    <div className="relative isolate h-80 overflow-hidden rounded-2xl bg-stone-100 ring-1 ring-stone-200 md:h-[28rem]">
      <Suspense fallback={<MapPlaceholder />}>
        <ZonesMap {...props} />
      </Suspense>
    </div>
  );
}
