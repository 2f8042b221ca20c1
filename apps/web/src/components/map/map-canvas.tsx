import 'leaflet/dist/leaflet.css';
import './map.css';
import { type Map as LeafletMap, control, latLngBounds, map as createMap, stamp, tileLayer } from 'leaflet';
import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { MapTilesDocument } from '@/gql/graphql.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { ClusteredMarkers } from './clustered-markers.tsx';
import { LeafletMapContext, useLeafletMap, useMapEvent } from './leaflet-map.ts';
import { MapPlaceholder } from './map-placeholder.tsx';
import { OfflineBaseLayer } from './offline-base-layer.tsx';
import type { FitBoundsOption, MapControls, MapMarker, MapViewProps } from './types.ts';

// The Leaflet map behind <MapView>. This module (with Leaflet and its CSS) is only downloaded when a
// screen first shows a map.

// One array for maps without markers, so the clusters are not rebuilt on every render.
const NO_MARKERS: readonly MapMarker[] = [];

export default function MapCanvas(props: MapViewProps) {
  const [{ data, fetching, error }] = useTypedQuery({ query: MapTilesDocument });
  // Wait for the configuration so the offline layer is not drawn (and fetched) only to be replaced.
  if (fetching && !data && !error) return <MapPlaceholder />;
  const tiles = data?.configuration.mapTileUrl
    ? { url: data.configuration.mapTileUrl, attribution: data.configuration.mapAttribution ?? undefined }
    : null;
  return <LeafletCanvas {...props} tiles={tiles} />;
}

type Tiles = { url: string; attribution: string | undefined };

function LeafletCanvas({
  label,
  center,
  zoom,
  markers = NO_MARKERS,
  fitBounds,
  controls = {},
  isStatic = false,
  onViewChange,
  tiles,
}: MapViewProps & { tiles: Tiles | null }) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const scrollWheelZoom = !isStatic && (controls.scrollWheelZoom ?? true);

  // The first view; later ones are followed by ViewController.
  const view = useRef({ center, zoom });
  useEffect(() => {
    view.current = { center, zoom };
  });

  // Leaflet styles the container it is given (classes included), so the offline look is toggled here
  // rather than through React, which would overwrite Leaflet's classes on a change.
  useLayoutEffect(() => {
    container.current?.classList.toggle('app-map--offline', !tiles);
  }, [tiles]);

  // A static map cannot be moved at all; the interaction options are fixed when Leaflet creates the map,
  // so a change of them makes a new map (and its layers, keyed by the map below).
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const { center: first, zoom: firstZoom } = view.current;
    const created = createMap(element, {
      center: [first.latitude, first.longitude],
      zoom: firstZoom,
      zoomControl: false,
      attributionControl: false,
      scrollWheelZoom,
      dragging: !isStatic,
      touchZoom: !isStatic,
      doubleClickZoom: !isStatic,
      boxZoom: !isStatic,
      keyboard: !isStatic,
    });
    setMap(created);
    return () => {
      created.remove();
      // Leaflet's keyboard handling made the container focusable; a static map made next must not be.
      element.removeAttribute('tabindex');
      setMap(null);
    };
  }, [isStatic, scrollWheelZoom]);

  return (
    <>
      <div ref={container} className="app-map size-full" />
      {map && (
        <LeafletMapContext value={map}>
          <Fragment key={stamp(map)}>
            <MapAccessibility label={label} isStatic={isStatic} />
            {tiles ? <TileLayer {...tiles} /> : <OfflineBaseLayer />}
            <Controls controls={controls} isStatic={isStatic} />
            <ViewController
              center={center}
              zoom={zoom}
              markers={markers}
              fitBounds={fitBounds}
              onViewChange={onViewChange}
            />
            <ClusteredMarkers markers={markers} />
          </Fragment>
        </LeafletMapContext>
      )}
    </>
  );
}

function TileLayer({ url, attribution }: Tiles) {
  const map = useLeafletMap();
  useEffect(() => {
    const layer = tileLayer(url, { attribution }).addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, url, attribution]);
  return null;
}

/** Zoom buttons, attribution and scale bar, each where it was asked for. */
function Controls({ controls, isStatic }: { controls: MapControls; isStatic: boolean }) {
  const map = useLeafletMap();
  const { t } = useTranslation();
  const { attribution = true, scale = false } = controls;
  const zoom = !isStatic && (controls.zoom ?? true);
  const zoomInTitle = t('places.map.zoomIn');
  const zoomOutTitle = t('places.map.zoomOut');

  useEffect(() => {
    if (!zoom) return;
    const added = control.zoom({ position: 'topleft', zoomInTitle, zoomOutTitle }).addTo(map);
    return () => {
      added.remove();
    };
  }, [map, zoom, zoomInTitle, zoomOutTitle]);
  useEffect(() => {
    if (!attribution) return;
    const added = control.attribution({ position: 'bottomright', prefix: false }).addTo(map);
    return () => {
      added.remove();
    };
  }, [map, attribution]);
  useEffect(() => {
    if (!scale) return;
    const added = control.scale({ position: 'bottomleft', imperial: false }).addTo(map);
    return () => {
      added.remove();
    };
  }, [map, scale]);
  return null;
}

/** Names the map for assistive technology; Leaflet already makes the container keyboard-pannable. */
function MapAccessibility({ label, isStatic }: { label: string; isStatic: boolean }) {
  const map = useLeafletMap();
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
  const map = useLeafletMap();
  const isFirst = useRef(true);
  const { latitude, longitude } = center;

  // Follow a new centre or zoom from the screen; the first view is set when the map is created.
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
  useMapEvent(map, 'move', () => {
    const c = map.getCenter();
    onViewChange?.({ center: { latitude: c.lat, longitude: c.lng }, zoom: map.getZoom() });
  });
  return null;
}

const fitOptions = (option: FitBoundsOption) => (typeof option === 'object' ? option : {});
