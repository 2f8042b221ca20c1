import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favourites, users } from '../src/db/schema/index.ts';
import { signSessionToken } from '../src/modules/auth/session-token.ts';
import { createAddress, createRestaurant, createUser } from './helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { TEST_JWT_SECRET, createTestApp, type TestApp } from './helpers/test-server.ts';

const LOGIN = /* GraphQL */ `
  mutation Login($type: String!, $email: String, $password: String) {
    login(type: $type, email: $email, password: $password) {
      userId
      token
      tokenExpiration
      name
      email
      phone
      isNewUser
    }
  }
`;

const PROFILE = /* GraphQL */ `
  {
    profile {
      _id
      name
      email
      phone
      phoneIsVerified
      emailIsVerified
      favourite
      role
      addresses {
        _id
        label
        deliveryAddress
        details
        location {
          coordinates
        }
        selected
      }
    }
  }
`;

const NOW = new Date('2025-06-04T12:00:00Z');

type Login = { login: { userId: string; token: string; tokenExpiration: string; isNewUser: boolean } };

let database: TestDatabase;
let api: TestApp;
let user: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  database = await createTestDatabase();
  user = await createUser(database.db, {
    name: 'Sara Khan',
    email: 'sara@example.com',
    password: 'Secret123',
    phone: '+923001112233',
    phoneIsVerified: true,
  });
  api = await createTestApp({ db: database.db, now: NOW });
});
afterAll(async () => {
  await api.app.close();
  await database.close();
});

async function loginAsSara() {
  return loginAs('sara@example.com');
}

async function loginAs(email: string) {
  const { data } = await api.gql<Login>(LOGIN, { type: 'default', email, password: 'Secret123' });
  return data!.login.token;
}

describe('login', () => {
  it('signs in with e-mail and password (e-mail case and spaces ignored)', async () => {
    const { data, errors } = await api.gql<Login>(LOGIN, {
      type: 'default',
      email: '  Sara@Example.com ',
      password: 'Secret123',
    });
    expect(errors).toBeUndefined();
    expect(data!.login).toEqual({
      userId: user.id,
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      // JWT_TTL 7 days from the request clock.
      tokenExpiration: '2025-06-11T12:00:00.000Z',
      name: 'Sara Khan',
      email: 'sara@example.com',
      phone: '+923001112233',
      isNewUser: false,
    });
  });

  it.each([
    ['wrong password', { email: 'sara@example.com', password: 'secret123' }],
    ['unknown e-mail', { email: 'nobody@example.com', password: 'Secret123' }],
    ['missing password', { email: 'sara@example.com' }],
    ['missing e-mail', { password: 'Secret123' }],
  ])('%s gives "Invalid credentials!"', async (_name, variables) => {
    const response = await api.gql(LOGIN, { type: 'default', ...variables });
    expect(response.data).toBeNull();
    expect(response.errors).toEqual([
      expect.objectContaining({
        message: 'Invalid credentials!',
        extensions: { code: 'INVALID_CREDENTIALS' },
      }),
    ]);
  });

  it('refuses an unsupported login type', async () => {
    const response = await api.gql(LOGIN, {
      type: 'apple',
      email: 'sara@example.com',
      password: 'Secret123',
    });
    expect(response.errors).toEqual([
      expect.objectContaining({ message: 'Unsupported login type', extensions: { code: 'BAD_USER_INPUT' } }),
    ]);
  });
});

