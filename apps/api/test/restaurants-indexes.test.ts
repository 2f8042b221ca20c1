import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants, users } from '../src/db/schema/index.ts';
import { cloneRestaurants } from '../src/db/seed/clone-restaurants.ts';
import { DEMO_CUSTOMER, DEMO_LOCATION, seedDemoData } from '../src/db/seed/index.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, sessionTokenFor, type TestApp } from './helpers/test-server.ts';

// Every statement behind the hot queries uses an index at 10,000 restaurants in range
// (docs/restaurant-paging.md): the demo world cloned in SQL, the real GraphQL requests run, and each
// statement they issued EXPLAINed on the same database (PGlite, or PostgreSQL with DATABASE_URL).
// The list without a search is paged from the process's position index instead, read once.

const NOW = new Date('2025-06-04T12:00:00Z');
const LIST = /* GraphQL */ `
  query List($after: String, $search: String) {
    nearByRestaurants(latitude: ${DEMO_LOCATION.latitude}, longitude: ${DEMO_LOCATION.longitude}, after: $after, search: $search) {
      offers { _id restaurants }
      sections { _id restaurants }
      restaurants { _id name isOpen rating reviewData { total } categories { _id title } }
      totalCount
      pageInfo { hasNextPage endCursor }
    }
  }
`;
type List = {
  nearByRestaurants: { restaurants: { _id: string }[]; totalCount: number; pageInfo: { endCursor: string } };
};

// Tables that are large at this scale; a sequential scan of any of them is a missing index.
const LARGE = ['restaurants', 'categories', 'opening_times', 'favourites'];

let database: TestDatabase;
let api: TestApp;
let token: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await seedDemoData({ db, now: NOW });
  await cloneRestaurants(db, { copies: 160 });
  // 300 more users with 30 favourites each, so the favourites table is large too.
  await db.execute(sql`
    insert into users (name, email) select 'User ' || g, 'user' || g || '@example.com' from generate_series(1, 300) g`);
  await db.execute(sql`
    insert into favourites (user_id, restaurant_id, created_at)
    select u.id, r.id, now() - (r.n || ' minutes')::interval
    from users u cross join lateral (
      select id, row_number() over (order by id) as n from restaurants order by id limit 30) r
    on conflict do nothing`);
  await db.execute(sql`analyze`);
  const [demo] = await db.select().from(users).where(eq(users.email, DEMO_CUSTOMER.email));
  token = await sessionTokenFor(demo!, { now: NOW });
  api = await createTestApp({ db, now: NOW });
}, 240_000);
afterAll(async () => {
  await api?.app.close();
  await database?.close();
});

/** Runs the request, then EXPLAINs every statement it issued; returns the plans. */
async function plansOf(run: () => Promise<{ errors?: unknown }>) {
  database.queries.length = 0;
  const response = await run();
  expect(response.errors).toBeUndefined();
  const client = (database.db as unknown as { $client: Explainer }).$client;
  const plans: string[] = [];
  for (const query of database.queries) {
    const result = await client.query(`explain ${query.sql}`, query.params);
    plans.push(result.rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
  return plans;
}
type Explainer = { query(sql: string, params: unknown[]): Promise<{ rows: Record<string, string>[] }> };

function expectIndexedOnly(plans: string[]) {
  expect(plans.length).toBeGreaterThan(0);
  for (const plan of plans) {
    for (const table of LARGE) expect(plan, plan).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
  }
}

describe('hot queries at 10,000 restaurants in range', () => {
  it('has about 10,000 restaurants around the demo location', async () => {
    const { data } = await api.gql<List>(LIST, {});
    expect(data!.nearByRestaurants.totalCount).toBeGreaterThan(9_000);
    expect(data!.nearByRestaurants.restaurants).toHaveLength(30);
  });

  it('the first page, once warm, comes from the process position index without a statement', async () => {
    // docs/api-performance.md "Nearby in memory": positions are read once per process.
    await api.gql(LIST, {});
    database.queries.length = 0;
    const { data } = await api.gql<List>(LIST, {});
    expect(data!.nearByRestaurants.restaurants).toHaveLength(30);
    expect(database.queries).toEqual([]);
  });

  it('a later page reads only the rows and cards it has not seen', async () => {
    const first = await api.gql<List>(LIST, {});
    const after = first.data!.nearByRestaurants.pageInfo.endCursor;
    expectIndexedOnly(await plansOf(() => api.gql(LIST, { after })));
  });

  it('search reads the nearest matches through the spatial index', async () => {
    const plans = await plansOf(() => api.gql(LIST, { search: 'biryani' }));
    expectIndexedOnly(plans);
    const page = plans.find((plan) => plan.includes('restaurants_earth_idx') && plan.includes('Limit'));
    expect(page, plans.join('\n\n')).toBeDefined();
    // The largest delivery radius comes from its index, not a scan.
    expect(page).toMatch(/restaurants_delivery_radius_idx/);
  });

  it('a restaurant by slug', async () => {
    const [row] = await database.db.select({ slug: restaurants.slug }).from(restaurants).limit(1);
    const plans = await plansOf(() =>
      api.gql(`{ restaurant(slug: "${row!.slug}") { _id name categories { title foods { title } } } }`),
    );
    expectIndexedOnly(plans);
    expect(plans.join('\n')).toMatch(/restaurants_slug_idx/);
  });

  it("the user's favourites", async () => {
    const plans = await plansOf(() =>
      api.gql(`{ userFavourite { _id name isOpen categories { title } } }`, {}, { token }),
    );
    expectIndexedOnly(plans);
    expect(plans.join('\n')).toMatch(/favourites_user_newest_idx/);
  });
});
