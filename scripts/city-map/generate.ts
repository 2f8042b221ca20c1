// Writes the offline base map's data file from the API's gazetteer (docs/maps.md "Map data").
//   npm run map:data
// Run it after changing the gazetteer or the natural shapes, and commit the result: a test fails while
// the committed file differs from what this writes.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { GAZETTEER } from '../../apps/api/src/adapters/geocoding/gazetteer-data.ts';
import { buildCityMap, serializeCityMap } from './build-city-map.ts';
import { NATURAL_SHAPES } from './natural-shapes.ts';

export const CITY_MAP_FILE = path.resolve(
  import.meta.dirname,
  '../../apps/web/src/components/map/generated/city-map.json',
);

export const generateCityMap = () => serializeCityMap(buildCityMap(GAZETTEER, NATURAL_SHAPES));

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const text = generateCityMap();
  writeFileSync(CITY_MAP_FILE, text);
  console.log(`${path.relative(process.cwd(), CITY_MAP_FILE)}: ${text.length} bytes`);
}
