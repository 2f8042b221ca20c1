import { brotliCompressSync, constants } from 'node:zlib';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  offerRestaurants,
  offers,
  restaurants,
  sectionRestaurants,
  sections,
} from '../src/db/schema/index.ts';
import { API_ANSWER_BROTLI_QUALITY } from '../src/http/compression.ts';
import { cloneRestaurants } from '../src/db/seed/clone-restaurants.ts';
import { DEMO_LOCATION, seedDemoData } from '../src/db/seed/index.ts';
import { createOffer } from './helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, type TestApp } from './helpers/test-server.ts';

// What a screen shows of every restaurant in range, not of one page (docs/restaurant-paging.md "Offers
// and sections", docs/maps.md "Home map"): the home map's pins and total, and the carousels' members,
// on the demo city and on the same city cloned to about 10,000 restaurants in range, where both stay
// bounded.

const NOW = new Date('2025-06-04T12:00:00Z');
const AT = `latitude: ${DEMO_LOCATION.latitude}, longitude: ${DEMO_LOCATION.longitude}`;

const PINS = /* GraphQL */ `
  query Pins {
    nearByRestaurantPins(${AT}) {
      totalCount
      pins { _id name image slug location { coordinates } }
    }
  }
`;
type Pins = {
  nearByRestaurantPins: {
    totalCount: number;
    pins: { _id: string; name: string; slug: string; location: { coordinates: number[] } }[];
  };
};

const LIST = /* GraphQL */ `
  query List($first: Int, $after: String, $search: String) {
    nearByRestaurants(${AT}, first: $first, after: $after, search: $search) {
      offers { _id name restaurants }
      sections { _id name restaurants }
      restaurants { _id }
      totalCount
      pageInfo { hasNextPage endCursor }
    }
  }
`;
const CAROUSEL_CARDS = /* GraphQL */ `
  query CarouselCards {
    nearByCarouselRestaurants(${AT}) { _id name distance }
  }
`;
type CarouselCards = { nearByCarouselRestaurants: { _id: string; name: string; distance: number }[] };
type Grouped = { _id: string; name: string; restaurants: string[] };
type List = {
  nearByRestaurants: {
    offers: Grouped[];
    sections: Grouped[];
    restaurants: { _id: string }[];
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

let database: TestDatabase;
let api: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData({ db: database.db, now: NOW });
  api = await createTestApp({ db: database.db, now: NOW });
}, 120_000);
afterAll(async () => {
  await api?.app.close();
  await database?.close();
});

async function ask<T>(query: string, variables: Record<string, unknown> = {}) {
  const response = await api.gql<T>(query, variables);
  expect(response.errors).toBeUndefined();
  return response.data!;
}

/** Every restaurant in range, nearest first, read page by page. */
async function everyRestaurantInRange(): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  for (let guard = 0; guard < 200; guard++) {
    const { nearByRestaurants: page }: List = await ask<List>(LIST, { first: 100, after });
    ids.push(...page.restaurants.map((restaurant) => restaurant._id));
    if (!page.pageInfo.hasNextPage) return ids;
    after = page.pageInfo.endCursor;
  }
  throw new Error('paging did not end');
}

/** Active offers and sections with their members in display order, read with SQL. */
async function groupingsInSql(): Promise<{ offers: Grouped[]; sections: Grouped[] }> {
  const db = database.db;
  const collect = (rows: { id: string; name: string; restaurantId: string }[]) => {
    const byId = new Map<string, Grouped>();
    for (const row of rows) {
      const grouping = byId.get(row.id) ?? { _id: row.id, name: row.name, restaurants: [] };
      grouping.restaurants.push(row.restaurantId);
      byId.set(row.id, grouping);
    }
    return [...byId.values()];
  };
  const offerRows = await db
    .select({ id: offers.id, name: offers.name, restaurantId: offerRestaurants.restaurantId })
    .from(offers)
    .innerJoin(offerRestaurants, eq(offerRestaurants.offerId, offers.id))
    .where(eq(offers.isActive, true))
    .orderBy(offers.position, offers.id, offerRestaurants.position, offerRestaurants.restaurantId);
  const sectionRows = await db
    .select({ id: sections.id, name: sections.name, restaurantId: sectionRestaurants.restaurantId })
    .from(sections)
    .innerJoin(sectionRestaurants, eq(sectionRestaurants.sectionId, sections.id))
    .where(eq(sections.isActive, true))
    .orderBy(sections.position, sections.id, sectionRestaurants.position, sectionRestaurants.restaurantId);
  return { offers: collect(offerRows), sections: collect(sectionRows) };
}

