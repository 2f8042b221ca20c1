import { describe, expect, it } from 'vitest';
import { CLUSTER_MAX_ZOOM, type ClusterItem, clusterMarkers, ringOffsets } from './marker-clusters.ts';
import type { MapMarker } from './types.ts';

const restaurant = (id: string, latitude: number, longitude: number): MapMarker => ({
  id,
  position: { latitude, longitude },
  label: `Restaurant ${id}`,
  kind: 'restaurant',
  onClick: () => {},
});

// Five restaurants within 300 m of one market, one 20 km away, and the delivery location among them.
const market = [
  restaurant('a', 33.7207, 73.0562),
  restaurant('b', 33.7215, 73.0571),
  restaurant('c', 33.7199, 73.0551),
  restaurant('d', 33.7222, 73.0583),
  restaurant('e', 33.719, 73.059),
];
const far = restaurant('far', 33.6, 73.05);
const home: MapMarker = {
  id: 'home',
  position: { latitude: 33.72, longitude: 73.056 },
  label: 'Home',
  kind: 'home',
};
const all = [home, ...market, far];

const clusters = (items: ClusterItem[]) => items.filter((i) => i.type === 'cluster');
const singles = (items: ClusterItem[]) => items.flatMap((i) => (i.type === 'marker' ? [i.marker.id] : []));

describe('marker clusters', () => {
  it('merges the pins of one market at the home and pick-up zoom, keeping far ones and the home apart', () => {
    const items = clusterMarkers(all).at(10);
    expect(clusters(items)).toHaveLength(1);
    const [cluster] = clusters(items);
    expect(cluster?.type === 'cluster' && cluster.markers.map((m) => m.id)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
    expect(singles(items).sort()).toEqual(['far', 'home']);
  });

  it('accounts for every restaurant exactly once at every zoom', () => {
    const index = clusterMarkers(all);
    for (let zoom = 0; zoom <= 18; zoom++) {
      const items = index.at(zoom);
      const ids = items.flatMap((i) => (i.type === 'marker' ? [i.marker.id] : i.markers.map((m) => m.id)));
      expect(ids.sort(), `zoom ${zoom}`).toEqual(all.map((m) => m.id).sort());
    }
  });

  it('says at which zoom a cluster opens, and there its restaurants are separate pins or smaller clusters', () => {
    const index = clusterMarkers(all);
    const [cluster] = clusters(index.at(10));
    if (cluster?.type !== 'cluster') throw new Error('expected a cluster');
    expect(cluster.expansionZoom).toBeGreaterThan(10);
    expect(cluster.expansionZoom).toBeLessThanOrEqual(CLUSTER_MAX_ZOOM + 1);
    const opened = index.at(cluster.expansionZoom);
    const biggest = Math.max(
      1,
      ...clusters(opened).map((c) => (c.type === 'cluster' ? c.markers.length : 0)),
    );
    expect(biggest).toBeLessThan(cluster.markers.length);
  });

  it('draws every restaurant on its own from zoom 18', () => {
    expect(clusters(clusterMarkers(all).at(18))).toEqual([]);
  });

  it('keeps restaurants at one identical point in a cluster that cannot open by zooming', () => {
    const twins = [restaurant('x', 33.7, 73.05), restaurant('y', 33.7, 73.05)];
    const [cluster] = clusters(clusterMarkers(twins).at(CLUSTER_MAX_ZOOM));
    expect(cluster?.type === 'cluster' && cluster.expansionZoom).toBeGreaterThan(CLUSTER_MAX_ZOOM);
  });
});

describe('ring offsets', () => {
  it('sets pins around the centre at least a pin apart', () => {
    for (const count of [2, 5, 12]) {
      const ring = ringOffsets(count);
      expect(ring).toHaveLength(count);
      for (let i = 0; i < count; i++) {
        const a = ring[i]!;
        const b = ring[(i + 1) % count]!;
        expect(Math.hypot(a.x - b.x, a.y - b.y), `${count} pins`).toBeGreaterThanOrEqual(30);
        expect(Math.hypot(a.x, a.y)).toBeGreaterThanOrEqual(35);
      }
    }
  });
});
