import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foods, openingTimes, restaurants, variations } from '../src/db/schema/index.ts';
import {
  EVERY_DAY,
  ORIGIN,
  createConfiguration,
  createMenu,
  createOpeningTimes,
  createRestaurant,
} from './helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, type TestApp } from './helpers/test-server.ts';

// The process caches (docs/api-performance.md): what is cached is served without SQL, and a write
// announced through catalog.changed is seen by the very next request on this instance.

const RESTAURANT = `query ($id: String) {
  restaurant(id: $id) { isOpen minimumOrder categories { title foods { title variations { title price } } } }
}`;
const NEARBY_OPEN = `query ($latitude: Float, $longitude: Float) {
  nearByRestaurants(latitude: $latitude, longitude: $longitude) { restaurants { _id isOpen } }
}`;

type Menu = {
  restaurant: {
    isOpen: boolean;
    minimumOrder: number;
    categories: {
      title: string;
      foods: { title: string; variations: { title: string; price: number }[] }[];
    }[];
  };
};

let database: TestDatabase;
let api: TestApp;
let restaurantId: string;
let menu: Awaited<ReturnType<typeof createMenu>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await createConfiguration(database.db);
  // Asia/Karachi is UTC+5 all year: 09:00–17:15 local is 04:00–12:15 UTC.
  const restaurant = await createRestaurant(database.db, { timeZone: 'Asia/Karachi' });
  restaurantId = restaurant.id;
  await createOpeningTimes(
    database.db,
    restaurantId,
    EVERY_DAY.map((day) => [day, [9, 0], [17, 15]]),
  );
  menu = await createMenu(database.db, restaurantId);
  api = await createTestApp({ db: database.db, now: new Date('2025-06-04T08:00:00Z') });
});
afterAll(async () => {
  await api.app.close();
  await database.close();
});

const karahiTitle = (data: Menu | null | undefined) => data!.restaurant.categories[0]!.foods[0]!.title;

