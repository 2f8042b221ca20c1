import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../src/db/schema/index.ts';
import { cloneRestaurants } from '../src/db/seed/clone-restaurants.ts';
import { DEMO_LOCATION, seedDemoData } from '../src/db/seed/index.ts';
import type { CatalogCache } from '../src/modules/catalog/catalog-cache-interface.ts';
import { createCatalogCache } from '../src/modules/catalog/catalog-cache.ts';
import { createInProcessPubSub } from '../src/adapters/pubsub/in-process-pubsub.ts';
import {
  countRestaurantsNear,
  findRestaurantsNear,
  type NearbyQuery,
} from '../src/modules/restaurants/restaurants.repository.ts';
import { createRestaurant } from './helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';

// The in-memory nearby order must be the SQL statement's order (docs/api-performance.md "Nearby in
// memory", docs/restaurant-paging.md): same restaurants, same order, same cursor keys, same count,
// from points spread over a city with thousands of restaurants and a few far ones with wide radii.

let database: TestDatabase;
let catalog: CatalogCache;

// Deterministic points: a spiral out to about 40 km from the demo location.
const points: NearbyQuery[] = Array.from({ length: 40 }, (_, i) => ({
  latitude: DEMO_LOCATION.latitude + (i / 40) * 0.36 * Math.cos(i * 2.4),
  longitude: DEMO_LOCATION.longitude + (i / 40) * 0.36 * Math.sin(i * 2.4),
  search: null,
}));

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData({ db: database.db, now: new Date('2025-06-04T12:00:00Z') });
  await cloneRestaurants(database.db, { copies: 20, spreadDegrees: 0.1 });
  await createRestaurant(database.db, { latitude: 34.0, longitude: 73.2, deliveryRadiusKm: 60 });
  await createRestaurant(database.db, { latitude: 33.4, longitude: 72.7, deliveryRadiusKm: 45 });
  catalog = createCatalogCache({ db: database.db, pubsub: createInProcessPubSub() });
}, 120_000);
afterAll(async () => {
  catalog?.close();
  await database?.close();
});

async function expectSameAsSql(query: NearbyQuery, limit: number) {
  const index = await catalog.positions();
  const fromSql = await findRestaurantsNear(database.db, query, { limit, after: null });
  const fromIndex = index.page(query, { limit, after: null });
  expect(fromIndex.map((hit) => hit.id)).toEqual(fromSql.map((row) => row.id));
  fromIndex.forEach((hit, i) => {
    expect(hit.orderKey).toBeCloseTo(fromSql[i]!.orderKey, 6);
    expect(hit.meters / 1000).toBeCloseTo(fromSql[i]!.distanceKm, 6);
  });
  // The next page from each path's own last key, as its cursor carries it (keys may differ in the
  // last bit between the two paths' maths libraries, so cursors do not cross paths).
  const lastSql = fromSql.at(-1);
  const lastIndex = fromIndex.at(-1);
  if (lastSql && lastIndex) {
    const nextSql = await findRestaurantsNear(database.db, query, {
      limit,
      after: { orderKey: lastSql.orderKey, id: lastSql.id },
    });
    const nextIndex = index.page(query, { limit, after: { orderKey: lastIndex.orderKey, id: lastIndex.id } });
    expect(nextIndex.map((hit) => hit.id)).toEqual(nextSql.map((row) => row.id));
  }
  expect(index.count(query)).toBe(await countRestaurantsNear(database.db, query));
}

describe('the position index', () => {
  it('has the demo world and its clones in range of the demo location', async () => {
    expect((await catalog.positions()).count(DEMO_LOCATION)).toBeGreaterThan(1_000);
  });

  it.each(points.map((point, i) => [i, point] as const))(
    'pages like SQL from point %i',
    async (_i, point) => {
      await expectSameAsSql(point, 13);
    },
  );

  it('pages like SQL far from any restaurant (nothing or only the wide radii)', async () => {
    await expectSameAsSql({ latitude: 33.9, longitude: 73.1, search: null }, 13);
    await expectSameAsSql({ latitude: 10, longitude: -60, search: null }, 13);
  });

  it('follows announced changes: delisted, moved and new restaurants', async () => {
    const db = database.db;
    const query = { ...DEMO_LOCATION, search: null };
    const [nearest] = (await catalog.positions()).page(query, { limit: 1, after: null });
    const added = await createRestaurant(db, { latitude: 10.001, longitude: -60.001, deliveryRadiusKm: 5 });
    await db.update(restaurants).set({ isActive: false }).where(eq(restaurants.id, nearest!.id));
    const [clone] = await db
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(and(eq(restaurants.isActive, true), like(restaurants.slug, '%-clone-%')))
      .orderBy(restaurants.id)
      .limit(1);
    const [moved] = await db
      .update(restaurants)
      .set({ latitude: 10, longitude: -60 })
      .where(eq(restaurants.id, clone!.id))
      .returning({ id: restaurants.id });
    // Not announced yet: the index still has what it read.
    expect((await catalog.positions()).page(query, { limit: 1, after: null })[0]!.id).toBe(nearest!.id);
    await catalog.changed({ restaurantIds: [nearest!.id, moved!.id, added.id] });
    expect((await catalog.positions()).page(query, { limit: 1, after: null })[0]!.id).not.toBe(nearest!.id);
    const far = (await catalog.positions()).page(
      { latitude: 10, longitude: -60 },
      {
        limit: 5,
        after: null,
      },
    );
    expect(far.map((hit) => hit.id).sort()).toEqual([moved!.id, added.id].sort());
    await expectSameAsSql(query, 13);
    await expectSameAsSql({ latitude: 10, longitude: -60, search: null }, 13);
  });
});
