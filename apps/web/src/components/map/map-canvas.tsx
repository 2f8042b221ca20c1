import 'leaflet/dist/leaflet.css';
import './map.css';
import { latLngBounds } from 'leaflet';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import {
  AttributionControl,
  MapContainer,
  ScaleControl,
  TileLayer,
  ZoomControl,
  useMap,
  useMapEvents,
} from 'react-leaflet';
import { cn } from '@/components/ui/cn.ts';
import { MapTilesDocument } from '@/gql/graphql.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { ClusteredMarkers } from './clustered-markers.tsx';
import { MapPlaceholder } from './map-placeholder.tsx';
import { OfflineBaseLayer } from './offline-base-layer.tsx';
import type { FitBoundsOption, MapMarker, MapViewProps } from './types.ts';

// The Leaflet map behind <MapView>. This module (with Leaflet and its CSS) is only downloaded when a
// screen first shows a map.

// One array for maps without markers, so the clusters are not rebuilt on every render.
const NO_MARKERS: readonly MapMarker[] = [];

export default function MapCanvas({
  label,
  center,
  zoom,
  markers = NO_MARKERS,
  fitBounds,
  controls = {},
  isStatic = false,
  onViewChange,
}: MapViewProps) {
  const { t } = useTranslation();
  const [{ data, fetching, error }] = useTypedQuery({ query: MapTilesDocument });
  // Wait for the configuration so the offline layer is not drawn (and fetched) only to be replaced.
  if (fetching && !data && !error) return <MapPlaceholder />;
  const tileUrl = data?.configuration.mapTileUrl ?? null;
  const { attribution: showAttribution = true, scale = false } = controls;
  const showZoom = !isStatic && (controls.zoom ?? true);

  return (
    <MapContainer
      center={[center.latitude, center.longitude]}
      zoom={zoom}
      zoomControl={false}
      attributionControl={false}
      scrollWheelZoom={!isStatic && (controls.scrollWheelZoom ?? true)}
      dragging={!isStatic}
      touchZoom={!isStatic}
      doubleClickZoom={!isStatic}
      boxZoom={!isStatic}
      keyboard={!isStatic}
      className={cn('app-map size-full', !tileUrl && 'app-map--offline')}
    >
      <MapAccessibility label={label} isStatic={isStatic} />
      {tileUrl ? (
        <TileLayer url={tileUrl} attribution={data?.configuration.mapAttribution ?? undefined} />
      ) : (
        <OfflineBaseLayer />
      )}
      {showZoom && (
        <ZoomControl
          position="topleft"
          zoomInTitle={t('places.map.zoomIn')}
          zoomOutTitle={t('places.map.zoomOut')}
        />
      )}
      {showAttribution && <AttributionControl position="bottomright" prefix={false} />}
      {scale && <ScaleControl position="bottomleft" imperial={false} />}
      <ViewController
        center={center}
        zoom={zoom}
        markers={markers}
        fitBounds={fitBounds}
        onViewChange={onViewChange}
      />
      <ClusteredMarkers markers={markers} />
    </MapContainer>
  );
}

/** Names the map for assistive technology; Leaflet already makes the container keyboard-pannable. */
function MapAccessibility({ label, isStatic }: { label: string; isStatic: boolean }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', isStatic ? 'img' : 'region');
    container.setAttribute('aria-label', label);
  }, [map, label, isStatic]);
  return null;
}

type ViewControllerProps = Pick<MapViewProps, 'center' | 'zoom' | 'fitBounds' | 'onViewChange'> & {
  markers: readonly MapMarker[];
};

function ViewController({ center, zoom, markers, fitBounds, onViewChange }: ViewControllerProps) {
  const map = useMap();
  const isFirst = useRef(true);
  const { latitude, longitude } = center;

  // Follow a new centre or zoom from the screen; the first view is set by MapContainer.
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    if (!fitBounds) map.setView([latitude, longitude], zoom);
  }, [map, latitude, longitude, zoom, fitBounds]);

  const positions = markers.map((m) => `${m.position.latitude},${m.position.longitude}`).join(';');
  useEffect(() => {
    if (!fitBounds || positions === '') return;
    const points = positions.split(';').map((p) => p.split(',').map(Number) as [number, number]);
    const { padding = 48, maxZoom = 16 } = fitOptions(fitBounds);
    if (points.length === 1) map.setView(points[0]!, Math.min(zoom, maxZoom));
    else map.fitBounds(latLngBounds(points), { padding: [padding, padding], maxZoom });
  }, [map, positions, fitBounds, zoom]);

  // Every step of a pan or zoom, so a screen reading the centre mid-animation gets where the map is.
  useMapEvents({
    move: () => {
      const c = map.getCenter();
      onViewChange?.({ center: { latitude: c.lat, longitude: c.lng }, zoom: map.getZoom() });
    },
  });
  return null;
}

const fitOptions = (option: FitBoundsOption) => (typeof option === 'object' ? option : {});
