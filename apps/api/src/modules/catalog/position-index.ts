import { NO_ZONE_AREAS, type ZoneAreas } from './zone-areas.ts';

// The nearby order in memory (docs/api-performance.md "Nearby in memory"), computed exactly as the
// SQL page does (docs/restaurant-paging.md): points in earthdistance's cube space, ordered by the
// straight-line (chord) distance, kept when the great-circle distance is within the restaurant's own
// delivery radius, ties by id. A restaurant in a zone with a drawn area is also left out wherever that
// area does not hold the point (zone-areas.ts).

/** earthdistance's earth(): the radius, in metres, that ll_to_earth and earth_distance use. */
export const EARTH_RADIUS_M = 6_378_168;

type Vector = readonly [number, number, number];

// PostgreSQL's radians() multiplies by this constant. The same operations in the same order give the
// SQL statement's keys, except where the two maths libraries' sin or cos differ in the last bit; a
// cursor is therefore only exact on the path that issued it (docs/api-performance.md).
const RADIANS_PER_DEGREE = Math.PI / 180;

/** ll_to_earth(latitude, longitude): the point on the sphere in earth-centred metres. */
export function earthPoint(latitude: number, longitude: number): Vector {
  const lat = latitude * RADIANS_PER_DEGREE;
  const lon = longitude * RADIANS_PER_DEGREE;
  return [
    EARTH_RADIUS_M * Math.cos(lat) * Math.cos(lon),
    EARTH_RADIUS_M * Math.cos(lat) * Math.sin(lon),
    EARTH_RADIUS_M * Math.sin(lat),
  ];
}

/** earthdistance's sec_to_gc: the great-circle distance for a chord, both in metres. */
export function greatCircleMeters(chord: number): number {
  if (chord <= 0) return 0;
  if (chord / (2 * EARTH_RADIUS_M) > 1) return Math.PI * EARTH_RADIUS_M;
  return 2 * EARTH_RADIUS_M * Math.asin(chord / (2 * EARTH_RADIUS_M));
}

/** The chord for a great-circle distance (the inverse of greatCircleMeters). */
function chordFor(meters: number): number {
  return 2 * EARTH_RADIUS_M * Math.sin(Math.min(meters / (2 * EARTH_RADIUS_M), Math.PI / 2));
}

/** A position in the nearby order: the straight-line distance (metres) from the queried point, then restaurant id. */
export type NearbyCursor = { orderKey: number; id: string };
/** What the index needs of an active restaurant. */
export type Position = {
  id: string;
  latitude: number;
  longitude: number;
  deliveryRadiusKm: number;
  zoneId?: string | null;
};
/** A restaurant in range: its order key (the chord, as in cursors) and great-circle distance. */
export type InRange = { id: string; orderKey: number; meters: number };

type Entry = { id: string; point: Vector; radiusMeters: number; cell: number; zoneId: string | null };
/**
 * One occupied cube: its cell coordinates and restaurants, smallest delivery radius first; `zoned`
 * counts those in a zone, so a cube without any keeps count()'s fast path.
 */
type Cell = { at: [number, number, number]; entries: Entry[]; zoned: number };

// Cubes of this side (metres) partition the space; a query visits cubes in shells of growing
// distance around its own, so its work follows the restaurants near the point, not the platform's size.
// Small enough that a dense city (10,000 restaurants within 6 km, docs/api-performance.md) puts a few
// dozen in a cube, so a first page looks at a few cubes; sparse space is handled by `walk`'s byShell.
const CELL_METERS = 500;
// Cell coordinates stay within ±12,757 on the sphere; this offset and base make one integer key
// (below 2^53).
const OFFSET = 16_384;
const BASE = 32_768;

const cellOf = (value: number) => Math.floor(value / CELL_METERS);
const keyOf = (i: number, j: number, k: number) => ((i + OFFSET) * BASE + (j + OFFSET)) * BASE + (k + OFFSET);

/**
 * Active restaurants' positions in a grid over earth-centred space. `replace` applies invalidations
 * (one restaurant moved, was delisted or added) without rebuilding.
 */
