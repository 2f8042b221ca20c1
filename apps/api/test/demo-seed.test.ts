import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, DEMO_LOCATION, seedDemoData } from '../src/db/seed/index.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, type TestApp } from './helpers/test-server.ts';

// The embedded demo world (docs/demo-and-orders.md#the-demo-world) through the real API: what the home page
// and the restaurant list ask for at the default delivery location.
const CARDS = /* GraphQL */ `
  query Nearby($latitude: Float, $longitude: Float) {
    nearByRestaurants(latitude: $latitude, longitude: $longitude, first: 100) {
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
        image
        deliveryTime
        distance
        rating
        isOpen
        reviewData {
          total
        }
        categories {
          title
        }
      }
    }
  }
`;

type Cards = {
  nearByRestaurants: {
    offers: { restaurants: string[] }[];
    sections: { restaurants: string[] }[];
    restaurants: { _id: string; slug: string; distance: number; categories: unknown[] }[];
  };
};

let database: TestDatabase;
let api: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData({ db: database.db, now: new Date() });
  api = await createTestApp({ db: database.db });
}, 120_000);
afterAll(async () => {
  await api.app.close();
  await database.close();
});

describe('demo world', () => {
  it('has at least 50 restaurants around the default position, nearest first, with offers and sections', async () => {
    database.statements.length = 0;
    const { data, errors } = await api.gql<Cards>(CARDS, DEMO_LOCATION);
    expect(errors).toBeUndefined();
    const { restaurants, offers, sections } = data!.nearByRestaurants;
    expect(restaurants.length).toBeGreaterThanOrEqual(50);
    const distances = restaurants.map((r) => r.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(offers.length).toBeGreaterThan(0);
    expect(sections.length).toBeGreaterThan(0);
    const ids = new Set(restaurants.map((r) => r._id));
    for (const group of [...offers, ...sections]) {
      expect(group.restaurants.length).toBeGreaterThan(0);
      for (const id of group.restaurants) expect(ids.has(id)).toBe(true);
    }
    expect(restaurants.every((r) => r.categories.length > 0)).toBe(true);
    // The whole list, with card fields, in a handful of statements on a cold cache (no N+1): one each
    // for the zones' outlines (with the position index), positions, rows, offers, sections, ratings,
    // categories, opening hours and closed days.
    expect(database.statements.length).toBeLessThanOrEqual(9);
  });

  it('lets the demo customer sign in and read the profile', async () => {
    const login = await api.gql<{ login: { token: string } }>(
      'mutation($email: String, $password: String) { login(type: "default", email: $email, password: $password) { token } }',
      { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
    );
    expect(login.errors).toBeUndefined();
    const profile = await api.gql<{ profile: { email: string } }>('{ profile { email } }', undefined, {
      token: login.data!.login.token,
    });
    expect(profile.data!.profile.email).toBe(DEMO_CUSTOMER.email);
  });
});
