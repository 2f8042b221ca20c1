import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foods } from '../src/db/schema/index.ts';
import { createTrustedDocuments } from '../src/graphql/trusted-documents.ts';
import { createAnswerCache } from '../src/http/answer-cache.ts';
import { toKeep } from '../src/http/graphql-route.ts';
import { buildServer } from '../src/server.ts';
import { EVERY_DAY, createMenu, createOpeningTimes } from './helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { injectRegistered, testConfig } from './helpers/test-server.ts';
import { createTrackingWorld, type TrackingWorld } from './helpers/tracking-factories.ts';

// The answer cache (docs/api-performance.md "Answer cache"): anonymous answers of the catalogue's
// registered documents are kept for the minute, dropped by any catalog change, never kept or served
// for a signed-in request, and bounded in bytes.

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

const RESTAURANT = `query Restaurant($id: String) {
  restaurant(id: $id) { _id isOpen categories { title foods { title } } }
}`;
/** Named like a cacheable operation but also asks who is signed in: must never be shared. */
const WITH_VIEWER = `query Restaurant($id: String) { restaurant(id: $id) { _id } profile { email } }`;
/** Over the compression threshold (1 KB): the same menu five times. */
const LARGE = `query Restaurant($id: String) { ${[1, 2, 3, 4, 5]
  .map(
    (n) =>
      `m${n}: restaurant(id: $id) { _id name isOpen categories { _id title foods { _id title description } } }`,
  )
  .join(' ')} }`;
const REGISTERED = Object.fromEntries([RESTAURANT, WITH_VIEWER, LARGE].map((text) => [sha256(text), text]));

type RestaurantAnswer = {
  data?: {
    restaurant: { isOpen: boolean; categories: { title: string; foods: { title: string }[] }[] };
    profile?: { email: string };
  };
  errors?: { extensions?: { code?: string } }[];
};

const METRICS_TOKEN = 'answer-cache-metrics-token';

let database: TestDatabase;
let world: TrackingWorld;
let app: FastifyInstance;
let menu: Awaited<ReturnType<typeof createMenu>>;
// 08:00 UTC is 13:00 in Karachi, inside 09:00–17:00 (17:00 there is 12:00 UTC).
let clock = new Date('2025-06-04T08:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  world = await createTrackingWorld(database.db);
  await createOpeningTimes(
    database.db,
    world.restaurant.id,
    EVERY_DAY.map((day) => [day, [9, 0], [17, 0]]),
  );
  menu = await createMenu(database.db, world.restaurant.id);
  app = await buildServer({
    config: testConfig({ demoMode: false, arbitraryDocuments: false, metricsToken: METRICS_TOKEN }),
    db: database.db,
    logger: false,
    refundSweep: false,
    now: () => clock,
    trustedDocuments: createTrustedDocuments(() => REGISTERED),
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function ask(text: string, token?: string): Promise<RestaurantAnswer> {
  const variables = { id: world.restaurant.id };
  return (
    await injectRegistered(app, { hash: sha256(text), operationName: 'Restaurant', variables, token })
  ).json();
}
const firstFood = (answer: RestaurantAnswer) => answer.data!.restaurant.categories[0]!.foods[0]!.title;

/** graphql_operations_total and the duration histogram's count for Restaurant, from /metrics. */
async function restaurantMetrics() {
  const text = (await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } }))
    .body;
  const value = (name: string) =>
    Number(text.match(new RegExp(`^${name}\\{operation="Restaurant",type="query"\\} (\\d+)`, 'm'))?.[1] ?? 0);
  return {
    operations: value('graphql_operations_total'),
    executed: value('graphql_operation_duration_seconds_count'),
  };
}

