import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, favourites, restaurants } from '../src/db/schema/index.ts';
import {
  ORIGIN,
  createConfiguration,
  createOffer,
  createRestaurant,
  createSection,
  createUser,
} from './helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, sessionTokenFor, type TestApp } from './helpers/test-server.ts';

// nearByRestaurants and userFavourite one bounded page at a time (docs/restaurant-paging.md).

const PAGE = /* GraphQL */ `
  query Page($first: Int, $after: String, $search: String) {
    nearByRestaurants(latitude: 33.7, longitude: 73.0, first: $first, after: $after, search: $search) {
      offers {
        _id
        restaurants
      }
      sections {
        _id
        restaurants
      }
      restaurants {
        _id
        name
        distance
      }
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`;

type Page = {
  nearByRestaurants: {
    offers: { _id: string; restaurants: string[] }[];
    sections: { _id: string; restaurants: string[] }[];
    restaurants: { _id: string; name: string; distance: number }[];
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

let database: TestDatabase;
let api: TestApp;
/** Every restaurant in range, in the expected order: distance, then id. */
let expected: { id: string; distanceIndex: number }[] = [];

// 15 positions 0.005° (about 0.56 km) apart, three restaurants on each, so equal distances must be
// ordered by id; one restaurant out of range and one delisted.
beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await createConfiguration(db);
  for (let step = 0; step < 15; step++) {
    for (let copy = 0; copy < 3; copy++) {
      const name = step === 4 && copy === 0 ? 'Pizza Palace' : `Place ${step}-${copy}`;
      const row = await createRestaurant(db, { name, latitude: ORIGIN.latitude + 0.005 * (step + 1) });
      expected.push({ id: row.id, distanceIndex: step });
    }
  }
  expected = expected.sort((a, b) => a.distanceIndex - b.distanceIndex || a.id.localeCompare(b.id));
  await createRestaurant(db, { name: 'Pizza Far', latitude: ORIGIN.latitude + 1 });
  await createRestaurant(db, { name: 'Pizza Closed', isActive: false });
  const biryani = expected[20]!.id;
  await db.insert(categories).values([
    { restaurantId: biryani, title: 'Biryani & Karahi' },
    { restaurantId: expected[30]!.id, title: '100% Halal' },
  ]);
  api = await createTestApp({ db });
});
afterAll(async () => {
  await api.app.close();
  await database.close();
});

async function page(variables: Record<string, unknown>) {
  const response = await api.gql<Page>(PAGE, variables);
  expect(response.errors).toBeUndefined();
  return response.data!.nearByRestaurants;
}

async function walk(first: number, variables: Record<string, unknown> = {}, beforeNext = async () => {}) {
  const seen: string[] = [];
  let after: string | null = null;
  for (let guard = 0; guard < 100; guard++) {
    const current = await page({ ...variables, first, after });
    seen.push(...current.restaurants.map((r) => r._id));
    if (!current.pageInfo.hasNextPage) return seen;
    after = current.pageInfo.endCursor;
    await beforeNext();
  }
  throw new Error('paging did not end');
}

