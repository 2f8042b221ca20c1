// Builds the offline base map's data (apps/web/src/components/map/generated/city-map.json) from the
// API's gazetteer: roads drawn by class, sectors as labelled blocks, neighbourhoods and landmarks as
// labels, plus the hand-drawn hills, lake, parks and built-up extent. Pure and deterministic, so a test
// can compare the committed file with a fresh build (docs/maps.md "Map data").
import type { GazetteerEntry } from '../../apps/api/src/adapters/geocoding/gazetteer-data.ts';
import type {
  CityMap,
  CityMapLabel,
  CityMapRoad,
  CityMapSector,
  CityMapShape,
  CityPoint,
  RoadClass,
} from '../../apps/web/src/components/map/city-map.ts';

/** The gazetteer has no road class; the highways and the old trunk roads are named here, by slug. */
const ROAD_CLASSES: Readonly<Record<string, RoadClass>> = {
  'kashmir-highway': 'motorway',
  'islamabad-expressway': 'motorway',
  'peshawar-road': 'trunk',
  'murree-road': 'trunk',
};

/** Sectors that are one big park (F-9 is Fatima Jinnah Park): drawn green as well as named. */
const PARK_SECTORS: ReadonlySet<string> = new Set(['F-9']);

/** A market named after its sector ("F-10 Markaz") sits where the sector's own label is written. */
const SECTOR_MARKET = /^[A-Z]-\d+ Markaz$/;

/** A sector block covers this share of its grid cell; the gap reads as the avenues between sectors. */
const SECTOR_FILL = 0.86;

const round = (n: number) => Math.round(n * 1e4) / 1e4;
const roundPoint = ([a, b]: readonly [number, number]): CityPoint => [round(a), round(b)];

const SECTOR_NAME = /^([A-Z])-(\d+)$/;

type Lattice = { origin: CityPoint; row: CityPoint; column: CityPoint };

/** Solves the 3×3 normal equations (Cramer's rule) of a least-squares fit y ≈ a + b·r + c·k. */
function fitPlane(samples: readonly { r: number; k: number; y: number }[]): [number, number, number] {
  const s = (f: (x: { r: number; k: number; y: number }) => number) => samples.reduce((n, x) => n + f(x), 0);
  const m = [
    [samples.length, s((x) => x.r), s((x) => x.k)],
    [s((x) => x.r), s((x) => x.r * x.r), s((x) => x.r * x.k)],
    [s((x) => x.k), s((x) => x.r * x.k), s((x) => x.k * x.k)],
  ];
  const v = [s((x) => x.y), s((x) => x.r * x.y), s((x) => x.k * x.y)];
  const det = (a: number[][]) =>
    a[0]![0]! * (a[1]![1]! * a[2]![2]! - a[1]![2]! * a[2]![1]!) -
    a[0]![1]! * (a[1]![0]! * a[2]![2]! - a[1]![2]! * a[2]![0]!) +
    a[0]![2]! * (a[1]![0]! * a[2]![1]! - a[1]![1]! * a[2]![0]!);
  const d = det(m);
  const column = (i: number) => det(m.map((row, j) => row.map((cell, c) => (c === i ? v[j]! : cell))));
  return [column(0) / d, column(1) / d, column(2) / d];
}

/**
 * Islamabad's sectors sit on a tilted grid: a letter per row, a number per column. Fitting that grid to
 * the sectors' centres gives each one's size and tilt, so a block can be drawn around every centre.
 */
export function fitSectorLattice(sectors: readonly GazetteerEntry[]): Lattice {
  const samples = sectors.flatMap((entry) => {
    const match = SECTOR_NAME.exec(entry.name);
    const at = entry.points[0];
    if (!match || !at) return [];
    return [{ r: match[1]!.charCodeAt(0) - 65, k: Number(match[2]), at }];
  });
  if (samples.length < 3) throw new Error('at least three sectors are needed to fit the grid');
  const [lat0, latRow, latColumn] = fitPlane(samples.map(({ r, k, at }) => ({ r, k, y: at[0] })));
  const [lng0, lngRow, lngColumn] = fitPlane(samples.map(({ r, k, at }) => ({ r, k, y: at[1] })));
  return { origin: [lat0, lng0], row: [latRow, lngRow], column: [latColumn, lngColumn] };
}

