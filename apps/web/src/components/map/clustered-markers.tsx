import { type DivIcon, type Map as LeafletMap, divIcon, point } from 'leaflet';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { useLeafletMap, useMapEvent } from './leaflet-map.ts';
import { type ClusterItem, clusterMarkers, ringOffsets } from './marker-clusters.ts';
import { MarkerLayer } from './marker-layer.tsx';
import type { MapMarker } from './types.ts';

// The map's markers with overlapping restaurants merged into numbered clusters (docs/maps.md
// "Clusters"). A cluster is a keyboard button: choosing it zooms in until its restaurants separate, or
// spreads them in a ring when the map cannot zoom further; focus then moves to the first of them.

type Cluster = Extract<ClusterItem, { type: 'cluster' }>;

const clusterIcons = new Map<number, DivIcon>();
function clusterIcon(count: number): DivIcon {
  let icon = clusterIcons.get(count);
  if (!icon) {
    const size = count < 10 ? 36 : count < 50 ? 42 : 48;
    icon = divIcon({
      className: 'map-cluster',
      html: `<span aria-hidden="true" style="width:${size}px;height:${size}px">${count}</span>`,
      iconSize: [size, size],
      iconAnchor: [size / 2, size / 2],
    });
    clusterIcons.set(count, icon);
  }
  return icon;
}

const clusterKey = (id: number) => `cluster-${id}`;

export function ClusteredMarkers({ markers }: { markers: readonly MapMarker[] }) {
  const map = useLeafletMap();
  const { t } = useTranslation();
  const [zoom, setZoom] = useState(() => map.getZoom());
  const [spread, setSpread] = useState<number | null>(null);
  const focusNext = useRef<string | null>(null);
  useMapEvent(map, 'zoomend', () => {
    setZoom(map.getZoom());
    setSpread(null);
  });

  const clusters = useMemo(() => clusterMarkers(markers), [markers]);
  const items = useMemo(() => clusters.at(zoom), [clusters, zoom]);

  const expand = useCallback(
    (cluster: Cluster) => {
      focusNext.current = cluster.markers[0]?.id ?? null;
      const target = Math.min(cluster.expansionZoom, map.getMaxZoom());
      if (cluster.expansionZoom > map.getMaxZoom() || target <= map.getZoom()) setSpread(cluster.id);
      else map.setView([cluster.position.latitude, cluster.position.longitude], target);
    },
    [map],
  );

  // After a cluster opened: focus whichever item now holds its first restaurant, so a keyboard user
  // carries on from where they were instead of from the top of the page. A microtask later, so that
  // StrictMode's second run of the new markers' effects (development only), which draws their elements
  // again, has happened and the element focused is the one that stays.
  useEffect(() => {
    const id = focusNext.current;
    if (!id) return;
    const holder = items.find((item) =>
      item.type === 'marker'
        ? item.marker.id === id
        : item.id !== spread && item.markers.some((m) => m.id === id),
    );
    const key = holder?.type === 'cluster' ? clusterKey(holder.id) : id;
    let active = true;
    queueMicrotask(() => {
      const selector = `[data-marker-id="${CSS.escape(key)}"]`;
      const element = map.getContainer().querySelector<HTMLElement>(selector);
      if (!active || !element || focusNext.current !== id) return;
      focusNext.current = null;
      element.focus();
    });
    return () => {
      active = false;
    };
  }, [items, spread, map]);

  return items.flatMap((item) => {
    if (item.type === 'marker') return [<MarkerLayer key={item.marker.id} marker={item.marker} />];
    if (item.id === spread) return spreadMarkers(map, item);
    const marker: MapMarker = {
      id: clusterKey(item.id),
      position: item.position,
      label: t('places.map.cluster', { count: item.markers.length }),
      kind: 'restaurant',
      onClick: () => expand(item),
    };
    return [<MarkerLayer key={marker.id} marker={marker} icon={clusterIcon(item.markers.length)} />];
  });
}

/** The cluster's restaurants in a ring around it, each at its own clickable spot. */
function spreadMarkers(map: LeafletMap, cluster: Cluster) {
  const zoom = map.getZoom();
  const centre = map.project([cluster.position.latitude, cluster.position.longitude], zoom);
  const offsets = ringOffsets(cluster.markers.length);
  return cluster.markers.map((marker, i) => {
    const { lat, lng } = map.unproject(centre.add(point(offsets[i]!.x, offsets[i]!.y)), zoom);
    return (
      <MarkerLayer key={marker.id} marker={{ ...marker, position: { latitude: lat, longitude: lng } }} />
    );
  });
}