describe('nearByRestaurants paging', () => {
  it('answers 30 restaurants by default with the total and a cursor', async () => {
    const first = await page({});
    expect(first.restaurants).toHaveLength(30);
    expect(first.totalCount).toBe(45);
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(first.restaurants.map((r) => r._id)).toEqual(expected.slice(0, 30).map((r) => r.id));
  });

  it('walks every restaurant once, in distance-then-id order, across pages of 7', async () => {
    const seen = await walk(7);
    expect(seen).toEqual(expected.map((r) => r.id));
  });

  it('the last page says there is no next page', async () => {
    const first = await page({ first: 40 });
    const last = await page({ first: 40, after: first.pageInfo.endCursor });
    expect(last.restaurants).toHaveLength(5);
    expect(last.pageInfo.hasNextPage).toBe(false);
    const none = await page({ first: 40, after: last.pageInfo.endCursor });
    expect(none).toMatchObject({ restaurants: [], pageInfo: { hasNextPage: false, endCursor: null } });
  });

  it('fills offers and sections on the first page only, at most 10, with every member in range', async () => {
    const db = database.db;
    const onFirstPage = expected[0]!.id;
    const onSecondPage = expected[12]!.id;
    for (let position = 0; position < 12; position++)
      await createOffer(db, { name: `Offer ${position}`, position }, [onSecondPage, onFirstPage]);
    await createSection(db, { name: 'Later only' }, [onSecondPage]);
    // Written with SQL behind the API's back: announce it, as the console does (docs/api-performance.md).
    await api.app.catalog.changed({ groupings: true });
    const first = await page({ first: 10 });
    expect(first.offers).toHaveLength(10);
    expect(
      first.offers.every((offer) => offer.restaurants.join() === [onSecondPage, onFirstPage].join()),
    ).toBe(true);
    expect(first.sections).toEqual([{ _id: expect.any(String), restaurants: [onSecondPage] }]);
    const second = await page({ first: 10, after: first.pageInfo.endCursor });
    expect(second.restaurants.map((r) => r._id)).toContain(onSecondPage);
    expect(second).toMatchObject({ offers: [], sections: [] });
  });
});

describe('nearByRestaurants search', () => {
  it('matches the name in any case, with the total over all pages', async () => {
    const result = await page({ search: '  pIZZa ' });
    expect(result.restaurants.map((r) => r.name)).toEqual(['Pizza Palace']);
    expect(result.totalCount).toBe(1);
  });

  it('matches any category title', async () => {
    const result = await page({ search: 'karahi' });
    expect(result.restaurants.map((r) => r._id)).toEqual([expected[20]!.id]);
  });

  it("treats LIKE's wildcards as plain text", async () => {
    expect((await page({ search: '100%' })).restaurants.map((r) => r._id)).toEqual([expected[30]!.id]);
    expect((await page({ search: '_' })).totalCount).toBe(0);
  });

  it('pages through the matches; a blank search is no search', async () => {
    const matches = await walk(4, { search: 'place 1' });
    // "Place 1-x" and "Place 10-x" .. "Place 14-x": 18 names.
    expect(matches).toHaveLength(18);
    expect(new Set(matches).size).toBe(18);
    expect((await page({ search: '   ' })).totalCount).toBe(45);
  });
});

describe('nearByRestaurants while restaurants appear', () => {
  it('continues after the cursor with no duplicates or gaps', async () => {
    const db = database.db;
    const before = new Set(expected.map((r) => r.id));
    const added: string[] = [];
    let step = 0;
    const seen = await walk(10, {}, async () => {
      // One nearer than every cursor (already passed) and one beyond every restaurant, per page.
      step += 1;
      const near = await createRestaurant(db, { name: `New near ${step}` });
      const far = await createRestaurant(db, { name: `New far ${step}`, latitude: 33.7 + 0.1 });
      added.push(near.id, far.id);
      // Written in SQL, so announced as the restaurant console would (docs/api-performance.md).
      await api.app.catalog.changed({ restaurantIds: [near.id, far.id] });
    });
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.slice(0, 45)).toEqual(expected.map((r) => r.id));
    const appended = seen.slice(45);
    expect(appended.length).toBeGreaterThan(0);
    expect(appended.every((id) => !before.has(id) && added.includes(id))).toBe(true);
    const total = (await page({ first: 1 })).totalCount;
    expect(total).toBe(45 + added.length);
  });

  it('takes a restaurant that appears or is re-listed between pages into its place among the unread ones', async () => {
    const db = database.db;
    const at = (step: number) => ({ latitude: ORIGIN.latitude + 0.005 * (step + 1) });
    // Delisted for now, among the restaurants of step 7.
    const relisted = await createRestaurant(db, { name: 'Back again', isActive: false, ...at(7) });
    const before = await walk(50);
    let tie = '';
    let behind = '';
    let turns = 0;
    const seen = await walk(15, {}, async () => {
      if (turns++ > 0) return;
      // After page 1: one at the very position of three existing restaurants (step 10, ordered among
      // them by id), the delisted one listed again, and one nearer than the cursor (never shown).
      tie = (await createRestaurant(db, { name: 'Same spot', ...at(10) })).id;
      await db.update(restaurants).set({ isActive: true }).where(eq(restaurants.id, relisted.id));
      behind = (await createRestaurant(db, { name: 'Behind the cursor' })).id;
      // Written in SQL, so announced as the restaurant console would (docs/api-performance.md).
      await api.app.catalog.changed({ restaurantIds: [tie, relisted.id, behind] });
    });
    const after = await walk(50);

    expect(new Set(seen).size).toBe(seen.length);
    // Page 1 ended beyond the origin, so "Behind the cursor" (at the origin) sorts before it.
    expect(after.indexOf(behind)).toBeLessThan(after.indexOf(seen[14]!));
    // Every restaurant that existed is there once, in its order; the two new ones are in the places
    // a fresh walk gives them; the one behind the cursor is not shown.
    expect(seen.filter((id) => before.includes(id))).toEqual(before);
    expect(seen).toEqual(after.filter((id) => id !== behind));
    expect(seen).toEqual(expect.arrayContaining([tie, relisted.id]));
  });
});

