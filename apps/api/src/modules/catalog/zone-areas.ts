import { isInBounds, isInZone, zoneBounds, type ZoneBounds, type ZonePolygon } from '@food/domain';

// Delivery zones' areas in memory (docs/admin.md "Zones"): a restaurant in a zone with a polygon
// delivers only to points inside it (as well as within its radius). For one point the answer is one
// boolean per zone, so each query works out once which zones leave the point out; the position index
// and the SQL search then drop those zones' restaurants (docs/admin.md "Zones").

export type ZoneArea = { id: string; polygon: ZonePolygon };
export type ZoneAreas = {
  /** Zones with a polygon that does not hold the point (edges and vertices are inside). */
  excludedAt(point: { latitude: number; longitude: number }): ReadonlySet<string>;
};

const NONE: ReadonlySet<string> = new Set();

export const NO_ZONE_AREAS: ZoneAreas = { excludedAt: () => NONE };

export function createZoneAreas(rows: readonly ZoneArea[]): ZoneAreas {
  if (rows.length === 0) return NO_ZONE_AREAS;
  const areas: { id: string; polygon: ZonePolygon; bounds: ZoneBounds }[] = rows.map((row) => ({
    ...row,
    bounds: zoneBounds(row.polygon),
  }));
  // A request asks for one point several times (page, count, carousels): the last answer is kept.
  let last: { latitude: number; longitude: number; excluded: ReadonlySet<string> } | null = null;
  return {
    excludedAt(point) {
      if (last && last.latitude === point.latitude && last.longitude === point.longitude)
        return last.excluded;
      const excluded = new Set<string>();
      // The box first: most zones are far from the point and cost four comparisons.
      for (const area of areas)
        if (!isInBounds(point, area.bounds) || !isInZone(point, area.polygon)) excluded.add(area.id);
      last = { latitude: point.latitude, longitude: point.longitude, excluded };
      return excluded;
    },
  };
}
