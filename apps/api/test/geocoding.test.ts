import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant } from './helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, type TestApp } from './helpers/test-server.ts';

// The built-in geocoder (no GEOCODER_URL) through the GraphQL endpoint: the demo city's gazetteer,
// the restaurants' addresses and the world's cities (docs/product/api.md#places-and-maps).

const SUGGESTIONS = /* GraphQL */ `
  query Suggestions($query: String!, $latitude: Float, $longitude: Float, $limit: Int) {
    placeSuggestions(query: $query, latitude: $latitude, longitude: $longitude, limit: $limit) {
      placeId
      description
      mainText
      secondaryText
      latitude
      longitude
    }
  }
`;

const GEOCODE = /* GraphQL */ `
  query Geocode($placeId: String, $address: String) {
    geocode(placeId: $placeId, address: $address) {
      placeId
      formattedAddress
      latitude
      longitude
    }
  }
`;

const REVERSE = /* GraphQL */ `
  query Reverse($latitude: Float!, $longitude: Float!) {
    reverseGeocode(latitude: $latitude, longitude: $longitude) {
      placeId
      formattedAddress
      latitude
      longitude
    }
  }
`;

type Suggestion = {
  placeId: string;
  description: string;
  mainText: string;
  secondaryText: string;
  latitude: number;
  longitude: number;
};
type Suggestions = { placeSuggestions: Suggestion[] };
type Result = { placeId: string | null; formattedAddress: string; latitude: number; longitude: number };

/** The default delivery location (docs/product/limits.md#maps-and-layout), in sector E-11. */
const DEFAULT_POSITION = { latitude: 33.7001019, longitude: 72.9735978 };

let database: TestDatabase;
let api: TestApp;
let restaurant: Awaited<ReturnType<typeof createRestaurant>>;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await createTestApp({ db: database.db });
  restaurant = await createRestaurant(database.db, {
    name: 'Zaiqa Tandoor House',
    address: 'Shop 4, Kohsar Market, F-6/3, Islamabad',
    latitude: 33.7306,
    longitude: 73.0769,
  });
  await createRestaurant(database.db, { name: 'Zaiqa Closed Down', isActive: false });
});

afterAll(async () => {
  await api.app.close();
  await database.close();
});

async function suggest(variables: Record<string, unknown>) {
  const response = await api.gql<Suggestions>(SUGGESTIONS, variables);
  expect(response.status).toBe(200);
  return response;
}

async function expectError(
  query: string,
  variables: Record<string, unknown>,
  code: string,
  message?: string | RegExp,
) {
  const response = await api.gql(query, variables);
  // 200, or 400 for a variable of the wrong type (GraphQL over HTTP); never a 500.
  expect(response.status).toBeLessThan(500);
  expect(response.errors?.[0]?.extensions?.['code']).toBe(code);
  if (message) expect(response.errors?.[0]?.message).toMatch(message);
}

