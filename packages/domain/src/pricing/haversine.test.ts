import { describe, expect, it } from 'vitest';
import { haversineKm } from './haversine.ts';

const islamabad = { latitude: 33.7001019, longitude: 72.9735978 };

describe('haversineKm', () => {
  it('is 0 for the same point', () => {
    expect(haversineKm(islamabad, islamabad)).toBe(0);
  });

  it('is one degree of arc (R = 6371 km) along a meridian', () => {
    const km = haversineKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 });
    expect(km).toBeCloseTo((6371 * Math.PI) / 180, 9);
  });

  it('is symmetric and matches a known city pair', () => {
    const lahore = { latitude: 31.5204, longitude: 74.3587 };
    const there = haversineKm(islamabad, lahore);
    expect(haversineKm(lahore, islamabad)).toBeCloseTo(there, 9);
    expect(there).toBeGreaterThan(265);
    expect(there).toBeLessThan(275);
  });

  it('handles antipodal points without NaN', () => {
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      6371 * Math.PI,
      6,
    );
  });
});
