import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../src/db/schema/index.ts';
import { createTrustedDocuments, WEB_DOCUMENTS_PATH } from '../src/graphql/trusted-documents.ts';
import { nearbyDocumentShape } from '../src/modules/restaurants/nearby-answer-inputs.ts';
import {
  ORIGIN,
  createConfiguration,
  createOffer,
  createRestaurant,
  createSection,
  createOpeningTimes,
  createUser,
  EVERY_DAY,
} from './helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import {
  createTestApp,
  injectRegistered,
  sessionTokenFor,
  testConfig,
  type TestApp,
} from './helpers/test-server.ts';

// The list's first page in the answer cache (docs/api-performance.md "Answer cache"): keyed by the
// restaurants a point's page and carousels show rather than by the point, so two points with the same
// page share one answer. Every anonymous answer must equal the one worked out for that very point (a
// signed-in request, which the cache never serves), and a document that asks for anything measured
// from the point is never kept.

const WEB: Record<string, string> = JSON.parse(readFileSync(WEB_DOCUMENTS_PATH, 'utf8'));
const [LIST_HASH, LIST] = Object.entries(WEB).find(([, text]) =>
  text.startsWith('query NearByRestaurants('),
)!;
/** The web's document with each card's distance too: its answers depend on the exact point. */
const WITH_DISTANCE = LIST.replace(/deliveryTime/g, 'deliveryTime distance');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);
const REGISTERED = { ...WEB, [sha256(WITH_DISTANCE)]: WITH_DISTANCE };

const METRICS_TOKEN = 'nearby-answer-cache-metrics';
const clock = new Date('2025-06-04T08:00:00Z');

type Point = { latitude: number; longitude: number };
type ListAnswer = {
  data?: {
    nearByRestaurants: {
      restaurants: { _id: string }[];
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
      offers: { _id: string; restaurants: string[] }[];
    };
    nearByCarouselRestaurants: { _id: string }[];
  };
  errors?: { message: string; extensions?: { code?: string } }[];
};

let database: TestDatabase;
let api: TestApp;
let app: FastifyInstance;
let token: string;
let delisted = '';

/** A fixed sequence of points within about 2.5 km of the origin. */
function points(count: number): Point[] {
  let seed = 7;
  const next = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  return Array.from({ length: count }, () => ({
    latitude: ORIGIN.latitude + (next() - 0.5) * 0.045,
    longitude: ORIGIN.longitude + (next() - 0.5) * 0.054,
  }));
}

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await createConfiguration(db);
  const ids: string[] = [];
  for (const [i, at] of points(24).entries()) {
    // Some deliver only nearby, so which carousel members reach a point changes across the town.
    const row = await createRestaurant(db, { name: `Place ${i}`, ...at, deliveryRadiusKm: i % 3 ? 15 : 1.5 });
    ids.push(row.id);
  }
  await createOffer(db, { name: 'Free delivery' }, ids.slice(0, 9));
  await createSection(db, { name: 'Popular' }, ids.slice(6, 18));
  const user = await createUser(db);
  token = await sessionTokenFor(user, { now: clock, ttlSeconds: 24 * 3600 });
  api = await createTestApp({
    db,
    config: testConfig({ demoMode: false, arbitraryDocuments: false, metricsToken: METRICS_TOKEN }),
    now: clock,
    trustedDocuments: createTrustedDocuments(() => REGISTERED),
  });
  app = api.app;
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const send = (hash: string, variables: Record<string, unknown>, signedIn = false) =>
  injectRegistered(app, {
    hash,
    operationName: 'NearByRestaurants',
    variables,
    token: signedIn ? token : undefined,
    acceptEncoding: 'gzip, deflate, br',
  });
const firstPage = (point: Point) => ({ ...point, after: null, search: null, carousels: true });
const answerOf = async (response: Awaited<ReturnType<typeof send>>) =>
  JSON.parse(
    (response.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(response.rawPayload)
      : response.rawPayload
    ).toString('utf8'),
  ) as ListAnswer;

/** How many NearByRestaurants operations were answered and how many were worked out, from /metrics. */
async function listMetrics() {
  const text = (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } }))
    .body;
  const value = (name: string) =>
    Number(
      text.match(new RegExp(`^${name}\\{operation="NearByRestaurants",type="query"\\} (\\d+)`, 'm'))?.[1] ??
        0,
    );
  return {
    answered: value('graphql_operations_total'),
    executed: value('graphql_operation_duration_seconds_count'),
  };
}

