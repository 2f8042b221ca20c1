import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EVERY_DAY,
  ORIGIN,
  createConfiguration,
  createMenu,
  createOffer,
  createOpeningTimes,
  createRestaurant,
  createReview,
  createSection,
  createUser,
} from './helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, type TestApp } from './helpers/test-server.ts';

const NEARBY = /* GraphQL */ `
  query Nearby($latitude: Float, $longitude: Float) {
    nearByRestaurants(latitude: $latitude, longitude: $longitude) {
      offers {
        _id
        name
        tag
        restaurants
      }
      sections {
        _id
        name
        restaurants
      }
      restaurants {
        _id
        name
        slug
        distance
        location {
          coordinates
        }
      }
    }
  }
`;

// What the restaurant list's cards need (docs/product/screens.md#restaurant-list).
const CARDS = /* GraphQL */ `
  query Cards($latitude: Float, $longitude: Float) {
    nearByRestaurants(latitude: $latitude, longitude: $longitude) {
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
        image
        slug
        deliveryTime
        minimumOrder
        rating
        isOpen
        reviewData {
          total
        }
        categories {
          _id
          title
        }
      }
    }
  }
`;

type Nearby = {
  nearByRestaurants: {
    offers: { _id: string; name: string; tag: string; restaurants: string[] }[];
    sections: { _id: string; name: string; restaurants: string[] }[];
    restaurants: {
      _id: string;
      name: string;
      slug: string;
      distance: number;
      location: { coordinates: number[] };
    }[];
  };
};

let database: TestDatabase;
let api: TestApp;
const ids: Record<string, string> = {};

// 0.01° of latitude is about 1.11 km.
beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await createConfiguration(db);
  const at = (dLat: number, values: Parameters<typeof createRestaurant>[1] = {}) =>
    createRestaurant(db, { latitude: ORIGIN.latitude + dLat, longitude: ORIGIN.longitude, ...values });
  ids.near = (await at(0.01, { slug: 'near' })).id;
  ids.middle = (await at(0.05, { slug: 'middle' })).id;
  ids.farWideRadius = (await at(0.2, { slug: 'far-wide', deliveryRadiusKm: 30 })).id;
  ids.farSmallRadius = (await at(0.2, { slug: 'far-small', deliveryRadiusKm: 15 })).id;
  ids.inactive = (await at(0.001, { slug: 'inactive', isActive: false })).id;
  ids.otherCity = (await createRestaurant(db, { slug: 'lahore', latitude: 31.52, longitude: 74.35 })).id;

  await createOffer(db, { name: 'Deals', position: 0 }, [ids.middle!, ids.otherCity!, ids.near!]);
  await createOffer(db, { name: 'Only far away', position: 1 }, [ids.otherCity!, ids.farSmallRadius!]);
  await createOffer(db, { name: 'Switched off', isActive: false }, [ids.near!]);
  await createSection(db, { name: 'Popular', position: 1 }, [ids.farWideRadius!, ids.near!]);
  await createSection(db, { name: 'New', position: 0 }, [ids.inactive!, ids.middle!]);

  await createOpeningTimes(
    db,
    ids.near!,
    EVERY_DAY.map((day) => [day, [0, 0], [24, 0]]),
  );
  await createMenu(db, ids.near!);
  const user = await createUser(db);
  await createReview(db, { restaurantId: ids.near!, userId: user.id, rating: 4 });
  await createReview(db, { restaurantId: ids.near!, userId: user.id, rating: 5 });

  api = await createTestApp({ db });
});
afterAll(async () => {
  await api.app.close();
  await database.close();
});

