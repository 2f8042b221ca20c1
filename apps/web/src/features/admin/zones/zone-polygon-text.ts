import { validateZonePolygon } from '@food/domain';
import type { Polygon as LeafletPolygon, LatLng } from 'leaflet';

// The zone outline as text (the keyboard alternative to drawing, docs/admin.md "Zones") and as
// Leaflet's rings. GeoJSON order is [longitude, latitude] with closed rings; Leaflet's is
// [latitude, longitude] with open ones.

export type ZoneShape = { _id: string; title: string; isActive: boolean; polygon: number[][][] };

/** Six decimals: about 0.1 m, enough for a delivery area and short enough to read. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

export function formatPolygon(polygon: number[][][] | null): string {
  if (!polygon) return '';
  return `[\n${polygon.map((ring) => `  [\n${ring.map((p) => `    [${p.join(', ')}]`).join(',\n')}\n  ]`).join(',\n')}\n]`;
}

/** The text's polygon, or why it is not one (the server checks again and has the last word). */
export function parsePolygon(text: string): { polygon: number[][][] } | { error: 'json' | string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: 'json' };
  }
  const problem = validateZonePolygon(value);
  return problem ? { error: problem } : { polygon: value as number[][][] };
}

export function toLatLngRings(polygon: number[][][]): [number, number][][] {
  return polygon.map((ring) => ring.slice(0, -1).map(([lng, lat]) => [lat!, lng!] as [number, number]));
}

/** A Leaflet polygon's rings as GeoJSON coordinates, closed, rounded. */
export function toZonePolygon(layer: LeafletPolygon): number[][][] {
  const latlngs = layer.getLatLngs() as LatLng[][];
  return latlngs.map((ring) => {
    const positions = ring.map((point) => [round(point.lng), round(point.lat)]);
    return positions.length > 0 ? [...positions, positions[0]!] : positions;
  });
}
