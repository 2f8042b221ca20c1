import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { favourites, restaurants } from '../src/db/schema/index.ts';
import { signSessionToken } from '../src/modules/auth/session-token.ts';
import { ORIGIN, createRestaurant, createReview, createUser } from './helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { TEST_JWT_SECRET, createTestApp, type TestApp } from './helpers/test-server.ts';

// addFavourite and userFavourite (docs/product/ordering.md#favourites), through the GraphQL endpoint.

const ADD_FAVOURITE = /* GraphQL */ `
  mutation AddFavourite($id: String!) {
    addFavourite(id: $id) {
      _id
      email
      favourite
      addresses {
        _id
      }
    }
  }
`;

const USER_FAVOURITE = /* GraphQL */ `
  query UserFavourite($latitude: Float, $longitude: Float) {
    userFavourite(latitude: $latitude, longitude: $longitude) {
      _id
      name
      slug
      distance
      rating
      isOpen
      reviewData {
        total
      }
      categories {
        _id
      }
    }
  }
`;

type AddFavourite = { addFavourite: { _id: string; favourite: string[] } };
type UserFavourite = {
  userFavourite: {
    _id: string;
    name: string;
    distance: number | null;
    rating: number;
    reviewData: { total: number };
  }[];
};

const NOW = new Date('2025-06-04T12:00:00Z');
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

let database: TestDatabase;
let api: TestApp;
let alice: { id: string; token: string };
let bob: { id: string; token: string };
let near: Awaited<ReturnType<typeof createRestaurant>>;
let far: Awaited<ReturnType<typeof createRestaurant>>;
let delisted: Awaited<ReturnType<typeof createRestaurant>>;

async function signIn(email: string) {
  const user = await createUser(database.db, { email });
  const { token } = await signSessionToken({
    userId: user.id,
    tokenVersion: user.tokenVersion,
    secret: TEST_JWT_SECRET,
    ttlSeconds: 3600,
    now: NOW,
  });
  return { id: user.id, token };
}

beforeAll(async () => {
  database = await createTestDatabase();
  api = await createTestApp({ db: database.db, now: NOW });
  alice = await signIn('alice@example.com');
  bob = await signIn('bob@example.com');
  near = await createRestaurant(database.db, { name: 'Near Karahi', ...ORIGIN });
  // About 11 km north of ORIGIN.
  far = await createRestaurant(database.db, { name: 'Far Pizza', latitude: ORIGIN.latitude + 0.1 });
  delisted = await createRestaurant(database.db, { name: 'Gone Grill', isActive: false });
  await createReview(database.db, { restaurantId: near.id, userId: bob.id, rating: 4 });
});

afterAll(async () => {
  await api.app.close();
  await database.close();
});

beforeEach(async () => {
  await database.db.delete(favourites);
  api.setNow(NOW);
});

const toggle = (id: string, token = alice.token) => api.gql<AddFavourite>(ADD_FAVOURITE, { id }, { token });
const list = (variables: Record<string, unknown> = {}, token = alice.token) =>
  api.gql<UserFavourite>(USER_FAVOURITE, variables, { token });