describe('nearByRestaurants', () => {
  it('returns active restaurants whose delivery radius reaches the point, nearest first', async () => {
    const { data, errors } = await api.gql<Nearby>(NEARBY, ORIGIN);
    expect(errors).toBeUndefined();
    const restaurants = data!.nearByRestaurants.restaurants;
    expect(restaurants.map((r) => r.slug)).toEqual(['near', 'middle', 'far-wide']);
    expect(restaurants[0]!.distance).toBeCloseTo(1.11, 1);
    expect(restaurants[2]!.distance).toBeCloseTo(22.2, 0);
    expect(restaurants[0]!.location.coordinates).toEqual([ORIGIN.longitude, ORIGIN.latitude + 0.01]);
  });

  it('keeps offers and sections to those restaurants, in position order, dropping empty ones', async () => {
    const { data } = await api.gql<Nearby>(NEARBY, ORIGIN);
    const { offers, sections } = data!.nearByRestaurants;
    expect(offers).toEqual([
      { _id: expect.any(String), name: 'Deals', tag: '20% off', restaurants: [ids.middle, ids.near] },
    ]);
    expect(sections.map(({ name, restaurants }) => ({ name, restaurants }))).toEqual([
      { name: 'New', restaurants: [ids.middle] },
      { name: 'Popular', restaurants: [ids.farWideRadius, ids.near] },
    ]);
  });

  it('returns empty lists where nothing delivers', async () => {
    const { data } = await api.gql<Nearby>(NEARBY, { latitude: -33.9, longitude: 18.4 });
    expect(data!.nearByRestaurants).toEqual({ offers: [], sections: [], restaurants: [] });
  });

  it('resolves card fields for the whole list in a handful of SQL statements', async () => {
    database.statements.length = 0;
    const { data, errors } = await api.gql<{
      nearByRestaurants: { restaurants: Record<string, unknown>[] };
    }>(CARDS, ORIGIN);
    expect(errors).toBeUndefined();
    const near = data!.nearByRestaurants.restaurants[0]!;
    expect(near).toMatchObject({
      slug: 'near',
      minimumOrder: 10,
      rating: 4.5,
      isOpen: true,
      reviewData: { total: 2 },
      categories: [{ title: 'Mains' }, { title: 'Drinks' }],
    });
    expect(data!.nearByRestaurants.restaurants[1]).toMatchObject({
      rating: 0,
      isOpen: false,
      categories: [],
    });
    // nearby + offers + sections + currency + reviews + opening times + categories
    expect(database.statements.length).toBeLessThanOrEqual(7);
  });

  it('answers concurrent requests consistently (one PGlite connection, batches per request)', async () => {
    const responses = await Promise.all(Array.from({ length: 12 }, () => api.gql<Nearby>(CARDS, ORIGIN)));
    const bodies = new Set(responses.map((response) => JSON.stringify(response.data)));
    expect(responses.every((response) => response.errors === undefined)).toBe(true);
    expect(bodies.size).toBe(1);
  });
});

describe('nearByRestaurants input', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['no coordinates', {}, 'Latitude and longitude are required.'],
    ['null latitude', { latitude: null, longitude: 73 }, 'Latitude and longitude are required.'],
    ['latitude above 90', { latitude: 91, longitude: 73 }, 'Latitude must be between -90 and 90.'],
    ['latitude below -90', { latitude: -90.5, longitude: 73 }, 'Latitude must be between -90 and 90.'],
    ['longitude out of range', { latitude: 33, longitude: 181 }, 'Longitude must be between -180 and 180.'],
  ];

  it.each(cases)('%s gives BAD_USER_INPUT', async (_name, variables, message) => {
    const response = await api.gql(NEARBY, variables);
    expect(response.status).toBe(200);
    expect(response.data).toBeNull();
    expect(response.errors).toEqual([
      expect.objectContaining({ message, extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }),
    ]);
  });

  it('non-numeric coordinates give BAD_USER_INPUT with a clear message, not a 500', async () => {
    const response = await api.gql(NEARBY, { latitude: 'north', longitude: 73 });
    expect(response.status).toBe(400);
    expect(response.errors?.[0]?.message).toMatch(/latitude.*Float cannot represent non numeric value/i);
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(response.body).not.toMatch(/stack|postgres/i);
  });

  it('a non-numeric literal is a GraphQL validation error (400)', async () => {
    const response = await api.gql(
      '{ nearByRestaurants(latitude: "x", longitude: 73) { restaurants { _id } } }',
    );
    expect(response.status).toBe(400);
    expect(response.errors?.[0]?.message).toMatch(/Float cannot represent/);
  });
});
