import { haversineKm } from '@food/domain';
import type { LatLng } from './geocoder.ts';

export { haversineKm };

const KM_PER_DEGREE_LATITUDE = 110.57;
const KM_PER_DEGREE_LONGITUDE_AT_EQUATOR = 111.32;

/**
 * Kilometres from a point to a polyline ([latitude, longitude] vertices). A flat projection around the
 * point is exact enough for the few kilometres a city road spans.
 */
export function distanceToPolylineKm(point: LatLng, line: readonly (readonly [number, number])[]): number {
  const kmPerLongitude = KM_PER_DEGREE_LONGITUDE_AT_EQUATOR * Math.cos((point.latitude * Math.PI) / 180);
  const project = ([latitude, longitude]: readonly [number, number]) => ({
    x: (longitude - point.longitude) * kmPerLongitude,
    y: (latitude - point.latitude) * KM_PER_DEGREE_LATITUDE,
  });
  if (line.length === 1) {
    const only = project(line[0]!);
    return Math.hypot(only.x, only.y);
  }
  let best = Infinity;
  for (let i = 1; i < line.length; i++) {
    const a = project(line[i - 1]!);
    const b = project(line[i]!);
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const lengthSquared = dx * dx + dy * dy;
    // The point is the origin: project it onto the segment, clamped to its ends.
    const t = lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, -(a.x * dx + a.y * dy) / lengthSquared));
    best = Math.min(best, Math.hypot(a.x + t * dx, a.y + t * dy));
  }
  return best;
}

/**
 * Prominence of a city for ranking: 1 for 1,000 inhabitants, about 5 for ten million. A distance
 * divided by it lets Paris outrank a village of the same name that happens to be nearer.
 */
export function prominence(population: number): number {
  return 1 + Math.log10(Math.max(population, 1000) / 1000);
}
