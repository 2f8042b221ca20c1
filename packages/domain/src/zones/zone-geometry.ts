import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { polygon as turfPolygon } from '@turf/helpers';

// A delivery zone's area (docs/admin.md "Zones"): one GeoJSON Polygon, rings of [longitude, latitude]
// positions, the first ring the outline and any others holes. The same test decides everywhere (the
// nearby list, the restaurant page and placeOrder in the API), so they agree even exactly on an edge.

/** GeoJSON Polygon coordinates: rings of [longitude, latitude]; each ring closed (last = first). */
export type ZonePolygon = number[][][];
export type ZonePoint = { latitude: number; longitude: number };
export type ZoneBounds = {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
};

/**
 * Whether the point is inside the polygon. A point ON an edge or a vertex counts as inside (turf's
 * `ignoreBoundary` is false by default; it is passed anyway so an upgrade cannot flip it).
 */
export function isInZone(point: ZonePoint, polygon: ZonePolygon): boolean {
  return booleanPointInPolygon([point.longitude, point.latitude], turfPolygon(polygon), {
    ignoreBoundary: false,
  });
}

/** The smallest latitude/longitude box holding the outline (holes lie inside it). */
export function zoneBounds(polygon: ZonePolygon): ZoneBounds {
  const bounds = { minLatitude: 90, maxLatitude: -90, minLongitude: 180, maxLongitude: -180 };
  for (const [longitude, latitude] of polygon[0] ?? []) {
    bounds.minLatitude = Math.min(bounds.minLatitude, latitude!);
    bounds.maxLatitude = Math.max(bounds.maxLatitude, latitude!);
    bounds.minLongitude = Math.min(bounds.minLongitude, longitude!);
    bounds.maxLongitude = Math.max(bounds.maxLongitude, longitude!);
  }
  return bounds;
}

/** The box test before the exact one: cheap, and never false for a point the polygon holds. */
export function isInBounds(point: ZonePoint, bounds: ZoneBounds): boolean {
  return (
    point.latitude >= bounds.minLatitude &&
    point.latitude <= bounds.maxLatitude &&
    point.longitude >= bounds.minLongitude &&
    point.longitude <= bounds.maxLongitude
  );
}

/** Why a polygon cannot be a zone; each message says what to fix. */
export const ZONE_POLYGON_MESSAGES = {
  shape: 'The zone must be a polygon: a list of rings, each a list of [longitude, latitude] pairs.',
  noRing: 'The zone needs an outline (at least one ring).',
  tooFewPositions: 'Each ring needs at least 4 positions (3 corners and the first repeated at the end).',
  notClosed: 'Each ring must be closed: its last position must equal its first.',
  outOfRange: 'Longitudes must be between -180 and 180 and latitudes between -90 and 90.',
  zeroArea: 'The zone has no area: its corners lie on one line or on one point.',
  selfIntersecting: 'The zone outline crosses itself; draw it without crossing edges.',
  tooManyPositions: 'The zone has too many positions (at most 2,000).',
} as const;

const MAX_POSITIONS = 2_000;

/**
 * Checks a polygon a person drew or pasted: its shape, closed rings of at least 4 positions,
 * coordinates in range, a non-zero area and edges that do not cross (pairwise, cheap at these sizes).
 * Returns the first problem's message, or null when the polygon can be used.
 */
export function validateZonePolygon(value: unknown): string | null {
  if (!Array.isArray(value)) return ZONE_POLYGON_MESSAGES.shape;
  if (value.length === 0) return ZONE_POLYGON_MESSAGES.noRing;
  let total = 0;
  for (const ring of value as unknown[]) {
    if (!Array.isArray(ring)) return ZONE_POLYGON_MESSAGES.shape;
    for (const position of ring as unknown[]) {
      if (
        !Array.isArray(position) ||
        position.length !== 2 ||
        !position.every((n) => typeof n === 'number' && Number.isFinite(n))
      )
        return ZONE_POLYGON_MESSAGES.shape;
    }
    total += ring.length;
  }
  if (total > MAX_POSITIONS) return ZONE_POLYGON_MESSAGES.tooManyPositions;
  const rings = value as ZonePolygon;
  for (const ring of rings) {
    if (ring.length < 4) return ZONE_POLYGON_MESSAGES.tooFewPositions;
    const first = ring[0]!;
    const last = ring.at(-1)!;
    if (first[0] !== last[0] || first[1] !== last[1]) return ZONE_POLYGON_MESSAGES.notClosed;
    if (ring.some(([lng, lat]) => Math.abs(lng!) > 180 || Math.abs(lat!) > 90))
      return ZONE_POLYGON_MESSAGES.outOfRange;
    if (crossesItself(ring)) return ZONE_POLYGON_MESSAGES.selfIntersecting;
    if (Math.abs(signedArea(ring)) === 0) return ZONE_POLYGON_MESSAGES.zeroArea;
  }
  return null;
}

/** Shoelace area in square degrees (only its sign and zero-ness matter here). */
function signedArea(ring: ZonePolygon[number]): number {
  let sum = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [x1, y1] = ring[i]!;
    const [x2, y2] = ring[i + 1]!;
    sum += x1! * y2! - x2! * y1!;
  }
  return sum / 2;
}

/** Whether two edges that are not neighbours in the ring touch or cross. */
function crossesItself(ring: ZonePolygon[number]): boolean {
  const edges = ring.length - 1;
  for (let i = 0; i < edges; i++) {
    for (let j = i + 1; j < edges; j++) {
      // Neighbouring edges share a vertex by construction (the first and last edges too).
      if (j === i + 1 || (i === 0 && j === edges - 1)) continue;
      if (segmentsTouch(ring[i]!, ring[i + 1]!, ring[j]!, ring[j + 1]!)) return true;
    }
  }
  return false;
}

function orientation(a: number[], b: number[], c: number[]): number {
  const value = (b[1]! - a[1]!) * (c[0]! - b[0]!) - (b[0]! - a[0]!) * (c[1]! - b[1]!);
  return value === 0 ? 0 : value > 0 ? 1 : -1;
}

function onSegment(a: number[], b: number[], c: number[]): boolean {
  return (
    Math.min(a[0]!, c[0]!) <= b[0]! &&
    b[0]! <= Math.max(a[0]!, c[0]!) &&
    Math.min(a[1]!, c[1]!) <= b[1]! &&
    b[1]! <= Math.max(a[1]!, c[1]!)
  );
}

function segmentsTouch(p1: number[], q1: number[], p2: number[], q2: number[]): boolean {
  const o1 = orientation(p1, q1, p2);
  const o2 = orientation(p1, q1, q2);
  const o3 = orientation(p2, q2, p1);
  const o4 = orientation(p2, q2, q1);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && onSegment(p1, p2, q1)) ||
    (o2 === 0 && onSegment(p1, q2, q1)) ||
    (o3 === 0 && onSegment(p2, p1, q2)) ||
    (o4 === 0 && onSegment(p2, q1, q2))
  );
}