describe('the list first page in the answer cache', () => {
  it("takes the web's list document as point-free: a literal page size, carousels", () => {
    expect(nearbyDocumentShape(parse(LIST))).toEqual({ first: 12, carousels: true });
    expect(nearbyDocumentShape(parse(WITH_DISTANCE))).toBeNull();
    expect(nearbyDocumentShape(parse(LIST.replace('pageInfo {', 'totalCount pageInfo {')))).toBeNull();
    expect(nearbyDocumentShape(parse(LIST.replace('first: 12', 'first: $after')))).toBeNull();
  });

  it('gives every point the answer worked out for it, sharing one between points with the same page', async () => {
    await app.catalog.changed({ all: true });
    const spots = points(60);
    // Each point again 10 cm away: the same page and carousels, so the kept answer.
    const nudged = spots.map((p) => ({ latitude: p.latitude + 1e-6, longitude: p.longitude }));
    // Until a page's restaurants have been read once, its answer is worked out and not kept.
    for (const point of spots) await send(LIST_HASH, firstPage(point));
    const anonymous = [];
    for (const point of spots) anonymous.push(await send(LIST_HASH, firstPage(point)));
    const before = await listMetrics();
    for (const point of nudged) anonymous.push(await send(LIST_HASH, firstPage(point)));
    const after = await listMetrics();
    expect(after.answered - before.answered).toBe(60);
    expect(after.executed - before.executed).toBe(0);

    for (const [i, point] of [...spots, ...nudged].entries()) {
      const own = await answerOf(await send(LIST_HASH, firstPage(point), true));
      expect(own.errors).toBeUndefined();
      expect(await answerOf(anonymous[i]!)).toEqual(own);
    }
    for (const [i] of spots.entries()) {
      expect(anonymous[60 + i]!.rawPayload.equals(anonymous[i]!.rawPayload)).toBe(true);
    }
    // The town is varied enough that the points do not all share one answer.
    const pages = new Set(anonymous.map((response) => response.rawPayload.toString('base64')));
    expect(pages.size).toBeGreaterThan(5);
  });

  it('tells apart points whose pages agree but whose carousels or next page do not', async () => {
    const db = database.db;
    // Two towns 40 km from the others. In each, restaurants share one spot, so near it they come in
    // the order of their ids wherever the point is; one more, 1.2 km north, reaches a point 100 m
    // north of the spot and not one 100 m south.
    const town = async (latitude: number, count: number) => {
      const spot = { latitude, longitude: ORIGIN.longitude };
      const ids: string[] = [];
      for (let i = 0; i < count; i++)
        ids.push((await createRestaurant(db, { name: `Spot ${i}`, ...spot })).id);
      const edge = await createRestaurant(db, {
        name: 'Up the road',
        latitude: latitude + 0.0108,
        longitude: ORIGIN.longitude,
        deliveryRadiusKm: 1.25,
      });
      const north = { latitude: latitude + 0.0009, longitude: ORIGIN.longitude };
      const south = { latitude: latitude - 0.0009, longitude: ORIGIN.longitude };
      return { ids, edge: edge.id, north, south };
    };
    // Thirteen at the spot: both pages show the same twelve and both have a next page, but the
    // restaurant up the road is in an offer, whose carousel only the north point shows.
    const offerTown = await town(ORIGIN.latitude + 0.36, 13);
    await createOffer(db, { name: 'Up north' }, [offerTown.edge, offerTown.ids[0]!]);
    // Twelve at the spot: the restaurant up the road is the north point's thirteenth, so only there
    // does a next page follow.
    const pagedTown = await town(ORIGIN.latitude - 0.36, 12);
    await app.catalog.changed({ all: true });

    for (const { north, south } of [offerTown, pagedTown]) {
      const fromNorth = await answerOf(await send(LIST_HASH, firstPage(north)));
      const fromSouth = await answerOf(await send(LIST_HASH, firstPage(south)));
      expect(fromNorth).toEqual(await answerOf(await send(LIST_HASH, firstPage(north), true)));
      expect(fromSouth).toEqual(await answerOf(await send(LIST_HASH, firstPage(south), true)));
      expect(fromSouth.data!.nearByRestaurants.restaurants).toEqual(
        fromNorth.data!.nearByRestaurants.restaurants,
      );
      expect(fromSouth).not.toEqual(fromNorth);
    }
  });

  it('keeps a page past the minute, and not past a restaurant on it closing', async () => {
    const spot = { latitude: ORIGIN.latitude + 0.72, longitude: ORIGIN.longitude };
    const dayShift = await createRestaurant(database.db, { name: 'Day shift', ...spot });
    // 09:00–17:00 in Karachi: 17:00 there is 12:00 UTC.
    await createOpeningTimes(
      database.db,
      dayShift.id,
      EVERY_DAY.map((day) => [day, [9, 0], [17, 0]]),
    );
    await app.catalog.changed({ restaurantIds: [dayShift.id] });
    const isOpen = async (iso: string, signedIn = false) => {
      api.setNow(new Date(iso));
      const answer = await answerOf(await send(LIST_HASH, firstPage(spot), signedIn));
      return (answer.data!.nearByRestaurants.restaurants as unknown as { isOpen: boolean }[])[0]!.isOpen;
    };
    // The first reads the restaurant; the second is kept.
    await isOpen('2025-06-04T11:57:10Z');
    expect(await isOpen('2025-06-04T11:58:10Z')).toBe(true);
    const before = await listMetrics();
    expect(await isOpen('2025-06-04T11:59:59Z')).toBe(true);
    expect((await listMetrics()).executed).toBe(before.executed);
    expect(await isOpen('2025-06-04T12:00:00Z')).toBe(false);
    expect(await isOpen('2025-06-04T12:00:00Z', true)).toBe(false);
    api.setNow(clock);
  });

  it('never keeps an answer that measures from the point', async () => {
    const [point] = points(1);
    const near = { latitude: point!.latitude + 1e-6, longitude: point!.longitude };
    const hash = sha256(WITH_DISTANCE);
    const a = await answerOf(await send(hash, firstPage(point!)));
    const b = await answerOf(await send(hash, firstPage(near)));
    const distances = (answer: ListAnswer) =>
      (answer.data!.nearByRestaurants.restaurants as unknown as { distance: number }[]).map(
        (r) => r.distance,
      );
    expect(distances(a)).not.toEqual(distances(b));
  });

  it('pages on from a kept first page, and past a restaurant delisted since', async () => {
    const [point] = points(1);
    const walk = async (signedIn: boolean, delistAfterFirst = false) => {
      const seen: string[] = [];
      let variables: Record<string, unknown> = firstPage(point!);
      for (let guard = 0; guard < 10; guard++) {
        const answer = await answerOf(await send(LIST_HASH, variables, signedIn));
        expect(answer.errors).toBeUndefined();
        const page = answer.data!.nearByRestaurants;
        seen.push(...page.restaurants.map((r) => r._id));
        if (!page.pageInfo.hasNextPage) return seen;
        if (delistAfterFirst && guard === 0) {
          const last = page.restaurants.at(-1)!._id;
          await database.db.update(restaurants).set({ isActive: false }).where(eq(restaurants.id, last));
          await app.catalog.changed({ restaurantIds: [last] });
          delisted = last;
        }
        variables = { ...point!, after: page.pageInfo.endCursor, search: null, carousels: false };
      }
      throw new Error('paging did not end');
    };
    const anonymous = await walk(false);
    expect(anonymous).toEqual(await walk(true));
    expect(new Set(anonymous).size).toBe(anonymous.length);

    // The cursor names the twelfth restaurant, which leaves the index before page 2 is asked.
    const withDelisting = await walk(false, true);
    expect(withDelisting).toEqual(anonymous);
    await database.db.update(restaurants).set({ isActive: true }).where(eq(restaurants.id, delisted));
    await app.catalog.changed({ restaurantIds: [delisted] });
  });

  it('refuses a cursor of a page without a search for a search, which pages in SQL', async () => {
    const [point] = points(1);
    const first = await answerOf(await send(LIST_HASH, firstPage(point!)));
    const after = first.data!.nearByRestaurants.pageInfo.endCursor;
    const answer = await answerOf(
      await send(LIST_HASH, { ...point!, after, search: 'Place', carousels: false }),
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toMatch(/start again from the first page/);
  });
});
