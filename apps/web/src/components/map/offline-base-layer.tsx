import {
  type Layer,
  type Map as LeafletMap,
  type Marker,
  type PathOptions,
  type Polyline,
  divIcon,
  marker,
  polygon,
  polyline,
} from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { useLeafletMap, useMapZoom } from './leaflet-map.ts';
import { loadCityMap } from './base-map-data.ts';
import type { CityMap, CityMapRoad, CityMapShape, CityPoint, LabelLayer, RoadClass } from './city-map.ts';
import { labelVisibleAt } from './city-map.ts';
import { useTranslation } from '@/hooks/use-translation.ts';

// Drawn when no tile server is configured (docs/architecture.md#the-shape: every external service has an
// offline default): a street map of the demo city from the gazetteer (docs/maps.md "Base layer"). Panes keep
// the order: ground (built-up areas, hills, sectors, parks, water), then roads, then labels above the
// markers' shadow.

const shapeStyles: Record<CityMapShape['kind'], PathOptions> = {
  urban: { stroke: false, fillColor: '#e2ddd3', fillOpacity: 1 },
  hills: { stroke: false, fillColor: '#cde3bd', fillOpacity: 1 },
  park: { color: '#a7cf95', weight: 1, fillColor: '#c5e5b0', fillOpacity: 1 },
  water: { color: '#7fb4c8', weight: 1, fillColor: '#aad3df', fillOpacity: 1 },
};

const sectorStyle: PathOptions = { color: '#d3cbbf', weight: 1, fillColor: '#f6f3ed', fillOpacity: 1 };

/** Casing and fill colours per road class, and the fill's width in pixels at zoom 10. */
const roadStyles: Record<RoadClass, { casing: string; fill: string; width: number }> = {
  motorway: { casing: '#b3563c', fill: '#e8916a', width: 3.5 },
  trunk: { casing: '#b47a3a', fill: '#f3bb72', width: 3 },
  primary: { casing: '#b8964f', fill: '#fbdc93', width: 2.5 },
};

/** Roads widen as the map zooms in, as on a printed street map (×1 at zoom 10, ×2.2 from zoom 15). */
const roadScale = (zoom: number) => Math.min(2.2, Math.max(0.7, 1 + (zoom - 10) * 0.24));

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const labelIcons = new Map<string, ReturnType<typeof divIcon>>();
function labelIcon(name: string, layer: LabelLayer) {
  const key = `${layer}:${name}`;
  let icon = labelIcons.get(key);
  if (!icon) {
    icon = divIcon({
      className: `map-label map-label--${layer}`,
      html: `<span aria-hidden="true">${escapeHtml(name)}</span>`,
      iconSize: [0, 0],
    });
    labelIcons.set(key, icon);
  }
  return icon;
}

type Label = { key: string; name: string; layer: LabelLayer; at: CityPoint };

function labelsOf(city: CityMap): Label[] {
  return [
    ...city.sectors.map((s) => ({
      key: `sector:${s.name}`,
      name: s.name,
      layer: 'sector' as const,
      at: s.label,
    })),
    ...city.roads.map((r) => ({ key: `road:${r.name}`, name: r.name, layer: 'road' as const, at: r.label })),
    ...city.labels.map((l) => ({ key: `${l.kind}:${l.name}`, name: l.name, layer: l.kind, at: l.at })),
  ];
}

function useCityMap(): CityMap | null {
  const [city, setCity] = useState<CityMap | null>(null);
  useEffect(() => {
    let active = true;
    loadCityMap().then(
      (loaded) => active && setCity(loaded),
      // Without the base layer the map still shows its markers on the plain background.
      (error: unknown) => console.warn('Offline base map unavailable', error),
    );
    return () => {
      active = false;
    };
  }, []);
  return city;
}

const PANES: readonly { name: string; zIndex: number; pointerEvents?: string }[] = [
  { name: 'base-ground', zIndex: 200 },
  { name: 'base-roads', zIndex: 250 },
  { name: 'base-labels', zIndex: 450, pointerEvents: 'none' },
];

