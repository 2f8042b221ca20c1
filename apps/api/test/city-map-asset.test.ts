// The web's offline base map is generated from this API's gazetteer (scripts/city-map, docs/maps.md):
// the committed file must be exactly what the generator writes, and small enough for a phone.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildCityMap, fitSectorLattice, midpoint } from '../../../scripts/city-map/build-city-map.ts';
import { CITY_MAP_FILE, generateCityMap } from '../../../scripts/city-map/generate.ts';
import { NATURAL_SHAPES } from '../../../scripts/city-map/natural-shapes.ts';
import { GAZETTEER } from '../src/adapters/geocoding/gazetteer-data.ts';

const committed = () => readFileSync(CITY_MAP_FILE, 'utf8');

describe('the offline city map data', () => {
  it('is what the generator writes from the gazetteer (run `npm run map:data` after changing it)', () => {
    expect(committed() === generateCityMap(), 'city-map.json is stale: run npm run map:data').toBe(true);
  });

  it('weighs at most 50 KB gzipped', () => {
    expect(gzipSync(committed(), { level: 9 }).length).toBeLessThanOrEqual(50 * 1024);
  });

  it('draws every gazetteer road with a class, every sector as a block around its centre, and labels the rest', () => {
    const map = buildCityMap(GAZETTEER, NATURAL_SHAPES);
    const roads = GAZETTEER.filter((e) => e.kind === 'road');
    expect(map.roads.map((r) => r.name).sort()).toEqual(roads.map((r) => r.name).sort());
    expect(new Set(map.roads.map((r) => r.class))).toEqual(new Set(['motorway', 'trunk', 'primary']));
    expect(map.sectors).toHaveLength(GAZETTEER.filter((e) => e.kind === 'sector').length);
    for (const sector of map.sectors) {
      const lats = sector.ring.map((p) => p[0]);
      const lngs = sector.ring.map((p) => p[1]);
      expect(Math.min(...lats)).toBeLessThan(sector.label[0]);
      expect(Math.max(...lats)).toBeGreaterThan(sector.label[0]);
      expect(Math.min(...lngs)).toBeLessThan(sector.label[1]);
      expect(Math.max(...lngs)).toBeGreaterThan(sector.label[1]);
    }
    const labelled = new Set(map.labels.map((l) => l.name));
    for (const name of ['Islamabad', 'Rawalpindi', 'Margalla Hills', 'Faisal Mosque', 'Blue Area', 'Saddar'])
      expect(labelled).toContain(name);
  });

  it('finds the tilted sector grid: about 2 km per row and per column', () => {
    const { row, column } = fitSectorLattice(GAZETTEER.filter((e) => e.kind === 'sector'));
    const km = ([lat, lng]: readonly [number, number]) =>
      Math.hypot(lat * 111.32, lng * 111.32 * Math.cos((33.7 * Math.PI) / 180));
    expect(km(row)).toBeGreaterThan(1.5);
    expect(km(row)).toBeLessThan(3);
    expect(km(column)).toBeGreaterThan(1.5);
    expect(km(column)).toBeLessThan(3);
    // Neither axis runs due north or east: the grid is tilted.
    expect(Math.abs(row[1])).toBeGreaterThan(0.003);
  });

  it('writes a road name halfway along its course', () => {
    expect(
      midpoint([
        [0, 0],
        [0, 1],
        [0, 3],
      ]),
    ).toEqual([0, 1.5]);
  });
});
