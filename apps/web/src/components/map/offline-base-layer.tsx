import type { Feature, FeatureCollection, Point } from 'geojson';
import { type PathOptions, divIcon } from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { GeoJSON, Marker, Pane, useMap, useMapEvents } from 'react-leaflet';
import { type WorldLayers, loadCity, loadWorld } from './base-map-data.ts';

// Drawn when no tile server is configured (DESIGN.md: every external service has an offline default).
// Panes keep the layers in order whichever file arrives first: land, then the city, then its labels.

const ATTRIBUTION = '© Natural Earth';

const landStyle: PathOptions = { color: '#d6d3d1', weight: 1, fillColor: '#f5f3ee', fillOpacity: 1 };
const borderStyle: PathOptions = { color: '#a8a29e', weight: 1.5, dashArray: '6 4', fill: false };

const cityStyles: Record<string, PathOptions> = {
  urban: { stroke: false, fillColor: '#ebe5dc', fillOpacity: 1 },
  park: { stroke: false, fillColor: '#d3ecc9', fillOpacity: 1 },
  water: { color: '#8fbfcf', weight: 1, fillColor: '#aad3df', fillOpacity: 1 },
  motorway: { color: '#e8926b', weight: 4, lineCap: 'round' },
  primary: { color: '#f0c27b', weight: 2.5, lineCap: 'round' },
};

const styleCity = (feature?: Feature): PathOptions => cityStyles[String(feature?.properties?.kind)] ?? {};

type Label = { name: string; latitude: number; longitude: number; minZoom: number; maxZoom: number };

function cityLabels(city: FeatureCollection): Label[] {
  return city.features.flatMap((f) => {
    if (f.properties?.kind !== 'label' || f.geometry.type !== 'Point') return [];
    const [longitude = 0, latitude = 0] = (f.geometry as Point).coordinates;
    const { name, minZoom = 0, maxZoom = 18 } = f.properties as Partial<Label>;
    return [{ name: String(name), latitude, longitude, minZoom, maxZoom }];
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function labelIcon(label: Label) {
  const isArea = label.minZoom < 13;
  return divIcon({
    className: isArea ? 'map-label map-label--area' : 'map-label',
    html: `<span aria-hidden="true">${escapeHtml(label.name)}</span>`,
    iconSize: [0, 0],
  });
}

function useLoaded<T>(load: () => Promise<T>): T | null {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    let active = true;
    load().then(
      (loaded) => active && setValue(loaded),
      // Without the base layer the map still shows its markers on the sea-coloured background.
      (error: unknown) => console.warn('Offline base map unavailable', error),
    );
    return () => {
      active = false;
    };
  }, [load]);
  return value;
}

function CityLabels({ city }: { city: FeatureCollection }) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const labels = useMemo(() => cityLabels(city), [city]);
  return labels
    .filter((label) => zoom >= label.minZoom && zoom <= label.maxZoom)
    .map((label) => (
      <Marker
        key={label.name}
        position={[label.latitude, label.longitude]}
        icon={labelIcon(label)}
        interactive={false}
        keyboard={false}
        pane="base-labels"
      />
    ));
}

export function OfflineBaseLayer() {
  const world: WorldLayers | null = useLoaded(loadWorld);
  const city = useLoaded(loadCity);
  return (
    <>
      <Pane name="base-land" style={{ zIndex: 200 }}>
        {world && (
          <>
            <GeoJSON data={world.land} style={landStyle} interactive={false} attribution={ATTRIBUTION} />
            <GeoJSON data={world.borders} style={borderStyle} interactive={false} />
          </>
        )}
      </Pane>
      <Pane name="base-city" style={{ zIndex: 250 }}>
        {city && (
          <GeoJSON
            data={city}
            style={styleCity}
            filter={(f) => f.geometry.type !== 'Point'}
            interactive={false}
          />
        )}
      </Pane>
      <Pane name="base-labels" style={{ zIndex: 450, pointerEvents: 'none' }}>
        {city && <CityLabels city={city} />}
      </Pane>
    </>
  );
}
