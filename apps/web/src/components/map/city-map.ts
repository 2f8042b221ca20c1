// The shape of the offline base map's data file (data/city-map.json), generated from the API's
// gazetteer by scripts/city-map/generate.ts (docs/maps.md). Type-only apart from the zoom thresholds,
// so the generator and the map share one contract without the web importing API code.

/** [latitude, longitude], rounded to 4 decimals (about 10 m). */
export type CityPoint = readonly [number, number];

export type CityMapShape = {
  name: string;
  kind: 'hills' | 'park' | 'water' | 'urban';
  /** Closed outline, first point repeated at the end. */
  ring: readonly CityPoint[];
};

export type RoadClass = 'motorway' | 'trunk' | 'primary';

export type CityMapRoad = {
  name: string;
  class: RoadClass;
  line: readonly CityPoint[];
  /** Where the road's name is written: the middle of its course. */
  label: CityPoint;
};

export type CityMapSector = { name: string; ring: readonly CityPoint[]; label: CityPoint };

/** city: the two city names; landscape: hills and lakes; area: neighbourhoods; place: landmarks. */
export type LabelKind = 'city' | 'landscape' | 'area' | 'place';

export type CityMapLabel = { name: string; kind: LabelKind; at: CityPoint };

export type CityMap = {
  /** [[south, west], [north, east]] of everything drawn. */
  bounds: readonly [CityPoint, CityPoint];
  shapes: readonly CityMapShape[];
  sectors: readonly CityMapSector[];
  roads: readonly CityMapRoad[];
  labels: readonly CityMapLabel[];
};

/**
 * The zooms at which each kind of label is written. Chosen for the screens' zoom levels
 * (docs/product/limits.md#maps-and-layout): 10 (home, pick-up) shows the two cities and the hills, 12 up adds
 * sectors and neighbourhoods, 13 road names, 14 (checkout, order) landmarks (docs/maps.md "Readable at every
 * zoom").
 */
export const LABEL_ZOOMS = {
  city: { min: 0, max: 11 },
  landscape: { min: 9, max: 22 },
  area: { min: 12, max: 22 },
  sector: { min: 12, max: 22 },
  road: { min: 13, max: 22 },
  place: { min: 14, max: 22 },
} as const;

export type LabelLayer = keyof typeof LABEL_ZOOMS;

export const labelVisibleAt = (layer: LabelLayer, zoom: number) =>
  zoom >= LABEL_ZOOMS[layer].min && zoom <= LABEL_ZOOMS[layer].max;
