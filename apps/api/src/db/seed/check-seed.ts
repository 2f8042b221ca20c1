// Seeds a scratch database and prints row counts, timings and the "nearby" count for DEMO_LOCATION.
//   npx tsx src/db/seed/check-seed.ts                      # in-memory PGlite
//   DATABASE_URL=postgres://... npx tsx src/db/seed/check-seed.ts   # an EMPTY PostgreSQL database
import { getTableName, sql, type SQL } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { migrate, openDatabase } from '../client.ts';
import * as schema from '../schema/index.ts';
import type { Db } from '../types.ts';
import { DEMO_LOCATION, DEMO_SLUGS, seedDemoData } from './index.ts';

// The server's own opening and migrations (PGlite with its extensions), so this measures what a start does.
async function open(): Promise<{ db: Db; close: () => Promise<void>; label: string }> {
  const url = process.env.DATABASE_URL;
  const handle = await openDatabase(url ? { databaseUrl: url } : { inMemory: true });
  await migrate(handle.db);
  return { db: handle.db, close: handle.close, label: url ? 'PostgreSQL' : 'PGlite (in memory)' };
}

// Both drivers return { rows }; the shared Db type leaves the raw result untyped.
const query = async <T>(db: Db, q: SQL) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

const started = performance.now();
const { db, close, label } = await open();
const migrated = performance.now();
await seedDemoData({ db, now: new Date() });
const seeded = performance.now();
await seedDemoData({ db, now: new Date() }); // second call must be a no-op
const again = performance.now();

console.log(
  `${label}: migrate ${(migrated - started).toFixed(0)} ms, seed ${(seeded - migrated).toFixed(0)} ms, re-seed (no-op) ${(again - seeded).toFixed(0)} ms`,
);
for (const table of Object.values(schema)) {
  if (!(table instanceof PgTable)) continue;
  const [row] = await query<{ n: number }>(db, sql`select count(*)::int as n from ${table}`);
  console.log(`  ${getTableName(table).padEnd(20)} ${row?.n}`);
}
const [nearby] = await query<{ n: number }>(
  db,
  sql`
  select count(*)::int as n from restaurants
  where earth_distance(ll_to_earth(latitude, longitude), ll_to_earth(${DEMO_LOCATION.latitude}, ${DEMO_LOCATION.longitude}))
        <= delivery_radius_km * 1000`,
);
console.log(`restaurants within their delivery radius of DEMO_LOCATION: ${nearby?.n}`);
const [distances] = await query(
  db,
  sql`
  select min(d)::numeric(6,2) as min_km, max(d)::numeric(6,2) as max_km from (
    select earth_distance(ll_to_earth(latitude, longitude), ll_to_earth(${DEMO_LOCATION.latitude}, ${DEMO_LOCATION.longitude})) / 1000 as d
    from restaurants where delivery_radius_km >= 15) t`,
);
console.log('distance range of nearby restaurants (km):', distances);
const far = await query(
  db,
  sql`
  select slug, round((earth_distance(ll_to_earth(latitude, longitude), ll_to_earth(${DEMO_LOCATION.latitude}, ${DEMO_LOCATION.longitude})) / 1000)::numeric, 1) as km,
         delivery_radius_km as radius
  from restaurants where delivery_radius_km < 15`,
);
console.log('far restaurants:', far);
console.log('DEMO_SLUGS:', DEMO_SLUGS);
await close();
