// `npm run bench:position-index`: the nearby position index alone (docs/api-performance.md "Nearby in
// memory"), one process, no server: a first page of 13 and totalCount from 2,000 random points within
// 3 km of the demo location, with 62, 1,000 and 10,000 restaurants spread over 6 km around it (radii
// 5–10 km, so nearly all are in range). Each level is reported as a ratio to the 62-restaurant level of
// the same run; issue 12 wants the page's cost not to grow with the restaurants in range.
import { createPositionIndex } from '../apps/api/src/modules/catalog/position-index.ts';
import { DEFAULT_LOCATION } from './routes.ts';
import { loadAverage } from './lib/stats.ts';

const LEVELS = [62, 1_000, 10_000];
const POINTS = 2_000;

let seed = 7;
// A fixed pseudo-random sequence, so runs and levels compare the same layout.
const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
function around(km: number) {
  const distance = km * Math.sqrt(random());
  const bearing = 2 * Math.PI * random();
  const { latitude, longitude } = DEFAULT_LOCATION;
  return {
    latitude: latitude + (distance * Math.cos(bearing)) / 111.32,
    longitude: longitude + (distance * Math.sin(bearing)) / (111.32 * Math.cos((latitude * Math.PI) / 180)),
  };
}

console.log(`load average at the start: ${loadAverage()}`);
const baseline: Record<string, number> = {};
for (const level of LEVELS) {
  seed = 7;
  const positions = Array.from({ length: level }, (_, i) => ({
    id: `r${String(i).padStart(6, '0')}`,
    ...around(6),
    deliveryRadiusKm: 5 + 5 * random(),
  }));
  const points = Array.from({ length: POINTS }, () => around(3));
  const index = createPositionIndex(positions);
  const timings = {
    page: () => points.forEach((point) => index.page(point, { limit: 13, after: null })),
    count: () => points.forEach((point) => index.count(point)),
  };
  const row = [String(level).padStart(8)];
  for (const [name, run] of Object.entries(timings)) {
    run(); // warm-up
    const started = performance.now();
    run();
    const micros = ((performance.now() - started) * 1000) / POINTS;
    baseline[name] ??= micros;
    row.push(`${name} ${micros.toFixed(1).padStart(7)} µs (×${(micros / baseline[name]!).toFixed(2)})`);
  }
  console.log(row.join('   '));
}
console.log(`load average at the end: ${loadAverage()}`);
