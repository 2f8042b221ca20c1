import { describe, expect, it } from 'vitest';
import { GAZETTEER } from './gazetteer-data.ts';

describe('the demo city gazetteer', () => {
  it('has unique, url-safe slugs (they are the stable part of placeIds)', () => {
    const slugs = GAZETTEER.map((entry) => entry.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('covers the sectors, landmarks and main roads of Islamabad and Rawalpindi', () => {
    expect(GAZETTEER.length).toBeGreaterThanOrEqual(80);
    const names = new Set(GAZETTEER.map((entry) => entry.name));
    for (const name of ['F-5', 'F-11', 'G-5', 'G-11', 'E-7', 'E-11', 'I-8', 'Blue Area', 'Faisal Mosque']) {
      expect(names).toContain(name);
    }
    expect(GAZETTEER.filter((entry) => entry.kind === 'road').every((road) => road.points.length >= 2)).toBe(
      true,
    );
  });

  it('keeps every point inside the Islamabad–Rawalpindi area', () => {
    for (const entry of GAZETTEER) {
      for (const [latitude, longitude] of entry.points) {
        expect(latitude, entry.slug).toBeGreaterThan(33.4);
        expect(latitude, entry.slug).toBeLessThan(33.85);
        expect(longitude, entry.slug).toBeGreaterThan(72.75);
        expect(longitude, entry.slug).toBeLessThan(73.3);
      }
    }
  });
});