function createPanes(map: LeafletMap) {
  for (const { name, zIndex, pointerEvents } of PANES) {
    const pane = map.createPane(name);
    pane.style.zIndex = String(zIndex);
    if (pointerEvents) pane.style.pointerEvents = pointerEvents;
  }
}

/**
 * Leaflet has no call to drop a pane: remove the renderer Leaflet made for it (a layer of the map),
 * then its element, and forget both, so that drawing again starts clean.
 */
function removePanes(map: LeafletMap) {
  const internals = map as unknown as {
    _panes: Record<string, HTMLElement | undefined>;
    _paneRenderers: Record<string, Layer | undefined>;
  };
  for (const { name } of PANES) {
    const renderer = internals._paneRenderers[name];
    if (renderer) map.removeLayer(renderer);
    internals._panes[name]?.remove();
    delete internals._panes[name];
    delete internals._paneRenderers[name];
  }
}

type Road = { casing: Polyline; fill: Polyline; roadClass: RoadClass };
type DrawnLabel = Label & { marker: Marker };

/** Everything of the base map as Leaflet layers, drawn in the order they stack (header). */
function drawCity(city: CityMap, attribution: string) {
  const ground = (kinds: CityMapShape['kind'][]) =>
    city.shapes
      .filter((shape) => kinds.includes(shape.kind))
      .map((shape) => polygon(ring(shape.ring), { ...shapeStyles[shape.kind], ...onPane('base-ground') }));
  const layers: Layer[] = [
    ...ground(['urban', 'hills']),
    ...city.sectors.map((sector) =>
      polygon(ring(sector.ring), { ...sectorStyle, ...onPane('base-ground'), attribution }),
    ),
    ...ground(['park', 'water']),
  ];
  // Trunk over primary, motorways on top; each road's casing first so crossings read as junctions.
  const roads: Road[] = [];
  for (const roadClass of ['primary', 'trunk', 'motorway'] as const) {
    const classRoads = city.roads.filter((road) => road.class === roadClass);
    const line = (road: CityMapRoad) =>
      polyline(ring(road.line), { lineCap: 'round', ...onPane('base-roads') });
    const casings = classRoads.map(line);
    const fills = classRoads.map(line);
    layers.push(...casings, ...fills);
    roads.push(...casings.map((casing, i) => ({ casing, fill: fills[i]!, roadClass })));
  }
  const labels: DrawnLabel[] = labelsOf(city).map((label) => ({
    ...label,
    marker: marker(label.at as [number, number], {
      icon: labelIcon(label.name, label.layer),
      interactive: false,
      keyboard: false,
      pane: 'base-labels',
    }),
  }));
  return { layers, roads, labels };
}

const ring = (points: readonly CityPoint[]) => points as [number, number][];
const onPane = (pane: string) => ({ pane, interactive: false });

export function OfflineBaseLayer() {
  const map = useLeafletMap();
  const { t } = useTranslation();
  // Shown by the attribution control (the attribution is collected from the layers that carry one).
  const attribution = t('places.map.offlineAttribution');
  const city = useCityMap();
  const zoom = useMapZoom(map);

  const drawn = useMemo(() => (city ? drawCity(city, attribution) : null), [city, attribution]);
  useEffect(() => {
    if (!drawn) return;
    createPanes(map);
    for (const layer of drawn.layers) layer.addTo(map);
    return () => {
      for (const layer of drawn.layers) layer.remove();
      for (const label of drawn.labels) label.marker.remove();
      removePanes(map);
    };
  }, [map, drawn]);

  // Roads widen and labels come and go with the zoom (docs/maps.md "Readable at every zoom").
  useEffect(() => {
    if (!drawn) return;
    const scale = roadScale(zoom);
    for (const { casing, fill, roadClass } of drawn.roads) {
      const style = roadStyles[roadClass];
      casing.setStyle({ color: style.casing, weight: style.width * scale + 2 });
      fill.setStyle({ color: style.fill, weight: style.width * scale });
    }
    for (const label of drawn.labels) {
      const visible = labelVisibleAt(label.layer, zoom);
      if (visible && !map.hasLayer(label.marker)) label.marker.addTo(map);
      else if (!visible && map.hasLayer(label.marker)) label.marker.remove();
    }
  }, [map, drawn, zoom]);

  return null;
}