function sectorBlock(entry: GazetteerEntry, lattice: Lattice): CityMapSector {
  const [lat, lng] = entry.points[0]!;
  const h = SECTOR_FILL / 2;
  const corner = (dr: number, dk: number): CityPoint =>
    roundPoint([
      lat + dr * lattice.row[0] + dk * lattice.column[0],
      lng + dr * lattice.row[1] + dk * lattice.column[1],
    ]);
  const ring = [corner(-h, -h), corner(-h, h), corner(h, h), corner(h, -h), corner(-h, -h)];
  return { name: entry.name, ring, label: roundPoint([lat, lng]) };
}

/** The point halfway along a polyline's length (flat approximation, fine at city scale). */
export function midpoint(line: readonly (readonly [number, number])[]): CityPoint {
  const lengths = line.slice(1).map((p, i) => Math.hypot(p[0] - line[i]![0], p[1] - line[i]![1]));
  let rest = lengths.reduce((a, b) => a + b, 0) / 2;
  for (const [i, length] of lengths.entries()) {
    if (rest <= length && length > 0) {
      const [a, b] = [line[i]!, line[i + 1]!];
      const t = rest / length;
      return roundPoint([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
    }
    rest -= length;
  }
  return roundPoint(line[0]!);
}

function road(entry: GazetteerEntry): CityMapRoad {
  return {
    name: entry.name,
    class: ROAD_CLASSES[entry.slug] ?? 'primary',
    line: entry.points.map(roundPoint),
    label: midpoint(entry.points),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Each city's name at the median of its sectors, neighbourhoods and landmarks (robust to outskirts). */
function cityLabels(entries: readonly GazetteerEntry[]): CityMapLabel[] {
  const cities = [...new Set(entries.map((e) => e.city))].sort();
  return cities.map((city) => {
    const points = entries.filter((e) => e.city === city && e.kind !== 'road').map((e) => e.points[0]!);
    return {
      name: city,
      kind: 'city',
      at: roundPoint([median(points.map((p) => p[0])), median(points.map((p) => p[1]))]),
    };
  });
}

const centroid = (ring: readonly CityPoint[]): CityPoint => {
  const open = ring.slice(0, -1);
  return roundPoint([
    open.reduce((n, p) => n + p[0], 0) / open.length,
    open.reduce((n, p) => n + p[1], 0) / open.length,
  ]);
};

function bounds(points: readonly CityPoint[]): readonly [CityPoint, CityPoint] {
  const lats = points.map((p) => p[0]);
  const lngs = points.map((p) => p[1]);
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ];
}

export function buildCityMap(gazetteer: readonly GazetteerEntry[], shapes: readonly CityMapShape[]): CityMap {
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');
  const sectorEntries = gazetteer.filter((e) => e.kind === 'sector' && SECTOR_NAME.test(e.name));
  const lattice = fitSectorLattice(sectorEntries);
  const sectors = sectorEntries.map((e) => sectorBlock(e, lattice)).sort(byName);
  const roads = gazetteer
    .filter((e) => e.kind === 'road' && e.points.length >= 2)
    .map(road)
    .sort(byName);
  const parks: CityMapShape[] = sectors
    .filter((s) => PARK_SECTORS.has(s.name))
    .map((s) => ({ name: `${s.name} park`, kind: 'park', ring: s.ring }));
  const named = new Set(gazetteer.map((e) => e.name));
  const labels: CityMapLabel[] = [
    ...cityLabels(gazetteer),
    // Hills and lakes the gazetteer does not already name; parks and built-up areas go unlabelled.
    ...shapes
      .filter((s) => (s.kind === 'hills' || s.kind === 'water') && !named.has(s.name))
      .map((s) => ({ name: s.name, kind: 'landscape' as const, at: centroid(s.ring) })),
    ...gazetteer
      .filter((e) => e.kind === 'area' || (e.kind === 'place' && !SECTOR_MARKET.test(e.name)))
      .map((e) => ({
        name: e.name,
        kind: e.kind === 'area' ? ('area' as const) : ('place' as const),
        at: roundPoint(e.points[0]!),
      }))
      .sort(byName),
  ];
  const shapesOut = [...shapes.map((s) => ({ ...s, ring: s.ring.map(roundPoint) })), ...parks];
  const everything = [
    ...shapesOut.flatMap((s) => s.ring),
    ...sectors.flatMap((s) => s.ring),
    ...roads.flatMap((r) => r.line),
    ...labels.map((l) => l.at),
  ];
  return { bounds: bounds(everything), shapes: shapesOut, sectors, roads, labels };
}

/** The file's exact bytes: compact JSON with a trailing newline (the drift test compares these). */
export const serializeCityMap = (map: CityMap) => `${JSON.stringify(map)}\n`;