describe('the demo city', () => {
  it('the home map gets a pin for every restaurant in range, and the real total', async () => {
    const inRange = await everyRestaurantInRange();
    expect(inRange.length).toBeGreaterThan(60);
    const { nearByRestaurantPins } = await ask<Pins>(PINS);
    expect(nearByRestaurantPins.totalCount).toBe(inRange.length);
    expect(nearByRestaurantPins.pins.map((pin) => pin._id)).toEqual(inRange);
    expect(nearByRestaurantPins.pins[0]).toMatchObject({
      name: expect.any(String),
      slug: expect.any(String),
      location: { coordinates: [expect.any(Number), expect.any(Number)] },
    });
  });

  it('a first page of 12 lists every member in range of each offer and section, with their cards', async () => {
    const inRange = new Set(await everyRestaurantInRange());
    const sqlGroupings = await groupingsInSql();
    const inRangeOnly = (list: Grouped[]) =>
      list
        .map((grouping) => ({
          ...grouping,
          restaurants: grouping.restaurants.filter((id) => inRange.has(id)),
        }))
        .filter((grouping) => grouping.restaurants.length > 0);

    const { nearByRestaurants: first } = await ask<List>(LIST, { first: 12 });
    expect(first.offers).toEqual(inRangeOnly(sqlGroupings.offers));
    expect(first.sections).toEqual(inRangeOnly(sqlGroupings.sections));
    // The demo's carousels: more than the first page holds, seven of them, some of five and more.
    expect(first.offers.length + first.sections.length).toBe(7);
    expect(Math.max(...first.sections.map((section) => section.restaurants.length))).toBeGreaterThanOrEqual(
      5,
    );
    const pageIds = new Set(first.restaurants.map((restaurant) => restaurant._id));
    const members = [...first.offers, ...first.sections].flatMap((grouping) => grouping.restaurants);
    expect(members.some((id) => !pageIds.has(id))).toBe(true);
    // Each member's card comes once, with its distance.
    const { nearByCarouselRestaurants: cards } = await ask<CarouselCards>(CAROUSEL_CARDS);
    const grouped = cards.map((restaurant) => restaurant._id);
    expect(new Set(grouped).size).toBe(grouped.length);
    expect(new Set(grouped)).toEqual(new Set(members));
    expect(cards.every((restaurant) => restaurant.distance >= 0)).toBe(true);

    // The same carousels with a search, none on a later page.
    const searched = (await ask<List>(LIST, { first: 12, search: 'a' })).nearByRestaurants;
    expect(searched.offers).toEqual(first.offers);
    const second = (await ask<List>(LIST, { first: 12, after: first.pageInfo.endCursor })).nearByRestaurants;
    expect(second).toMatchObject({ offers: [], sections: [] });
  });
});

describe('a city of 10,000 restaurants in range', () => {
  let inRangeCount = 0;
  beforeAll(async () => {
    await cloneRestaurants(database.db, { copies: 160 });
    // An offer naming a thousand clones, in range.
    const clones = await database.db
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(like(restaurants.slug, '%-clone-%'))
      .orderBy(restaurants.slug)
      .limit(1000);
    const ids = clones.map((row) => row.id);
    await createOffer(database.db, { name: 'Everyone', tag: 'big', position: -1 }, ids);
    await api.app.catalog.changed({ all: true });
    inRangeCount = (await ask<List>(LIST, { first: 1 })).nearByRestaurants.totalCount;
  }, 240_000);

  it('the home map gets at most 300 pins, the nearest, and the real total, in a bounded answer', async () => {
    expect(inRangeCount).toBeGreaterThan(9_000);
    const { nearByRestaurantPins } = await ask<Pins>(PINS);
    expect(nearByRestaurantPins.totalCount).toBe(inRangeCount);
    expect(nearByRestaurantPins.pins).toHaveLength(300);
    const nearest = (await ask<List>(LIST, { first: 100 })).nearByRestaurants.restaurants;
    expect(nearByRestaurantPins.pins.slice(0, 100).map((pin) => pin._id)).toEqual(nearest.map((r) => r._id));
    // The answer as the wire carries it (brotli at the API's quality for answers,
    // docs/api-performance.md) stays well within the home page's budget (docs/benchmarks.md):
    // about 66 KB decoded, 12 KB sent.
    const answer = JSON.stringify({ data: { nearByRestaurantPins } });
    const quality = { [constants.BROTLI_PARAM_QUALITY]: API_ANSWER_BROTLI_QUALITY };
    const bytes = brotliCompressSync(answer, { params: quality }).length;
    expect(bytes).toBeLessThan(20_000);
  });

  it('each offer and section lists at most 12 restaurants, and their cards stay bounded', async () => {
    const { nearByRestaurants: first } = await ask<List>(LIST, { first: 12 });
    const groupings = [...first.offers, ...first.sections];
    expect(first.offers[0]).toMatchObject({ name: 'Everyone' });
    expect(first.offers[0]!.restaurants).toHaveLength(12);
    expect(groupings.every((grouping) => grouping.restaurants.length <= 12)).toBe(true);
    expect(first.offers.length).toBeLessThanOrEqual(10);
    expect(first.sections.length).toBeLessThanOrEqual(10);
    const { nearByCarouselRestaurants: cards } = await ask<CarouselCards>(CAROUSEL_CARDS);
    expect(cards.length).toBeLessThanOrEqual(20 * 12);
  });
});