describe('profile', () => {
  it('returns the signed-in user with favourites and addresses (longitude first)', async () => {
    const restaurant = await createRestaurant(database.db);
    await database.db.insert(favourites).values({ userId: user.id, restaurantId: restaurant.id });
    const address = await createAddress(database.db, {
      userId: user.id,
      label: 'Work',
      details: 'Floor 3',
      latitude: 33.71,
      longitude: 73.05,
      selected: true,
    });
    const { data, errors } = await api.gql(PROFILE, undefined, { token: await loginAsSara() });
    expect(errors).toBeUndefined();
    expect(data!.profile).toEqual({
      _id: user.id,
      name: 'Sara Khan',
      email: 'sara@example.com',
      phone: '+923001112233',
      phoneIsVerified: true,
      emailIsVerified: false,
      favourite: [restaurant.id],
      role: 'CUSTOMER',
      addresses: [
        {
          _id: address.id,
          label: 'Work',
          deliveryAddress: 'House 1, Street 2, F-7',
          details: 'Floor 3',
          location: { coordinates: [73.05, 33.71] },
          selected: true,
        },
      ],
    });
  });

  it.each(['RIDER', 'RESTAURANT'] as const)(
    'names a %s account by its role (the web sends staff to their app)',
    async (role) => {
      const staff = await createUser(database.db, { role });
      const { data, errors } = await api.gql('{ profile { role } }', undefined, {
        token: await loginAs(staff.email),
      });
      expect(errors).toBeUndefined();
      expect(data!.profile).toEqual({ role });
    },
  );

  it('is UNAUTHENTICATED "You are not logged in." when signed out', async () => {
    const response = await api.gql(PROFILE);
    expect(response.status).toBe(200);
    expect(response.errors).toEqual([
      expect.objectContaining({ message: 'You are not logged in.', extensions: { code: 'UNAUTHENTICATED' } }),
    ]);
  });

  it.each([
    ['garbage', async () => 'Bearer not.a.jwt'],
    ['not a bearer token', async () => 'Basic c2FyYTpTZWNyZXQxMjM='],
    ['expired', async () => `Bearer ${(await token({ now: new Date('2025-01-01T00:00:00Z') })).token}`],
    ['signed with another secret', async () => `Bearer ${(await token({ secret: 'x'.repeat(40) })).token}`],
    ['for a user id that is not a uuid', async () => `Bearer ${(await token({ userId: 'admin' })).token}`],
    [
      'for a user that does not exist',
      async () => `Bearer ${(await token({ userId: '7b0b7c4e-1111-4222-8333-944445555666' })).token}`,
    ],
    ['of an older token version', async () => `Bearer ${(await token({ tokenVersion: '0' })).token}`],
  ])(
    'a %s token means signed out: profile is UNAUTHENTICATED, public queries still work',
    async (_name, header) => {
      const authorization = await header();
      const profile = await api.gql(PROFILE, undefined, { authorization });
      expect(profile.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const publicQuery = await api.gql('{ tips { enabled } }', undefined, { authorization });
      expect(publicQuery.errors).toBeUndefined();
    },
  );

  it('stops accepting a token once the account is deactivated', async () => {
    const token = await loginAsSara();
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const response = await api.gql(PROFILE, undefined, { token });
    await database.db.update(users).set({ isActive: true }).where(eq(users.id, user.id));
    expect(response.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

function token(overrides: Partial<Parameters<typeof signSessionToken>[0]> = {}) {
  return signSessionToken({
    userId: user.id,
    tokenVersion: user.tokenVersion,
    secret: TEST_JWT_SECRET,
    ttlSeconds: 3600,
    now: NOW,
    ...overrides,
  });
}

describe('logout', () => {
  const LOGOUT = 'mutation { logout }';

  it('revokes the session on the server: the old token, and every other one, is refused afterwards', async () => {
    const token = await loginAsSara();
    // A second device signs in a minute later (a different token).
    api.setNow(new Date(NOW.getTime() + 60_000));
    const otherDevice = await loginAsSara();
    expect(otherDevice).not.toBe(token);
    expect((await api.gql(PROFILE, {}, { token })).errors).toBeUndefined();

    const response = await api.gql<{ logout: boolean }>(LOGOUT, {}, { token });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ logout: true });

    for (const old of [token, otherDevice]) {
      const after = await api.gql(PROFILE, {}, { token: old });
      expect(after.data).toBeNull();
      expect(after.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
    }
    // Logging out again with the revoked token has nothing left to revoke.
    expect((await api.gql(LOGOUT, {}, { token })).data).toEqual({ logout: false });
    // Signing in again gives a token that works.
    const fresh = await loginAsSara();
    expect((await api.gql(PROFILE, {}, { token: fresh })).errors).toBeUndefined();
    api.setNow(NOW);
  });

  it('is false, not an error, when signed out', async () => {
    const response = await api.gql<{ logout: boolean }>(LOGOUT);
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ logout: false });
  });
});
