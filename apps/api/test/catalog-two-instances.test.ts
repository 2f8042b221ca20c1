import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessPubSub } from '../src/adapters/pubsub/in-process-pubsub.ts';
import type { PubSub } from '../src/adapters/pubsub/pubsub.ts';
import { createRedisPubSub } from '../src/adapters/pubsub/redis-pubsub.ts';
import { foods, openingTimes } from '../src/db/schema/index.ts';
import { EVERY_DAY, createMenu, createOpeningTimes } from './helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, type TestApp } from './helpers/test-server.ts';
import { createTrackingWorld, createWorldOrder, type TrackingWorld } from './helpers/tracking-factories.ts';

// Two API instances on one database, each with its own process caches (docs/api-performance.md
// "Invalidation"): a write announced on A is seen by A's next request at once and by B's as soon as the
// announcement reaches B. B's cache is warmed first and shown to still answer the old data while nothing
// is announced, so B seeing the change can only come from the invalidation crossing over. With
// REDIS_URL the instances talk through Redis as separate processes would (one connection pair each, a
// channel prefix of this run's own); without it they share one in-process pub/sub.

const redisUrl = process.env.REDIS_URL;
const prefix = `test:${process.pid}:${randomBytes(4).toString('hex')}:`;

const RESTAURANT = `query ($id: String) {
  restaurant(id: $id) {
    isOpen rating reviewData { total }
    categories { title foods { title } }
  }
}`;
type RestaurantData = {
  restaurant: {
    isOpen: boolean;
    rating: number;
    reviewData: { total: number };
    categories: { title: string; foods: { title: string }[] }[];
  };
};

const transports: [string, () => [PubSub, PubSub]][] = [
  [
    'one in-process pub/sub',
    () => {
      const shared = createInProcessPubSub();
      return [shared, shared];
    },
  ],
];
if (redisUrl) {
  transports.push([
    'Redis (REDIS_URL)',
    () => [
      createRedisPubSub({ url: redisUrl, channelPrefix: prefix }),
      createRedisPubSub({ url: redisUrl, channelPrefix: prefix }),
    ],
  ]);
}

describe.each(transports)('catalog invalidation across two instances, %s', (name, createPubSubs) => {
  let database: TestDatabase;
  let pubsubs: [PubSub, PubSub];
  let a: TestApp;
  let b: TestApp;
  let world: TrackingWorld;
  let menu: Awaited<ReturnType<typeof createMenu>>;
  // 08:00 UTC is 13:00 in Karachi, inside 09:00–17:00.
  const now = new Date('2025-06-04T08:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase();
    world = await createTrackingWorld(database.db);
    await createOpeningTimes(
      database.db,
      world.restaurant.id,
      EVERY_DAY.map((day) => [day, [9, 0], [17, 0]]),
    );
    menu = await createMenu(database.db, world.restaurant.id);
    pubsubs = createPubSubs();
    a = await createTestApp({ db: database.db, pubsub: pubsubs[0], now });
    b = await createTestApp({ db: database.db, pubsub: pubsubs[1], now });
    // Both catalog caches subscribed when their app was built; with Redis, wait for the SUBSCRIBEs to
    // be acknowledged, so neither can miss A's announcement.
    await Promise.all(pubsubs.map((pubsub) => pubsub.ready()));
  });

  afterAll(async () => {
    await a?.app.close();
    await b?.app.close();
    await Promise.all([...new Set(pubsubs ?? [])].map((pubsub) => pubsub.close()));
    await database?.close();
  });

  const restaurantOn = async (api: TestApp) => {
    const { data, errors } = await api.gql<RestaurantData>(RESTAURANT, { id: world.restaurant.id });
    expect(errors).toBeUndefined();
    return data!.restaurant;
  };
  const firstFood = (restaurant: RestaurantData['restaurant']) => restaurant.categories[0]!.foods[0]!.title;

  /** What B answers, polled until the announcement has arrived there (bounded by expect.poll). */
  const onB =
    <T>(read: (r: RestaurantData['restaurant']) => T) =>
    async () =>
      read(await restaurantOn(b));

  it('a menu change announced on A reaches A’s next request and then B’s, whose cache was warm', async () => {
    expect(firstFood(await restaurantOn(a))).toBe('Chicken Karahi');
    expect(firstFood(await restaurantOn(b))).toBe('Chicken Karahi');

    await database.db.update(foods).set({ title: 'Mutton Karahi' }).where(eq(foods.id, menu.karahi!.id));
    // Written but not announced: both instances still answer from their caches.
    expect(firstFood(await restaurantOn(a))).toBe('Chicken Karahi');
    expect(firstFood(await restaurantOn(b))).toBe('Chicken Karahi');

    await a.app.catalog.changed({ restaurantIds: [world.restaurant.id] });
    expect(firstFood(await restaurantOn(a))).toBe('Mutton Karahi');
    await expect.poll(onB(firstFood)).toBe('Mutton Karahi');
  });

  it('the owner’s menu editor on A renames a category: B’s warm cache serves the new name', async () => {
    const title = (restaurant: RestaurantData['restaurant']) => restaurant.categories.map((c) => c.title);
    const before = title(await restaurantOn(b));
    expect(before).toContain('Drinks');
    const saved = await a.gql<{ saveCategory: { restaurant: string } }>(
      `mutation ($i: CategoryInput!) { saveCategory(input: $i) { restaurant } }`,
      { i: { id: menu.drinks!.id, restaurant: world.restaurant.id, title: 'Cold drinks' } },
      { token: world.manager.token },
    );
    expect(saved.errors).toBeUndefined();
    // The operation announces the change itself: nothing in this test calls catalog.changed.
    expect(title(await restaurantOn(a))).toContain('Cold drinks');
    await expect.poll(onB(title)).toContain('Cold drinks');
  });

  it('an opening-hours change announced on A closes the restaurant on A and on B', async () => {
    expect((await restaurantOn(a)).isOpen).toBe(true);
    expect((await restaurantOn(b)).isOpen).toBe(true);

    await database.db.delete(openingTimes).where(eq(openingTimes.restaurantId, world.restaurant.id));
    await createOpeningTimes(
      database.db,
      world.restaurant.id,
      EVERY_DAY.map((day) => [day, [18, 0], [23, 0]]),
    );
    expect((await restaurantOn(b)).isOpen).toBe(true); // not announced yet: B's cached hours

    await a.app.catalog.changed({ restaurantIds: [world.restaurant.id] });
    expect((await restaurantOn(a)).isOpen).toBe(false);
    await expect.poll(onB((r) => r.isOpen)).toBe(false);
  });

  it('a review posted through A’s reviewOrder mutation updates the rating B serves', async () => {
    const before = await restaurantOn(b);
    expect(before.reviewData.total).toBe(0);
    const order = await createWorldOrder(database.db, world, { orderStatus: 'DELIVERED' });

    const reviewed = await a.gql(
      'mutation ($order: String!) { reviewOrder(order: $order, rating: 4, description: "Good") { _id } }',
      { order: order.id },
      { token: world.customer.token },
    );
    expect(reviewed.errors).toBeUndefined();
    expect((await restaurantOn(a)).reviewData.total).toBe(1);
    await expect.poll(onB((r) => r.reviewData.total)).toBe(1);
    expect((await restaurantOn(b)).rating).toBe(4);
  });
});
