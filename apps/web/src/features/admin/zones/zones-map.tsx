import 'leaflet/dist/leaflet.css';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
import '@/components/map/map.css';
import {
  type Map as LeafletMap,
  control,
  latLngBounds,
  map as createMap,
  polygon as leafletPolygon,
  tileLayer,
} from 'leaflet';
// Geoman extends the global Leaflet (set by the import above) with map.pm and layer.pm.
import '@geoman-io/leaflet-geoman-free';
import type { Polygon as LeafletPolygon } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { LeafletMapContext } from '@/components/map/leaflet-map.ts';
import { OfflineBaseLayer } from '@/components/map/offline-base-layer.tsx';
import { MapTilesDocument } from '@/gql/graphql.ts';
import { useTypedQuery } from '@/hooks/use-typed-query.ts';
import { DEFAULT_LOCATION } from '@/lib/current-location.ts';
import { toLatLngRings, toZonePolygon, type ZoneShape } from './zone-polygon-text.ts';

// The zones map (docs/admin.md "Zones"): every zone drawn, the one being edited editable with
// Leaflet-Geoman, and a new outline drawn with its polygon tool. This module, Leaflet, Geoman and their
// CSS load only when /admin/zones shows a map (a lazy chunk), never with the customer routes.

export type ZonesMapProps = {
  label: string;
  zones: readonly ZoneShape[];
  /** The outline being edited (GeoJSON rings), or null when none is drawn yet. */
  editing: number[][][] | null;
  /** Whether the polygon tool is on (a new outline replaces `editing` once closed). */
  drawing: boolean;
  onChange: (polygon: number[][][]) => void;
  onDrawEnd: () => void;
};

export default function ZonesMap(props: ZonesMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [{ data }] = useTypedQuery({ query: MapTilesDocument });
  const tileUrl = data?.configuration.mapTileUrl ?? null;
  const attribution = data?.configuration.mapAttribution ?? undefined;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const created = createMap(element, {
      center: [DEFAULT_LOCATION.latitude, DEFAULT_LOCATION.longitude],
      zoom: 11,
      attributionControl: false,
    });
    control.attribution({ position: 'bottomright', prefix: false }).addTo(created);
    element.setAttribute('role', 'region');
    setMap(created);
    return () => {
      created.remove();
      setMap(null);
    };
  }, []);

  useEffect(() => {
    if (!map || !tileUrl) return;
    const layer = tileLayer(tileUrl, { attribution }).addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, tileUrl, attribution]);

  return (
    <>
      <div ref={container} aria-label={props.label} className="app-map size-full" />
      {map && (
        <LeafletMapContext value={map}>
          {!tileUrl && <OfflineBaseLayer />}
          <ZoneLayers map={map} {...props} />
        </LeafletMapContext>
      )}
    </>
  );
}

function ZoneLayers({
  map,
  zones,
  editing,
  drawing,
  onChange,
  onDrawEnd,
}: ZonesMapProps & { map: LeafletMap }) {
  const latest = useRef({ onChange, onDrawEnd });
  useEffect(() => {
    latest.current = { onChange, onDrawEnd };
  });
  const fitted = useRef(false);

  // The other zones, read-only and muted.
  useEffect(() => {
    const layers = zones.map((zone) =>
      leafletPolygon(toLatLngRings(zone.polygon), {
        color: zone.isActive ? '#57534e' : '#a8a29e',
        weight: 1,
        fillOpacity: 0.08,
        pmIgnore: true,
      })
        .bindTooltip(zone.title)
        .addTo(map),
    );
    return () => layers.forEach((layer) => layer.remove());
  }, [map, zones]);

  // The edited outline: its vertices can be dragged; every edit reports the new rings.
  useEffect(() => {
    if (!editing) return;
    const layer: LeafletPolygon = leafletPolygon(toLatLngRings(editing), {
      color: '#dc2626',
      weight: 3,
    }).addTo(map);
    layer.pm.enable({ allowSelfIntersection: false });
    layer.on('pm:edit', () => latest.current.onChange(toZonePolygon(layer)));
    if (!fitted.current) {
      map.fitBounds(layer.getBounds(), { padding: [24, 24], animate: false });
      fitted.current = true;
    }
    return () => {
      layer.off('pm:edit');
      layer.remove();
    };
  }, [map, editing]);

  // Without an edited outline, show every zone.
  useEffect(() => {
    if (editing || zones.length === 0) return;
    const bounds = latLngBounds(zones.flatMap((zone) => toLatLngRings(zone.polygon)[0] ?? []));
    if (bounds.isValid()) map.fitBounds(bounds, { padding: [24, 24], animate: false });
  }, [map, zones, editing]);

  useEffect(() => {
    if (!drawing) return;
    map.pm.enableDraw('Polygon', { allowSelfIntersection: false });
    const created = (event: { layer: unknown }) => {
      const layer = event.layer as LeafletPolygon;
      const rings = toZonePolygon(layer);
      layer.remove();
      latest.current.onChange(rings);
      latest.current.onDrawEnd();
    };
    map.on('pm:create', created);
    return () => {
      map.off('pm:create', created);
      map.pm.disableDraw();
    };
  }, [map, drawing]);
  return null;
}