describe('nearByRestaurants bad arguments', () => {
  const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const cases: [string, Record<string, unknown>, string][] = [
    ['first 0', { first: 0 }, 'first must be between 1 and 100.'],
    ['first 101', { first: 101 }, 'first must be between 1 and 100.'],
    ['first negative', { first: -5 }, 'first must be between 1 and 100.'],
    ['a cursor that is not one', { after: 'nonsense!' }, 'The after cursor is not valid'],
    ['a cursor of the wrong shape', { after: cursorOf({ d: 1 }) }, 'The after cursor is not valid'],
    ['a cursor with a bad id', { after: cursorOf([12.5, 'x']) }, 'The after cursor is not valid'],
    ['a search over 100 characters', { search: 'a'.repeat(101) }, 'Search must be at most 100'],
  ];
  it.each(cases)('%s gives BAD_USER_INPUT', async (_name, variables, message) => {
    const response = await api.gql(PAGE, variables);
    expect(response.status).toBe(200);
    expect(response.data).toBeNull();
    expect(response.errors).toEqual([
      expect.objectContaining({
        message: expect.stringContaining(message),
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
      }),
    ]);
    expect(response.body).not.toMatch(/stack|postgres/i);
  });
});

const FAVOURITES = /* GraphQL */ `
  query Favourites($first: Int, $after: String) {
    userFavourite(first: $first, after: $after) {
      _id
    }
  }
`;

describe('userFavourite paging', () => {
  it('pages newest first by the last id; a foreign id is refused', async () => {
    const db = database.db;
    const user = await createUser(db);
    const token = await sessionTokenFor(user, { now: new Date('2025-06-04T12:00:00Z') });
    const ids = expected.slice(0, 35).map((r) => r.id);
    // Two favourites share a timestamp, so the id breaks the tie.
    await db.insert(favourites).values(
      ids.map((restaurantId, index) => ({
        userId: user.id,
        restaurantId,
        createdAt: new Date(Date.UTC(2025, 0, 1, 0, Math.min(index, 33))),
      })),
    );
    const newestFirst = [...ids].sort((a, b) => {
      const ia = Math.min(ids.indexOf(a), 33);
      const ib = Math.min(ids.indexOf(b), 33);
      return ib - ia || b.localeCompare(a);
    });
    const get = async (variables: Record<string, unknown>) => {
      const response = await api.gql<{ userFavourite: { _id: string }[] }>(FAVOURITES, variables, { token });
      return response;
    };
    const first = (await get({})).data!.userFavourite.map((r) => r._id);
    expect(first).toEqual(newestFirst.slice(0, 30));
    const second = (await get({ first: 30, after: first.at(-1) })).data!.userFavourite.map((r) => r._id);
    expect(second).toEqual(newestFirst.slice(30));

    const foreign = await get({ after: expected[40]!.id });
    expect(foreign.errors?.[0]).toMatchObject({
      message: 'after must be the id of a restaurant in your favourites.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const tooMany = await get({ first: 500 });
    expect(tooMany.errors?.[0]?.message).toBe('first must be between 1 and 100.');
  });
});
