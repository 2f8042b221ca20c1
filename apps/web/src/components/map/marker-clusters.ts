import Supercluster from 'supercluster';
import type { LatLng, MapMarker } from './types.ts';

// Restaurant pins that would overlap are drawn as one numbered cluster; choosing it zooms in until its
// pins separate, or spreads them in a ring when no zoom can (docs/maps.md "Clusters"). Only imported by
// the map chunk, so supercluster never reaches a route's first load.

/** Pins closer than this many screen pixels are merged (a pin is 30 px wide, a cluster up to 48). */
export const CLUSTER_RADIUS_PX = 40;
/** Leaflet's tiles are 256 px, so measuring in 256ths of a tile makes the radius screen pixels. */
const TILE_EXTENT = 256;
/** The deepest zoom at which pins are still merged; the map zooms to 18, where every pin stands alone. */
export const CLUSTER_MAX_ZOOM = 17;

export type ClusterItem =
  | { type: 'marker'; marker: MapMarker }
  | { type: 'cluster'; id: number; position: LatLng; markers: MapMarker[]; expansionZoom: number };

type Props = { index: number };

export type MarkerClusters = {
  /** What to draw at `zoom`: markers that never cluster, single pins, and clusters. */
  at(zoom: number): ClusterItem[];
};

/** Restaurants cluster; the delivery location, the user and the rider are always drawn on their own. */
const clusters = (marker: MapMarker) => marker.kind === 'restaurant';

export function clusterMarkers(markers: readonly MapMarker[]): MarkerClusters {
  const alone = markers.filter((m) => !clusters(m));
  const grouped = markers.filter(clusters);
  const index = new Supercluster<Props, Props>({
    radius: CLUSTER_RADIUS_PX,
    extent: TILE_EXTENT,
    maxZoom: CLUSTER_MAX_ZOOM,
    minPoints: 2,
  });
  index.load(
    grouped.map((marker, i) => ({
      type: 'Feature',
      properties: { index: i },
      geometry: { type: 'Point', coordinates: [marker.position.longitude, marker.position.latitude] },
    })),
  );
  return {
    at(zoom) {
      const items: ClusterItem[] = alone.map((marker) => ({ type: 'marker', marker }));
      for (const feature of index.getClusters([-180, -85, 180, 85], Math.round(zoom))) {
        const [longitude = 0, latitude = 0] = feature.geometry.coordinates;
        const properties = feature.properties;
        if ('cluster' in properties && properties.cluster) {
          const id = properties.cluster_id;
          const members = index
            .getLeaves(id, Infinity)
            .map((leaf) => grouped[leaf.properties.index]!)
            // Stable order (by name) so the ring and the focus after zooming do not depend on the index.
            .sort((a, b) => a.label.localeCompare(b.label) || a.id.localeCompare(b.id));
          items.push({
            type: 'cluster',
            id,
            position: { latitude, longitude },
            markers: members,
            expansionZoom: index.getClusterExpansionZoom(id),
          });
        } else {
          items.push({ type: 'marker', marker: grouped[(properties as Props).index]! });
        }
      }
      return items;
    },
  };
}

/**
 * Pixel offsets that set `count` pins in a ring around their cluster, far enough apart that each can be
 * clicked (pins `spacing` px apart along the ring, at least `minRadius` px from the centre).
 */
export function ringOffsets(count: number, spacing = 36, minRadius = 36): { x: number; y: number }[] {
  const radius = Math.max(minRadius, (spacing * count) / (2 * Math.PI));
  return Array.from({ length: count }, (_, i) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / count;
    return { x: Math.round(radius * Math.cos(angle)), y: Math.round(radius * Math.sin(angle)) };
  });
}