export function createPositionIndex(positions: Iterable<Position>, zoneAreas: ZoneAreas = NO_ZONE_AREAS) {
  const entries = new Map<string, Entry>();
  const cells = new Map<number, Cell>();
  let largestRadiusMeters = 0;

  function remove(id: string) {
    const entry = entries.get(id);
    if (!entry) return;
    entries.delete(id);
    const cell = cells.get(entry.cell)!;
    cell.entries.splice(cell.entries.indexOf(entry), 1);
    if (entry.zoneId !== null) cell.zoned--;
    if (cell.entries.length === 0) cells.delete(entry.cell);
  }
  function add(position: Position) {
    const point = earthPoint(position.latitude, position.longitude);
    const at = point.map(cellOf) as [number, number, number];
    const entry: Entry = {
      id: position.id,
      point,
      radiusMeters: position.deliveryRadiusKm * 1000,
      cell: keyOf(...at),
      zoneId: position.zoneId ?? null,
    };
    entries.set(entry.id, entry);
    let cell = cells.get(entry.cell);
    if (cell) cell.entries.splice(firstReaching(cell.entries, entry.radiusMeters), 0, entry);
    else cells.set(entry.cell, (cell = { at, entries: [entry], zoned: 0 }));
    if (entry.zoneId !== null) cell.zoned++;
    largestRadiusMeters = Math.max(largestRadiusMeters, entry.radiusMeters);
  }
  for (const position of positions) add(position);

  /**
   * Visits the cells around `origin` shell by shell (shell r: the cubes at Chebyshev distance r) until
   * `enough(lowerBound)` says no unvisited restaurant can matter or no restaurant can be in range.
   */
  function walk(origin: Vector, visit: (cell: Cell) => void, enough: (lowerBound: number) => boolean) {
    const [ci, cj, ck] = origin.map(cellOf) as [number, number, number];
    const lastShell = Math.ceil(chordFor(largestRadiusMeters) / CELL_METERS) + 1;
    // In sparse space most cubes of a large shell are empty: past this point, sort the occupied
    // cells by shell once instead of looking up every cube.
    let byShell: Map<number, Cell[]> | null = null;
    for (let r = 0; r <= lastShell; r++) {
      const shellSize = r === 0 ? 1 : (2 * r + 1) ** 3 - (2 * r - 1) ** 3;
      if (!byShell && shellSize > cells.size) {
        byShell = new Map();
        for (const cell of cells.values()) {
          const [i, j, k] = cell.at;
          const shell = Math.max(Math.abs(i - ci), Math.abs(j - cj), Math.abs(k - ck));
          if (shell < r || shell > lastShell) continue;
          const list = byShell.get(shell);
          if (list) list.push(cell);
          else byShell.set(shell, [cell]);
        }
      }
      if (byShell) {
        byShell.get(r)?.forEach(visit);
      } else {
        for (let i = -r; i <= r; i++) {
          for (let j = -r; j <= r; j++) {
            const onFace = Math.abs(i) === r || Math.abs(j) === r;
            for (let k = -r; k <= r; k += onFace ? 1 : 2 * r) {
              const cell = cells.get(keyOf(ci + i, cj + j, ck + k));
              if (cell) visit(cell);
            }
          }
        }
      }
      // Anything outside shells 0..r is at least this far (the nearest face of their outer cube).
      const lowerBound = Math.min(
        ...origin.map((value, axis) => {
          const c = [ci, cj, ck][axis]!;
          return Math.min(value - (c - r) * CELL_METERS, (c + r + 1) * CELL_METERS - value);
        }),
      );
      if (enough(lowerBound)) return;
    }
  }

  function inRangeOf(origin: Vector, entry: Entry, excluded: ReadonlySet<string>): InRange | null {
    if (entry.zoneId !== null && excluded.has(entry.zoneId)) return null;
    const orderKey = chordBetween(entry.point, origin);
    const meters = greatCircleMeters(orderKey);
    return meters <= entry.radiusMeters ? { id: entry.id, orderKey, meters } : null;
  }

  return {
    /** The `limit` restaurants nearest the point whose radius reaches it, after the cursor. */
    page(
      { latitude, longitude }: { latitude: number; longitude: number },
      { limit, after }: { limit: number; after: NearbyCursor | null },
    ): InRange[] {
      if (limit <= 0) return [];
      const origin = earthPoint(latitude, longitude);
      const excluded = zoneAreas.excludedAt({ latitude, longitude });
      // The nearest `limit` so far, in order: a restaurant farther than the last one is dismissed on
      // its chord alone, so a dense city costs a few operations per visited restaurant, no allocation.
      const found: InRange[] = [];
      walk(
        origin,
        (cell) =>
          cell.entries.forEach((entry) => {
            const dx = entry.point[0] - origin[0];
            const dy = entry.point[1] - origin[1];
            const dz = entry.point[2] - origin[2];
            const orderKey = Math.sqrt(dx * dx + dy * dy + dz * dz);
            const worst = found.length === limit ? found[limit - 1]! : null;
            if (worst && (orderKey > worst.orderKey || (orderKey === worst.orderKey && entry.id > worst.id)))
              return;
            if (after && (orderKey < after.orderKey || (orderKey === after.orderKey && entry.id <= after.id)))
              return;
            const meters = greatCircleMeters(orderKey);
            if (meters > entry.radiusMeters) return;
            if (entry.zoneId !== null && excluded.size > 0 && excluded.has(entry.zoneId)) return;
            const hit = { id: entry.id, orderKey, meters };
            let at = found.length;
            while (at > 0 && byOrder(found[at - 1]!, hit) > 0) at--;
            found.splice(at, 0, hit);
            if (found.length > limit) found.length = limit;
          }),
        (lowerBound) => found.length === limit && found[limit - 1]!.orderKey < lowerBound,
      );
      return found;
    },
    /** How many restaurants are in range of the point (totalCount without a search). */
    count({ latitude, longitude }: { latitude: number; longitude: number }): number {
      const origin = earthPoint(latitude, longitude);
      const excluded = zoneAreas.excludedAt({ latitude, longitude });
      let count = 0;
      // Every occupied cube once, in no order (a walk by shells reaches all of them anyway once the
      // shells outgrow the occupied cubes). Within a cube, restaurants whose radius is well beyond its
      // farthest corner count without a look, those whose radius falls short of its nearest corner are
      // out (a metre of margin either way covers rounding); only the radii in between are checked.
      for (const cell of cells.values()) {
        const [near, far] = cornerDistances(origin, cell.at);
        const from = firstReaching(cell.entries, greatCircleMeters(near) - 1);
        const sure = firstReaching(cell.entries, greatCircleMeters(far) + 1);
        count += cell.entries.length - sure;
        // Sure by distance, but a zone's area may still leave some out.
        if (cell.zoned > 0 && excluded.size > 0)
          for (let i = sure; i < cell.entries.length; i++) {
            const zoneId = cell.entries[i]!.zoneId;
            if (zoneId !== null && excluded.has(zoneId)) count--;
          }
        for (let i = from; i < sure; i++) if (inRangeOf(origin, cell.entries[i]!, excluded)) count++;
      }
      return count;
    },
    /**
     * For one point, whether a given restaurant delivers there (its order key and distance, or null
     * when it is not active or out of range): a lookup and a distance, whatever the city's size.
     */
    reaching({ latitude, longitude }: { latitude: number; longitude: number }) {
      const origin = earthPoint(latitude, longitude);
      const excluded = zoneAreas.excludedAt({ latitude, longitude });
      return (id: string): InRange | null => {
        const entry = entries.get(id);
        return entry ? inRangeOf(origin, entry, excluded) : null;
      };
    },
    /** Zones whose drawn area leaves the point out (for the SQL search, which cannot test polygons). */
    excludedZones: (point: { latitude: number; longitude: number }): readonly string[] => [
      ...zoneAreas.excludedAt(point),
    ],
    /** Applies re-read rows for `ids`: those still active (in `positions`) are placed again. */
    replace(ids: readonly string[], positions: readonly Position[]) {
      ids.forEach(remove);
      positions.forEach(add);
    },
  };
}