describe('placeSuggestions', () => {
  it('finds gazetteer places by name, alias and compact sector names', async () => {
    const jinnah = await suggest({ query: 'jinnah super', ...DEFAULT_POSITION });
    expect(jinnah.data?.placeSuggestions[0]).toEqual({
      placeId: 'gz:jinnah-super-market',
      description: 'Jinnah Super Market, F-7 Markaz, Islamabad, Pakistan',
      mainText: 'Jinnah Super Market',
      secondaryText: 'F-7 Markaz, Islamabad, Pakistan',
      latitude: expect.closeTo(33.72, 2),
      longitude: expect.closeTo(73.056, 2),
    });
    for (const query of ['f7', 'F-7', 'sector f 7']) {
      expect((await suggest({ query })).data?.placeSuggestions[0]?.placeId).toBe('gz:f-7');
    }
    const faisal = (await suggest({ query: 'Faisal', ...DEFAULT_POSITION })).data?.placeSuggestions;
    expect(faisal?.map((s) => s.placeId).slice(0, 2)).toEqual(['gz:faisal-mosque', 'gz:faisal-avenue']);
  });

  it('ranks equal matches by distance to the bias point', async () => {
    const nearG11 = (await suggest({ query: 'G-1', latitude: 33.668, longitude: 72.998 })).data
      ?.placeSuggestions;
    const nearG14 = (await suggest({ query: 'G-1', latitude: 33.641, longitude: 72.956 })).data
      ?.placeSuggestions;
    expect(nearG11?.[0]?.mainText).toMatch(/^G-11/);
    expect(nearG14?.[0]?.mainText).toMatch(/^G-14/);
  });

  it("finds the restaurants' own addresses, but not delisted ones", async () => {
    const found = (await suggest({ query: 'zaiqa' })).data?.placeSuggestions ?? [];
    expect(found).toEqual([
      {
        placeId: `restaurant:${restaurant.id}`,
        description: 'Zaiqa Tandoor House, Shop 4, Kohsar Market, F-6/3, Islamabad',
        mainText: 'Zaiqa Tandoor House',
        secondaryText: 'Shop 4, Kohsar Market, F-6/3, Islamabad',
        latitude: 33.7306,
        longitude: 73.0769,
      },
    ]);
  });

  it('finds world cities as "City, Country"', async () => {
    const lahore = (await suggest({ query: 'Lahore', ...DEFAULT_POSITION })).data?.placeSuggestions ?? [];
    expect(lahore[0]).toMatchObject({
      placeId: 'city:1172451',
      description: 'Lahore, Pakistan',
      mainText: 'Lahore',
      secondaryText: 'Pakistan',
    });
    const paris = (await suggest({ query: 'paris' })).data?.placeSuggestions ?? [];
    expect(paris[0]?.description).toBe('Paris, France');
    // Suggestions read differently: two places with the same text would be indistinguishable.
    expect(new Set(paris.map((s) => s.description)).size).toBe(paris.length);
  });

  it('returns 5 by default, honours limit, and [] for blank text or no match', async () => {
    expect((await suggest({ query: 'a' })).data?.placeSuggestions).toHaveLength(5);
    expect((await suggest({ query: 'a', limit: 10 })).data?.placeSuggestions).toHaveLength(10);
    expect((await suggest({ query: 'a', limit: 1 })).data?.placeSuggestions).toHaveLength(1);
    expect((await suggest({ query: '   ' })).data?.placeSuggestions).toEqual([]);
    expect((await suggest({ query: '!!!' })).data?.placeSuggestions).toEqual([]);
    expect((await suggest({ query: 'qqxxzzvv' })).data?.placeSuggestions).toEqual([]);
  });

  it('rejects bad arguments with BAD_USER_INPUT', async () => {
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ query: 'x'.repeat(201) }, 'The search text must be at most 200 characters.'],
      [{ query: 'jinnah', limit: 0 }, 'limit must be between 1 and 10.'],
      [{ query: 'jinnah', limit: 11 }, 'limit must be between 1 and 10.'],
      [{ query: 'jinnah', latitude: 33.7 }, 'Give both latitude and longitude, or neither.'],
      [{ query: 'jinnah', latitude: 91, longitude: 73 }, 'Latitude must be between -90 and 90'],
      [{ query: 'jinnah', latitude: 33, longitude: 190 }, 'Longitude must be between -180 and 180'],
      [{ query: 'jinnah', limit: 2.5 }, /Int/],
      [{ query: null }, /query/],
    ];
    for (const [variables, message] of cases) {
      await expectError(SUGGESTIONS, variables, 'BAD_USER_INPUT', message);
    }
  });
});