describe('addFavourite', () => {
  it('adds the restaurant and returns the updated profile', async () => {
    const response = await toggle(near.id);
    expect(response.errors).toBeUndefined();
    expect(response.data?.addFavourite).toMatchObject({ _id: alice.id, favourite: [near.id] });
  });

  it('toggles: the second call removes it again', async () => {
    await toggle(near.id);
    const second = await toggle(near.id);
    expect(second.errors).toBeUndefined();
    expect(second.data?.addFavourite.favourite).toEqual([]);
    expect((await list()).data?.userFavourite).toEqual([]);
  });

  it("only touches the caller's own favourites", async () => {
    await toggle(near.id, alice.token);
    await toggle(far.id, bob.token);
    expect((await list({}, alice.token)).data?.userFavourite.map((r) => r._id)).toEqual([near.id]);
    expect((await list({}, bob.token)).data?.userFavourite.map((r) => r._id)).toEqual([far.id]);
    // Bob toggling the same restaurant adds it for Bob and leaves Alice's alone.
    await toggle(near.id, bob.token);
    api.setNow(later(1));
    expect((await toggle(far.id, alice.token)).data?.addFavourite.favourite).toEqual([near.id, far.id]);
    const bobs = await database.db.select().from(favourites).where(eq(favourites.userId, bob.id));
    expect(bobs.map((row) => row.restaurantId).sort()).toEqual([near.id, far.id].sort());
  });

  it('says NOT_FOUND for an unknown or delisted restaurant and changes nothing', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', delisted.id]) {
      const response = await toggle(id);
      expect(response.errors?.[0]).toMatchObject({
        message: 'Restaurant not found',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    expect(await database.db.select().from(favourites)).toEqual([]);
  });

  it('still removes a favourite whose restaurant was delisted since', async () => {
    await toggle(far.id);
    await database.db.update(restaurants).set({ isActive: false }).where(eq(restaurants.id, far.id));
    try {
      expect((await toggle(far.id)).data?.addFavourite.favourite).toEqual([]);
    } finally {
      await database.db.update(restaurants).set({ isActive: true }).where(eq(restaurants.id, far.id));
    }
  });

  it('says BAD_USER_INPUT for a malformed or empty id', async () => {
    const cases: [string, string][] = [
      ['not-a-uuid', 'Restaurant id is not valid.'],
      ['  ', 'A restaurant id is required.'],
      ["1'; drop table favourites; --", 'Restaurant id is not valid.'],
    ];
    for (const [id, message] of cases) {
      const response = await toggle(id);
      expect(response.status).toBe(200);
      expect(response.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it('says UNAUTHENTICATED "You are not logged in." when signed out or with a bad token', async () => {
    for (const options of [{}, { token: 'garbage' }, { authorization: 'Basic abc' }]) {
      const response = await api.gql(ADD_FAVOURITE, { id: near.id }, options);
      expect(response.status).toBe(200);
      expect(response.data).toBeNull();
      expect(response.errors?.[0]).toMatchObject({
        message: 'You are not logged in.',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
    expect(await database.db.select().from(favourites)).toEqual([]);
  });
});

describe('userFavourite', () => {
  it('lists full restaurants, newest first, without distance when no location is given', async () => {
    await toggle(near.id);
    api.setNow(later(1));
    await toggle(far.id);
    const response = await list();
    expect(response.errors).toBeUndefined();
    expect(response.data?.userFavourite).toEqual([
      expect.objectContaining({ _id: far.id, name: 'Far Pizza', distance: null, rating: 0 }),
      expect.objectContaining({
        _id: near.id,
        name: 'Near Karahi',
        distance: null,
        rating: 4,
        reviewData: { total: 1 },
      }),
    ]);
  });

  it('fills distance in kilometres when given a location', async () => {
    await toggle(near.id);
    api.setNow(later(1));
    await toggle(far.id);
    const favouritesNear = (await list(ORIGIN)).data?.userFavourite ?? [];
    expect(favouritesNear.map((r) => r._id)).toEqual([far.id, near.id]);
    expect(favouritesNear[1]!.distance).toBeCloseTo(0, 3);
    expect(favouritesNear[0]!.distance).toBeGreaterThan(10.5);
    expect(favouritesNear[0]!.distance).toBeLessThan(11.6);
  });

  it('leaves out delisted restaurants', async () => {
    await toggle(near.id);
    await database.db.insert(favourites).values({ userId: alice.id, restaurantId: delisted.id });
    expect((await list()).data?.userFavourite.map((r) => r._id)).toEqual([near.id]);
  });

  it('is empty for a user without favourites', async () => {
    expect((await list({}, bob.token)).data?.userFavourite).toEqual([]);
  });

  it('rejects half or out-of-range coordinates with BAD_USER_INPUT', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ latitude: 33.7 }, 'Give both latitude and longitude, or neither.'],
      [{ longitude: 73 }, 'Give both latitude and longitude, or neither.'],
      [{ latitude: 91, longitude: 73 }, 'Latitude must be between -90 and 90'],
      [{ latitude: 33.7, longitude: -181 }, 'Longitude must be between -180 and 180'],
    ];
    for (const [variables, message] of cases) {
      const response = await list(variables);
      expect(response.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    const wrongType = await list({ latitude: 'north', longitude: 73 });
    expect(wrongType.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });

  it('says UNAUTHENTICATED when signed out', async () => {
    const response = await api.gql(USER_FAVOURITE, {});
    expect(response.errors?.[0]).toMatchObject({
      message: 'You are not logged in.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});