export type PositionIndex = ReturnType<typeof createPositionIndex>;

/** cube_distance: the square root of the summed squared differences, axis by axis. */
function chordBetween(a: Vector, b: Vector): number {
  const dx = a[0] - b[0];
  const dy = a[1] - b[1];
  const dz = a[2] - b[2];
  return Math.sqrt(dx * dx + dy * dy + dz * dz);
}

/** The order key of a place for a point, exactly as the index keys the restaurants it holds. */
export function orderKeyAt(
  point: { latitude: number; longitude: number },
  place: { latitude: number; longitude: number },
): number {
  return chordBetween(
    earthPoint(place.latitude, place.longitude),
    earthPoint(point.latitude, point.longitude),
  );
}

/** The first of `entries` (ordered by radius) whose radius is at least `meters`. */
function firstReaching(entries: readonly Entry[], meters: number): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (entries[middle]!.radiusMeters < meters) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The chords from `origin` to the nearest and farthest points of the cube at cell coordinates `at`. */
function cornerDistances(origin: Vector, at: readonly [number, number, number]): [number, number] {
  let near = 0;
  let far = 0;
  for (let axis = 0; axis < 3; axis++) {
    const low = at[axis]! * CELL_METERS - origin[axis]!;
    const high = (at[axis]! + 1) * CELL_METERS - origin[axis]!;
    const nearest = low > 0 ? low : high < 0 ? -high : 0;
    const farthest = Math.max(Math.abs(low), Math.abs(high));
    near += nearest * nearest;
    far += farthest * farthest;
  }
  return [Math.sqrt(near), Math.sqrt(far)];
}

function byOrder(a: InRange, b: InRange): number {
  return a.orderKey - b.orderKey || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
