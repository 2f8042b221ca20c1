import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/test-server.ts';

// GEOCODER_URL set: the Nominatim-compatible adapter, against a tiny local stand-in (no network).

type Reply = { status?: number; body: unknown };

let database: TestDatabase;
let api: TestApp;
let server: Server;
let requests: { path: string; query: URLSearchParams; headers: IncomingMessage['headers'] }[] = [];
let reply: (path: string) => Reply = () => ({ body: [] });

const JINNAH_AVENUE = {
  place_id: 1,
  osm_type: 'way',
  osm_id: 123456,
  lat: '33.7144',
  lon: '73.0655',
  display_name: 'Jinnah Avenue, Blue Area, Islamabad, Islamabad Capital Territory, 44000, Pakistan',
  name: 'Jinnah Avenue',
};

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

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push({ path: url.pathname, query: url.searchParams, headers: request.headers });
    const { status = 200, body } = reply(url.pathname);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  database = await createTestDatabase();
  // A base path, as when Nominatim is served under a prefix.
  api = await createTestApp({
    db: database.db,
    config: testConfig({ geocoderUrl: `http://127.0.0.1:${port}/nominatim` }),
  });
});

afterAll(async () => {
  await api.app.close();
  await database.close();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests = [];
  reply = () => ({ body: [] });
});

describe('the Nominatim adapter', () => {
  it('searches with the bias box, English names and a User-Agent, and maps the answer', async () => {
    reply = () => ({ body: [JINNAH_AVENUE] });
    const response = await api.gql(SUGGESTIONS, { query: 'jinnah', latitude: 33.7, longitude: 73 });
    expect(response.data).toEqual({
      placeSuggestions: [
        {
          placeId: 'osm:W123456',
          description: JINNAH_AVENUE.display_name,
          mainText: 'Jinnah Avenue',
          secondaryText: 'Blue Area, Islamabad, Islamabad Capital Territory, 44000, Pakistan',
          latitude: 33.7144,
          longitude: 73.0655,
        },
      ],
    });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.path).toBe('/nominatim/search');
    expect(Object.fromEntries(request!.query)).toEqual({
      q: 'jinnah',
      limit: '5',
      format: 'jsonv2',
      'accept-language': 'en',
      viewbox: '72.50000,34.20000,73.50000,33.20000',
      bounded: '0',
    });
    expect(request!.headers['user-agent']).toMatch(/open-food-ordering/);
  });

  it('does not call the service for blank text or bad arguments', async () => {
    expect((await api.gql(SUGGESTIONS, { query: '  ' })).data).toEqual({ placeSuggestions: [] });
    const tooLong = await api.gql(SUGGESTIONS, { query: 'x'.repeat(201) });
    expect(tooLong.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    expect(requests).toEqual([]);
  });

  it('resolves a placeId through /lookup and free text through /search', async () => {
    reply = () => ({ body: [JINNAH_AVENUE] });
    const byId = await api.gql(GEOCODE, { placeId: 'osm:W123456' });
    expect(byId.data).toEqual({
      geocode: {
        placeId: 'osm:W123456',
        formattedAddress: JINNAH_AVENUE.display_name,
        latitude: 33.7144,
        longitude: 73.0655,
      },
    });
    expect(requests[0]!.path).toBe('/nominatim/lookup');
    expect(requests[0]!.query.get('osm_ids')).toBe('W123456');

    const byText = await api.gql(GEOCODE, { address: 'Jinnah Avenue, Islamabad' });
    expect(byText.data).toEqual(byId.data);
    expect(requests[1]!.path).toBe('/nominatim/search');
    expect(requests[1]!.query.get('limit')).toBe('1');
  });

  it('says NOT_FOUND for an empty answer or a placeId it cannot have made', async () => {
    const empty = await api.gql(GEOCODE, { placeId: 'osm:N1' });
    expect(empty.errors?.[0]).toMatchObject({
      message: 'Place not found.',
      extensions: { code: 'NOT_FOUND' },
    });
    const foreign = await api.gql(GEOCODE, { placeId: 'gz:f-7' });
    expect(foreign.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
    expect(requests).toHaveLength(1);
  });

  it('reverse-geocodes through /reverse, keeping the pin, and NOT_FOUND when nothing is there', async () => {
    reply = () => ({ body: JINNAH_AVENUE });
    const found = await api.gql(REVERSE, { latitude: 33.7145, longitude: 73.0656 });
    expect(found.data).toEqual({
      reverseGeocode: {
        placeId: 'osm:W123456',
        formattedAddress: JINNAH_AVENUE.display_name,
        latitude: 33.7145,
        longitude: 73.0656,
      },
    });
    expect(requests[0]!.path).toBe('/nominatim/reverse');
    expect(Object.fromEntries(requests[0]!.query)).toMatchObject({
      lat: '33.7145',
      lon: '73.0656',
      format: 'jsonv2',
    });

    reply = () => ({ body: { error: 'Unable to geocode' } });
    const nothing = await api.gql(REVERSE, { latitude: 0, longitude: -30 });
    expect(nothing.errors?.[0]).toMatchObject({
      message: 'No address found for this location.',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('turns service failures into SERVICE_UNAVAILABLE, never a 500', async () => {
    const failures: Reply[] = [
      { status: 500, body: 'boom' },
      { status: 429, body: { error: 'rate limited' } },
      { body: '<html>not json</html>' },
      { body: [{ lat: 'north' }] },
    ];
    for (const failure of failures) {
      reply = () => failure;
      const response = await api.gql(SUGGESTIONS, { query: 'jinnah' });
      expect(response.status).toBe(200);
      expect(response.errors?.[0]).toMatchObject({
        message: 'The address service is not available right now. Please try again.',
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      });
    }
  });

  it('turns an unreachable service into SERVICE_UNAVAILABLE', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = await createTestApp({
      db: database.db,
      config: testConfig({ geocoderUrl: `http://127.0.0.1:${port}` }),
    });
    try {
      const response = await unreachable.gql(REVERSE, { latitude: 33.7, longitude: 73 });
      expect(response.status).toBe(200);
      expect(response.errors?.[0]?.extensions?.['code']).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await unreachable.app.close();
    }
  });
});
