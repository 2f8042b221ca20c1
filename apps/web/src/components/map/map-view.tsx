import { Component, type ReactNode, Suspense, lazy } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { cn } from '@/components/ui/cn.ts';
import { MapPlaceholder } from './map-placeholder.tsx';
import type { MapViewProps } from './types.ts';
import { useNearViewport } from './use-near-viewport.ts';

// Leaflet (about 40 KB gzip), its CSS and the base map come in `map-*` chunks, loaded on demand
// (docs/maps.md "On demand"), so no route's first load grows (docs/architecture.md#quality-bars).
const MapCanvas = lazy(() => import('./map-canvas.tsx'));

/**
 * A Leaflet map with markers. Without a configured tile server it draws an offline base layer; it
 * never loads anything from another origin. Give it a `height`, or a height class in `className`.
 */
export function MapView({
  height,
  className,
  isMainContent = false,
  ...props
}: MapViewProps & {
  /**
   * The map is what the screen is for (pick-up): it loads as soon as it is near the viewport. Any other
   * map waits until the page has loaded and the browser is idle as well.
   */
  isMainContent?: boolean;
}) {
  const { ref, isNear } = useNearViewport<HTMLDivElement>({ isMainContent });
  return (
    <div
      ref={ref}
      className={cn(
        'relative isolate overflow-hidden rounded-2xl bg-stone-100 ring-1 ring-stone-200',
        className,
      )}
      style={height === undefined ? undefined : { height }}
    >
      <MapErrorBoundary fallback={<MapUnavailable />}>
        {isNear ? (
          <Suspense fallback={<MapPlaceholder />}>
            <MapCanvas {...props} />
          </Suspense>
        ) : (
          <MapPlaceholder />
        )}
      </MapErrorBoundary>
    </div>
  );
}

function MapUnavailable() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex size-full items-center justify-center p-6 text-center text-stone-700">
      {t('places.map.unavailable')}
    </div>
  );
}

/** A map that cannot load (e.g. its chunk failed to download) must not take the whole screen down. */
class MapErrorBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
