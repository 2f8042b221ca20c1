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