describe('geocode', () => {
  it('resolves every kind of placeId a suggestion gives, to the same point', async () => {
    for (const query of ['Faisal Mosque', 'zaiqa', 'Islamabad', 'Jinnah Avenue']) {
      const [first] = (await suggest({ query, ...DEFAULT_POSITION })).data?.placeSuggestions ?? [];
      const response = await api.gql<{ geocode: Result }>(GEOCODE, { placeId: first!.placeId });
      expect(response.data?.geocode).toEqual({
        placeId: first!.placeId,
        formattedAddress: first!.description,
        latitude: first!.latitude,
        longitude: first!.longitude,
      });
    }
  });

  it('finds free address text, also by a known name inside a longer address', async () => {
    const mall = await api.gql<{ geocode: Result }>(GEOCODE, { address: 'Centaurus' });
    expect(mall.data?.geocode.formattedAddress).toBe('Centaurus Mall, F-8, Islamabad, Pakistan');
    const house = await api.gql<{ geocode: Result }>(GEOCODE, {
      address: 'House 5, Street 10, F-7/2, Islamabad',
    });
    expect(house.data?.geocode).toMatchObject({
      placeId: 'gz:f-7',
      formattedAddress: 'F-7, Islamabad, Pakistan',
    });
    const lahore = await api.gql<{ geocode: Result }>(GEOCODE, {
      address: '12 Main Boulevard, Gulberg, Lahore',
    });
    expect(lahore.data?.geocode.formattedAddress).toBe('Lahore, Pakistan');
  });

  it('says NOT_FOUND for unknown place ids and addresses', async () => {
    const unknown = [
      'gz:no-such-place',
      'city:999999999',
      'city:abc',
      `restaurant:00000000-0000-4000-8000-000000000000`,
      'restaurant:not-a-uuid',
      'osm:W123',
      'no-prefix',
    ];
    for (const placeId of unknown) await expectError(GEOCODE, { placeId }, 'NOT_FOUND', 'Place not found.');
    await expectError(GEOCODE, { address: 'qqxxzzvv wwkk' }, 'NOT_FOUND', 'No place matches this address.');
  });

  it('needs exactly one of placeId and address, each at most 200 characters', async () => {
    await expectError(GEOCODE, {}, 'BAD_USER_INPUT', 'A placeId or an address is required.');
    await expectError(
      GEOCODE,
      { placeId: ' ', address: '' },
      'BAD_USER_INPUT',
      'A placeId or an address is required.',
    );
    await expectError(
      GEOCODE,
      { placeId: 'gz:f-7', address: 'F-7' },
      'BAD_USER_INPUT',
      'Give either a placeId or an address, not both.',
    );
    await expectError(GEOCODE, { address: 'a'.repeat(201) }, 'BAD_USER_INPUT', 'at most 200 characters');
    await expectError(GEOCODE, { placeId: 'a'.repeat(201) }, 'BAD_USER_INPUT', 'at most 200 characters');
  });
});

describe('reverseGeocode', () => {
  it('names the place, its sector and the city, and keeps the pin where it was put', async () => {
    const point = { latitude: 33.7207, longitude: 73.0562 };
    const response = await api.gql<{ reverseGeocode: Result }>(REVERSE, point);
    expect(response.data?.reverseGeocode).toEqual({
      placeId: 'gz:jinnah-super-market',
      formattedAddress: 'Jinnah Super Market, F-7, Islamabad, Pakistan',
      ...point,
    });
  });

  it('names a road a pin is dropped on', async () => {
    const onJinnahAvenue = { latitude: 33.714, longitude: 73.068 };
    const response = await api.gql<{ reverseGeocode: Result }>(REVERSE, onJinnahAvenue);
    expect(response.data?.reverseGeocode.formattedAddress).toBe(
      'Jinnah Avenue, Blue Area, Islamabad, Pakistan',
    );
  });

  it('falls back to the sector, then to the nearest city far from the gazetteer', async () => {
    const home = await api.gql<{ reverseGeocode: Result }>(REVERSE, DEFAULT_POSITION);
    expect(home.data?.reverseGeocode.formattedAddress).toMatch(/E-11, Islamabad, Pakistan$/);
    const paris = await api.gql<{ reverseGeocode: Result }>(REVERSE, { latitude: 48.857, longitude: 2.352 });
    expect(paris.data?.reverseGeocode).toMatchObject({
      placeId: 'city:2988507',
      formattedAddress: 'Paris, France',
      latitude: 48.857,
      longitude: 2.352,
    });
  });

  it('rejects coordinates out of range or missing with BAD_USER_INPUT', async () => {
    await expectError(
      REVERSE,
      { latitude: 100, longitude: 73 },
      'BAD_USER_INPUT',
      'Latitude must be between -90 and 90',
    );
    await expectError(
      REVERSE,
      { latitude: 33, longitude: -200 },
      'BAD_USER_INPUT',
      'Longitude must be between -180 and 180',
    );
    await expectError(REVERSE, { latitude: 33 }, 'BAD_USER_INPUT');
  });
});
