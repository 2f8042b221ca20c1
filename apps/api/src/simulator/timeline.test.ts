import { describe, expect, it } from 'vitest';
import { nearestFirst } from './nearest-riders.ts';
import { legPoints, TIMELINE } from './timeline.ts';

describe('the rider’s path', () => {
  const restaurant = { latitude: 33.7, longitude: 73.0 };

  it('reports a position every 3 s and a short leg lasts at least a minute, ending exactly at the target', () => {
    const customer = { latitude: 33.701, longitude: 73.001 }; // ~150 m
    const { points, everyMs } = legPoints(restaurant, customer);
    expect(everyMs).toBe(TIMELINE.locationEveryMs);
    expect(points).toHaveLength(TIMELINE.legMinMs / TIMELINE.locationEveryMs);
    expect(points.at(-1)).toEqual(customer);
    // Monotonic progress along the segment.
    const latitudes = points.map((p) => p.latitude);
    expect([...latitudes].sort((a, b) => a - b)).toEqual(latitudes);
    expect(latitudes[0]).toBeGreaterThan(restaurant.latitude);
  });

  it('caps a long leg at a minute and a half', () => {
    const far = { latitude: 33.8, longitude: 73.1 }; // ~14 km: 34 min at 25 km/h
    const { points, everyMs } = legPoints(restaurant, far);
    expect(points.length * everyMs).toBe(TIMELINE.legMaxMs);
    expect(points.at(-1)).toEqual(far);
  });

  it('picks the nearest rider first; riders without a position last', () => {
    const riders = [
      { id: 'none', latitude: null, longitude: null },
      { id: 'far', latitude: 33.75, longitude: 73.0 },
      { id: 'near', latitude: 33.701, longitude: 73.0 },
    ];
    expect(nearestFirst(riders, restaurant).map((r) => r.id)).toEqual(['near', 'far', 'none']);
  });
});
