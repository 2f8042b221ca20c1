import { type PathOptions, divIcon } from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { Marker, Pane, Polygon, Polyline, useMap, useMapEvents } from 'react-leaflet';
import { loadCityMap } from './base-map-data.ts';
import type { CityMap, CityMapShape, CityPoint, LabelLayer, RoadClass } from './city-map.ts';
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

function useZoom(): number {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  return zoom;
}

const ground = (kinds: CityMapShape['kind'][], city: CityMap) =>
  city.shapes
    .filter((shape) => kinds.includes(shape.kind))
    .map((shape) => (
      <Polygon
        key={`${shape.kind}:${shape.name}`}
        positions={shape.ring as [number, number][]}
        pathOptions={shapeStyles[shape.kind]}
        interactive={false}
      />
    ));

function Roads({ city, zoom }: { city: CityMap; zoom: number }) {
  const scale = roadScale(zoom);
  // Trunk over primary, motorways on top; each road's casing first so crossings read as junctions.
  const order: RoadClass[] = ['primary', 'trunk', 'motorway'];
  return order.flatMap((roadClass) => {
    const style = roadStyles[roadClass];
    const roads = city.roads.filter((road) => road.class === roadClass);
    return [
      ...roads.map((road) => (
        <Polyline
          key={`casing:${road.name}`}
          positions={road.line as [number, number][]}
          pathOptions={{ color: style.casing, weight: style.width * scale + 2, lineCap: 'round' }}
          interactive={false}
        />
      )),
      ...roads.map((road) => (
        <Polyline
          key={`fill:${road.name}`}
          positions={road.line as [number, number][]}
          pathOptions={{ color: style.fill, weight: style.width * scale, lineCap: 'round' }}
          interactive={false}
        />
      )),
    ];
  });
}

function Labels({ city, zoom }: { city: CityMap; zoom: number }) {
  const labels = useMemo(() => labelsOf(city), [city]);
  return labels
    .filter((label) => labelVisibleAt(label.layer, zoom))
    .map((label) => (
      <Marker
        key={label.key}
        position={label.at as [number, number]}
        icon={labelIcon(label.name, label.layer)}
        interactive={false}
        keyboard={false}
        pane="base-labels"
      />
    ));
}

export function OfflineBaseLayer() {
  const { t } = useTranslation();
  // Shown by the attribution control (the attribution is collected from the layers that carry one).
  const attribution = t('places.map.offlineAttribution');
  const city = useCityMap();
  const zoom = useZoom();
  return (
    <>
      <Pane name="base-ground" style={{ zIndex: 200 }}>
        {city && (
          <>
            {ground(['urban', 'hills'], city)}
            {city.sectors.map((sector) => (
              <Polygon
                key={sector.name}
                positions={sector.ring as [number, number][]}
                pathOptions={sectorStyle}
                interactive={false}
                attribution={attribution}
              />
            ))}
            {ground(['park', 'water'], city)}
          </>
        )}
      </Pane>
      <Pane name="base-roads" style={{ zIndex: 250 }}>
        {city && <Roads city={city} zoom={zoom} />}
      </Pane>
      <Pane name="base-labels" style={{ zIndex: 450, pointerEvents: 'none' }}>
        {city && <Labels city={city} zoom={zoom} />}
      </Pane>
    </>
  );
}
