// `npm run bench:api -- --scale`: NearByRestaurants as the restaurant count grows (issue 12), on a
// throwaway PostgreSQL database created beside DATABASE_URL and dropped afterwards. The demo world is
// seeded by the server itself, then its restaurants are cloned in SQL (with their opening hours,
// categories and offer/section memberships) at random points spread over the demo city's own box, to
// 1,000 and 10,000. The server is restarted at each level, so no in-process cache holds older rows.
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import pg from 'pg';
import { DEFAULT_LOCATION } from '../routes.ts';
import { firstListPage } from './city.ts';
import { capture, load, requestBody } from './load.ts';
import { startServer } from './server.ts';
import { createThrowawayDatabase } from './throwaway-database.ts';
import { kb, loadAverage } from './stats.ts';
import { webOperation } from './web-documents.ts';

const LEVELS = [1_000, 10_000];
const SPREAD_KM = 6;
// Tables hanging off a restaurant that its card in the list reads; cloned with each restaurant.
const CHILD_TABLES = ['opening_times', 'categories', 'offer_restaurants', 'section_restaurants'];

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

async function cloneTo(client: pg.Client, target: number) {
  const { rows } = await client.query<{ n: string }>('select count(*) as n from restaurants');
  const need = target - Number(rows[0]!.n);
  if (need <= 0) return;
  await client.query('begin');
  // The originals are the seeded restaurants (the clones' slugs carry a -bench- suffix).
  await client.query(
    `create temp table bench_map on commit drop as
       with originals as (select id, row_number() over (order by slug) - 1 as n,
                                 count(*) over () as total from restaurants where slug not like '%-bench-%')
       select o.id as old_id, gen_random_uuid() as new_id, k
       from generate_series(0, $1::int - 1) as k join originals o on o.n = k % o.total`,
    [need],
  );
  await client.query(
    `create temp table bench_restaurants on commit drop as
       select r.*, m.new_id as bench_new_id, m.k as bench_k
       from restaurants r join bench_map m on r.id = m.old_id`,
  );
  // Spread uniformly over a disc of SPREAD_KM around the city's default location (the whole city), so
  // nearly all are in delivery range of the points the bench asks from (within CITY_RADIUS_KM of it).
  await client.query(
    `update bench_restaurants r
       set id = r.bench_new_id,
           slug = r.slug || '-bench-' || ($1::int + r.bench_k),
           latitude = $2::float8 + s.d * cos(s.b) / 111.32,
           longitude = $3::float8 + s.d * sin(s.b) / (111.32 * cos(radians($2::float8)))
       from (select bench_new_id, $4::float8 * sqrt(random()) as d, 2 * pi() * random() as b
             from bench_restaurants) as s
       where s.bench_new_id = r.bench_new_id`,
    [target, DEFAULT_LOCATION.latitude, DEFAULT_LOCATION.longitude, SPREAD_KM],
  );
  await client.query('alter table bench_restaurants drop column bench_new_id, drop column bench_k');
  await client.query('insert into restaurants select * from bench_restaurants');
  for (const table of CHILD_TABLES) {
    const columns = await client.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = $1 and table_schema = 'public'`,
      [table],
    );
    if (columns.rows.length === 0) continue; // not in this schema version
    const hasId = columns.rows.some((c) => c.column_name === 'id');
    await client.query(
      `create temp table bench_child on commit drop as
         select c.*, m.new_id as bench_new_id from ${table} c join bench_map m on c.restaurant_id = m.old_id`,
    );
    await client.query(
      `update bench_child set restaurant_id = bench_new_id${hasId ? ', id = gen_random_uuid()' : ''}`,
    );
    await client.query('alter table bench_child drop column bench_new_id');
    await client.query(`insert into ${table} select * from bench_child`);
    await client.query('drop table bench_child');
  }
  await client.query('commit');
  await client.query('analyze');
}

export async function runScale({
  port,
  seconds,
  connections,
}: {
  port: number;
  seconds: number;
  connections: number;
}) {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    throw new Error(
      '--scale needs DATABASE_URL (a PostgreSQL server where a throwaway database can be created)',
    );
  }
  const database = await createThrowawayDatabase(adminUrl, 'bench_scale');
  const client = new pg.Client({ connectionString: database.url });
  const operation = webOperation('NearByRestaurants');
  const rows: string[] = [];
  console.log(`load average at the start: ${loadAverage()}`);
  try {
    for (const level of [0, ...LEVELS]) {
      if (level > 0) await cloneTo(client, level);
      const server = await startServer({
        port,
        dataDir: '.data-bench-scale',
        // Outside demo mode (DATABASE_URL) the server seeds only when asked: the catalogue, no accounts.
        // The bench sends the documents' text, which a server outside demo mode runs only when asked.
        env: {
          DATABASE_URL: database.url,
          SEED: 'true',
          DISPATCHER: 'false',
          LOG_LEVEL: 'silent',
          GRAPHQL_ARBITRARY_DOCUMENTS: 'true',
        },
      });
      try {
        if (level === 0) await client.connect(); // the server has migrated and seeded it by now
        const total = Number(
          (await client.query<{ n: string }>('select count(*) as n from restaurants')).rows[0]!.n,
        );
        // One request alone (the machine otherwise idle for this server): its time, and its answer as
        // sent and decoded.
        const started = performance.now();
        const sample = await capture(
          server.origin,
          requestBody(operation, () => firstListPage()),
        );
        const alone = performance.now() - started;
        const encoded = Buffer.from(sample.body, 'base64');
        const decoded = decode(encoded, sample.headers['content-encoding']);
        const listed = (
          JSON.parse(decoded.toString('utf8')) as {
            data?: { nearByRestaurants?: { restaurants?: unknown[] } };
          }
        ).data?.nearByRestaurants?.restaurants?.length;
        const r = await load({
          url: `${server.origin}/graphql`,
          connections,
          seconds,
          body: () => requestBody(operation, () => firstListPage()),
        });
        const row =
          `${String(total).padStart(8)}${String(listed ?? '?').padStart(8)}${kb(decoded.length).padStart(11)}` +
          `${kb(encoded.length).padStart(11)}${`${alone.toFixed(0)} ms`.padStart(10)}${(r.requests ? `${r.p50.toFixed(0)} ms` : '–').padStart(10)}` +
          `${(r.requests ? `${r.p95.toFixed(0)} ms` : '–').padStart(10)}${r.perSecond.toFixed(1).padStart(9)}` +
          `${String(r.requests).padStart(10)}${String(r.failures).padStart(8)}`;
        rows.push(row);
        console.log(`${row}   (load ${loadAverage()})`);
      } finally {
        await server.stop();
      }
    }
  } finally {
    await client.end().catch(() => undefined);
    await database.drop();
  }
  console.log(`\nNearByRestaurants on PostgreSQL, ${connections} connections × ${seconds} s per level`);
  console.log(
    `${'in db'.padStart(8)}${'listed'.padStart(8)}${'answer KB'.padStart(11)}${'as sent KB'.padStart(11)}` +
      `${'alone'.padStart(10)}${'p50'.padStart(10)}${'p95'.padStart(10)}${'req/s'.padStart(9)}${'answered'.padStart(10)}${'failed'.padStart(8)}`,
  );
  for (const row of rows) console.log(row);
  console.log(`load average at the end: ${loadAverage()}`);
}