describe('the answer cache on /graphql', () => {
  it('answers a repeated anonymous question without running it again, and still counts it', async () => {
    const before = await restaurantMetrics();
    const first = await ask(RESTAURANT);
    expect(await ask(RESTAURANT)).toEqual(first);
    const after = await restaurantMetrics();
    expect(after.operations - before.operations).toBe(2);
    expect(after.executed - before.executed).toBe(1);
  });

  it('serves the same answer until a catalog change, then the changed menu', async () => {
    expect(firstFood(await ask(RESTAURANT))).toBe('Chicken Karahi');
    await database.db.update(foods).set({ title: 'Mutton Karahi' }).where(eq(foods.id, menu.karahi!.id));
    // Written but not announced: the process caches, and so the answers, still hold the old menu.
    expect(firstFood(await ask(RESTAURANT))).toBe('Chicken Karahi');
    await app.catalog.changed({ restaurantIds: [world.restaurant.id] });
    expect(firstFood(await ask(RESTAURANT))).toBe('Mutton Karahi');
    // A change to something else (the configuration) drops kept answers too.
    await database.db.update(foods).set({ title: 'Beef Karahi' }).where(eq(foods.id, menu.karahi!.id));
    await app.catalog.changed({ configuration: true });
    await app.catalog.changed({ restaurantIds: [world.restaurant.id] });
    expect(firstFood(await ask(RESTAURANT))).toBe('Beef Karahi');
  });

  it('sends a kept answer with the bytes and headers the compression plugin sent the first time', async () => {
    await app.catalog.changed({ restaurantIds: [world.restaurant.id] });
    const send = (token?: string) =>
      injectRegistered(app, {
        hash: sha256(LARGE),
        operationName: 'Restaurant',
        variables: { id: world.restaurant.id },
        token,
        acceptEncoding: 'gzip, deflate, br',
      });
    const first = await send();
    const second = await send();
    // Signed in: never kept, so Yoga answers and the plugin compresses, as for every other answer.
    const plugin = await send(world.customer.token);
    expect(plugin.headers['content-encoding']).toBe('br');
    const { date: _d1, 'x-request-id': _r1, ...firstHeaders } = first.headers;
    const { date: _d2, 'x-request-id': _r2, ...secondHeaders } = second.headers;
    const { date: _d3, 'x-request-id': _r3, ...pluginHeaders } = plugin.headers;
    expect(firstHeaders).toEqual(pluginHeaders);
    expect(secondHeaders).toEqual(pluginHeaders);
    expect(first.rawPayload.equals(plugin.rawPayload)).toBe(true);
    expect(second.rawPayload.equals(plugin.rawPayload)).toBe(true);
  });

  it('keeps an answer only for its minute: the restaurant closes at 17:00 on the next request', async () => {
    clock = new Date('2025-06-04T11:59:10Z');
    expect((await ask(RESTAURANT)).data!.restaurant.isOpen).toBe(true);
    clock = new Date('2025-06-04T11:59:59Z');
    expect((await ask(RESTAURANT)).data!.restaurant.isOpen).toBe(true);
    clock = new Date('2025-06-04T12:00:00Z');
    expect((await ask(RESTAURANT)).data!.restaurant.isOpen).toBe(false);
    clock = new Date('2025-06-04T08:00:00Z');
  });

  it('never keeps or serves a signed-in answer, nor an answer with errors', async () => {
    const customer = await ask(WITH_VIEWER, world.customer.token);
    expect(customer.data!.profile!.email).toBe(world.customer.user.email);
    const manager = await ask(WITH_VIEWER, world.manager.token);
    expect(manager.data!.profile!.email).toBe(world.manager.user.email);
    // Anonymous: the profile is refused, and that answer (with its error) is not kept either.
    for (let i = 0; i < 2; i++) {
      const anonymous = await ask(WITH_VIEWER);
      expect(anonymous.data?.profile).toBeFalsy();
      expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect((await ask(WITH_VIEWER, world.customer.token)).data!.profile!.email).toBe(
      world.customer.user.email,
    );
  });
});

describe('createAnswerCache', () => {
  const documents = {
    lookup: (hash: string) => (hash === 'menu' ? parse(RESTAURANT) : parse('query Other { a }')),
  };
  const request = (hash: string, headers: Record<string, string> = {}) =>
    ({
      method: 'POST',
      headers,
      body: { variables: { id: 'r1' }, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } },
    }) as never;
  const now = new Date('2025-06-04T08:00:00Z');

  it('keys only anonymous requests of listed operations, by minute', async () => {
    const cache = createAnswerCache({ documents });
    expect(await cache.keyOf(request('menu'), now)).not.toBeNull();
    expect(await cache.keyOf(request('other'), now)).toBeNull();
    expect(await cache.keyOf(request('menu', { authorization: 'Bearer x' }), now)).toBeNull();
    const idAt = async (at: Date) => (await cache.keyOf(request('menu'), at))!.id;
    expect(await idAt(new Date('2025-06-04T08:00:59Z'))).toBe(await idAt(now));
    expect(await idAt(new Date('2025-06-04T08:01:00Z'))).not.toBe(await idAt(now));
  });

  it('keys an operation with inputs by what they give at the time, and keeps nothing when they give null', async () => {
    const other = (variables: Record<string, unknown>) =>
      ({
        method: 'POST',
        headers: {},
        body: { variables, extensions: { persistedQuery: { version: 1, sha256Hash: 'other' } } },
      }) as never;
    const cache = createAnswerCache({
      documents,
      inputs: {
        // The sign of x, and whether the hour is even: what this answer depends on.
        Other: async (_document, variables, at) =>
          variables.x === 0 ? null : [Math.sign(Number(variables.x)), at.getUTCHours() % 2],
      },
    });
    const idOf = async (x: number, at = now) => (await cache.keyOf(other({ x }), at))?.id ?? null;
    expect(await idOf(2)).toBe(await idOf(5));
    expect(await idOf(-1)).not.toBe(await idOf(5));
    expect(await idOf(0)).toBeNull();
    // Not the minute: the inputs say what the time changes.
    expect(await idOf(2, new Date('2025-06-04T08:59:00Z'))).toBe(await idOf(5));
    expect(await idOf(2, new Date('2025-06-04T09:00:00Z'))).not.toBe(await idOf(5));
  });

  it('holds at most its byte budget, least recently used out first, and drops older generations', () => {
    const cache = createAnswerCache({ documents, maxBytes: 150 });
    // Counted at their size as kept: two of 60 bytes fit in 150.
    const answer = (generation: number) => ({
      headers: [],
      body: Buffer.alloc(60),
      encoding: 'identity' as const,
      generation,
    });
    const key = (id: string) => ({ id, ttl: 60_000 });
    cache.set(key('a'), answer(1));
    cache.set(key('b'), answer(1));
    cache.set(key('c'), answer(1));
    expect(cache.size).toBe(2);
    expect(cache.get(key('a'), 1)).toBeUndefined();
    expect(cache.get(key('c'), 1)).toBeDefined();
    expect(cache.get(key('b'), 2)).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('drops expired answers and those of an older generation within a minute of a write, not at its bound', () => {
    let clock = 1_000_000;
    const cache = createAnswerCache({ documents, clock: () => clock });
    const answer = (generation: number) => ({
      headers: [],
      body: Buffer.alloc(60),
      encoding: 'identity' as const,
      generation,
    });
    cache.set({ id: 'minute', ttl: 61_000 }, answer(1));
    cache.set({ id: 'inputs', ttl: 300_000 }, answer(1));
    clock += 62_000;
    cache.set({ id: 'next minute', ttl: 61_000 }, answer(1));
    expect(cache.size).toBe(2);
    // A catalog change: the answers worked out before it go with the next sweep.
    clock += 60_000;
    cache.set({ id: 'after the change', ttl: 300_000 }, answer(2));
    expect(cache.size).toBe(1);
  });

  it('keeps a compressed answer in memory of its own size, which is what the byte budget counts', () => {
    // A list page's worth of JSON: about 5 KB as brotli, in zlib's 16 KB output chunk before copying.
    const body = Buffer.from(
      JSON.stringify(
        Array.from({ length: 300 }, (_, i) => ({ id: `r${i}`, name: `Restaurant ${i * 7919}` })),
      ),
    );
    const kept = toKeep([], body, 1);
    expect(kept.encoding).toBe('br');
    expect(kept.body.length).toBeLessThan(body.length);
    expect(kept.body.buffer.byteLength).toBe(kept.body.length);
  });
});
