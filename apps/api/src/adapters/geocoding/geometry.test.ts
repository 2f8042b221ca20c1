import { describe, expect, it } from 'vitest';
import { distanceToPolylineKm, prominence } from './geometry.ts';

describe('distanceToPolylineKm', () => {
  const road = [
    [33.7, 73.0],
    [33.7, 73.1],
  ] as const;

  it('measures to the nearest point of a segment, not only its ends', () => {
    // 0.01° of latitude is about 1.1 km.
    expect(distanceToPolylineKm({ latitude: 33.71, longitude: 73.05 }, road)).toBeCloseTo(1.106, 2);
  });

  it('measures to the end beyond it, and to a single point', () => {
    const beyond = distanceToPolylineKm({ latitude: 33.7, longitude: 73.2 }, road);
    expect(beyond).toBeCloseTo(9.26, 1);
    expect(distanceToPolylineKm({ latitude: 33.7, longitude: 73.0 }, [[33.7, 73.0]])).toBe(0);
  });
});

describe('prominence', () => {
  it('grows with the logarithm of the population, from 1', () => {
    expect(prominence(0)).toBe(1);
    expect(prominence(1000)).toBe(1);
    expect(prominence(1_000_000)).toBeCloseTo(4);
  });
});