describe('process caches', () => {
  it('serves a restaurant and its whole menu without SQL once cached', async () => {
    await api.gql<Menu>(RESTAURANT, { id: restaurantId });
    database.statements.length = 0;
    const { data, errors } = await api.gql<Menu>(RESTAURANT, { id: restaurantId });
    expect(errors).toBeUndefined();
    expect(karahiTitle(data)).toBe('Chicken Karahi');
    expect(database.statements).toEqual([]);
  });

  it('keeps serving the cached menu until a writer announces the change, then the next request sees it', async () => {
    await api.gql<Menu>(RESTAURANT, { id: restaurantId });
    await database.db.update(foods).set({ title: 'Mutton Karahi' }).where(eq(foods.id, menu.karahi!.id));
    await database.db.update(variations).set({ price: 1399 }).where(eq(variations.id, menu.half!.id));
    // Not announced: still the cached menu (proves the cache is what answers).
    expect(karahiTitle((await api.gql<Menu>(RESTAURANT, { id: restaurantId })).data)).toBe('Chicken Karahi');

    await api.app.catalog.changed({ restaurantIds: [restaurantId] });
    const { data } = await api.gql<Menu>(RESTAURANT, { id: restaurantId });
    expect(karahiTitle(data)).toBe('Mutton Karahi');
    expect(data!.restaurant.categories[0]!.foods[0]!.variations).toContainEqual({
      title: 'Half',
      price: 13.99,
    });
  });

  it('sees changed opening hours and availability on the next request, in the list too', async () => {
    api.setNow(new Date('2025-06-04T08:00:00Z')); // 13:00 in Karachi
    const isOpenInList = async () =>
      (
        await api.gql<{ nearByRestaurants: { restaurants: { _id: string; isOpen: boolean }[] } }>(
          NEARBY_OPEN,
          ORIGIN,
        )
      ).data!.nearByRestaurants.restaurants.find((r) => r._id === restaurantId)!.isOpen;
    expect(await isOpenInList()).toBe(true);

    await database.db.delete(openingTimes).where(eq(openingTimes.restaurantId, restaurantId));
    await createOpeningTimes(
      database.db,
      restaurantId,
      EVERY_DAY.map((day) => [day, [18, 0], [23, 0]]),
    );
    await api.app.catalog.changed({ restaurantIds: [restaurantId] });
    expect(await isOpenInList()).toBe(false);
    expect((await api.gql<Menu>(RESTAURANT, { id: restaurantId })).data!.restaurant.isOpen).toBe(false);

    await database.db.delete(openingTimes).where(eq(openingTimes.restaurantId, restaurantId));
    await createOpeningTimes(
      database.db,
      restaurantId,
      EVERY_DAY.map((day) => [day, [9, 0], [17, 15]]),
    );
    await database.db.update(restaurants).set({ isAvailable: false }).where(eq(restaurants.id, restaurantId));
    await api.app.catalog.changed({ restaurantIds: [restaurantId] });
    expect(await isOpenInList()).toBe(false);
    await database.db.update(restaurants).set({ isAvailable: true }).where(eq(restaurants.id, restaurantId));
    await api.app.catalog.changed({ restaurantIds: [restaurantId] });
    expect(await isOpenInList()).toBe(true);
  });

  it('evaluates opening to the minute in the restaurant’s zone, across cached requests', async () => {
    const isOpenAt = async (iso: string) => {
      api.setNow(new Date(iso));
      return (await api.gql<Menu>(RESTAURANT, { id: restaurantId })).data!.restaurant.isOpen;
    };
    // 17:14:59.999 local: open; 17:15:00.000: closed (windows are half-open).
    expect(await isOpenAt('2025-06-04T12:14:59.999Z')).toBe(true);
    expect(await isOpenAt('2025-06-04T12:15:00.000Z')).toBe(false);
    // 08:59:59.999 local: closed; 09:00:00.000: open.
    expect(await isOpenAt('2025-06-04T03:59:59.999Z')).toBe(false);
    expect(await isOpenAt('2025-06-04T04:00:00.000Z')).toBe(true);
    // Back across the boundary within the same run: no answer outlives its minute.
    expect(await isOpenAt('2025-06-04T12:14:00.000Z')).toBe(true);
    expect(await isOpenAt('2025-06-04T12:15:30.000Z')).toBe(false);
  });

  it('closes at the closing minute of a past-midnight window in a daylight-saving zone, from cached hours, in the list and on the page', async () => {
    // New York: UTC−4 in June, UTC−5 in January. 18:00–02:00 every day, so 01:59 is still the
    // previous day's window and 02:00 is closed.
    const night = await createRestaurant(database.db, { timeZone: 'America/New_York' });
    await createOpeningTimes(
      database.db,
      night.id,
      EVERY_DAY.map((day) => [day, [18, 0], [2, 0]]),
    );
    // Written in SQL, so announced as the restaurant console would (docs/api-performance.md).
    await api.app.catalog.changed({ restaurantIds: [night.id] });
    const openAt = async (iso: string) => {
      api.setNow(new Date(iso));
      const page = (await api.gql<Menu>(RESTAURANT, { id: night.id })).data!.restaurant.isOpen;
      const list = (
        await api.gql<{ nearByRestaurants: { restaurants: { _id: string; isOpen: boolean }[] } }>(
          NEARBY_OPEN,
          ORIGIN,
        )
      ).data!.nearByRestaurants.restaurants;
      const inList = (id: string) => list.find((r) => r._id === id)!.isOpen;
      expect(inList(night.id)).toBe(page);
      return { night: page, karachi: inList(restaurantId) };
    };
    await openAt('2025-06-05T05:00:00Z'); // warms the cards of both restaurants
    database.statements.length = 0;

    // June, EDT: 01:59 Thursday open, 02:00 closed; one instant, the Karachi restaurant (10:59/11:00,
    // 09:00–17:15) open at both, each zone at its own wall clock within one request.
    expect(await openAt('2025-06-05T05:59:00Z')).toEqual({ night: true, karachi: true });
    expect(await openAt('2025-06-05T06:00:00Z')).toEqual({ night: false, karachi: true });
    // January, EST: the same wall-clock minutes are an hour later in UTC.
    expect((await openAt('2025-01-08T06:59:00Z')).night).toBe(true);
    expect((await openAt('2025-01-08T07:00:00Z')).night).toBe(false);
    // At 18:00 local the next window opens; 17:59 is closed.
    expect((await openAt('2025-01-08T22:59:00Z')).night).toBe(false);
    expect((await openAt('2025-01-08T23:00:00Z')).night).toBe(true);
    // Karachi's closing minute on the same run: 17:14 open, 17:15 closed, New York (08:14) closed.
    expect(await openAt('2025-06-04T12:14:00Z')).toEqual({ night: false, karachi: true });
    expect(await openAt('2025-06-04T12:15:00Z')).toEqual({ night: false, karachi: false });
    // Every answer came from the cached hours: no opening-hours read after the warm-up.
    expect(database.statements.filter((s) => /opening_times/i.test(s))).toEqual([]);
  });

  it('reads configuration changes (the currency of every price) after they are announced', async () => {
    const { configuration } = await import('../src/db/schema/index.ts');
    await database.db.update(configuration).set({ currency: 'JPY', currencySymbol: '¥' });
    await api.app.catalog.changed({ configuration: true });
    try {
      const { data } = await api.gql<Menu>(RESTAURANT, { id: restaurantId });
      expect(data!.restaurant.minimumOrder).toBe(1000); // 1000 minor units of a zero-decimal currency
    } finally {
      await database.db.update(configuration).set({ currency: 'USD', currencySymbol: '$' });
      await api.app.catalog.changed({ configuration: true });
    }
    expect((await api.gql<Menu>(RESTAURANT, { id: restaurantId })).data!.restaurant.minimumOrder).toBe(10);
  });
});
