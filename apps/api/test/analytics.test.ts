import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ANALYTICS_EVENTS, type AnalyticsEventName } from '@food/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../src/db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { GENEROUS_RATE_LIMITS, createTestApp, testConfig, type TestApp } from './helpers/test-server.ts';

// Analytics end to end on the API: each event the product records arrives at PostHog's capture API
// (a local stand-in speaking its /batch/ protocol) and in our own table; bad batches store nothing.

const NOW = new Date('2025-06-04T12:00:00Z');
const USER_ID = '3b241101-e2bb-4255-8caf-4136c566a962';
const ANONYMOUS_ID = 'anon-0123456789abcdef';
const READ_TOKEN = 'read-token-0123456789-abcdefgh';
const API_KEY = 'phc_local_test_key';

type PosthogBody = {
  api_key: string;
  historical_migration: boolean;
  batch: { event: string; distinct_id: string; properties: Record<string, unknown>; timestamp: string }[];
};

let database: TestDatabase;
let api: TestApp;
let posthog: Server;
let received: PosthogBody[] = [];
let addresses = 0;

const PROPERTIES: Partial<Record<AnalyticsEventName, Record<string, unknown>>> = {
  USER_LOGGED_IN: { userId: USER_ID },
  USER_CREATED_ACCOUNT: { userId: USER_ID },
  ADD_TO_CART: { restaurantId: 'r-1', foodId: 'f-1', variationId: 'v-1', quantity: 2 },
  ORDER_PLACED: {
    orderId: 'ORD-1001',
    userId: USER_ID,
    restaurantId: 'r-1',
    restaurantName: 'Pizza Place',
    items: [{ title: 'Margherita', quantity: 2 }],
    paymentMethod: 'COD',
    orderAmount: 24.5,
    paidAmount: 0,
    deliveryCharges: 3,
    tipping: 1.5,
    taxationAmount: 2,
    orderStatus: 'PENDING',
  },
};

const event = (name: AnalyticsEventName, at = NOW.getTime() - 1000) => ({
  name,
  at,
  properties: PROPERTIES[name] ?? {},
});

function post(body: unknown, remoteAddress = '127.0.0.1') {
  return api.app.inject({
    method: 'POST',
    url: '/analytics/events',
    headers: { 'content-type': 'application/json' },
    remoteAddress,
    payload: JSON.stringify(body),
  });
}

const storedCount = async () => (await database.db.select().from(analyticsEvents)).length;

beforeAll(async () => {
  posthog = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/batch/') received.push(JSON.parse(body) as PosthogBody);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"status":1}');
    });
  });
  await new Promise<void>((resolve) => posthog.listen(0, '127.0.0.1', resolve));
  const { port } = posthog.address() as AddressInfo;
  database = await createTestDatabase();
  api = await createTestApp({
    db: database.db,
    now: NOW,
    config: testConfig({
      posthogHost: `http://127.0.0.1:${port}`,
      posthogApiKey: API_KEY,
      analyticsReadToken: READ_TOKEN,
      rateLimits: { ...GENEROUS_RATE_LIMITS, analyticsPerIp: { limit: 3, windowSeconds: 60 } },
    }),
  });
});
beforeEach(async () => {
  received = [];
  await database.db.delete(analyticsEvents);
});
afterAll(async () => {
  await api.app.close();
  await database.close();
  await new Promise((resolve) => posthog.close(resolve));
});

describe('analytics events', () => {
  it('delivers every event to PostHog and stores it first-party', async () => {
    const anonymous = ANALYTICS_EVENTS.filter(
      (name) => !['USER_LOGGED_IN', 'USER_CREATED_ACCOUNT'].includes(name),
    );
    const before = await post({
      anonymousId: ANONYMOUS_ID,
      events: anonymous.slice(0, 10).map((n) => event(n)),
    });
    const after = await post({
      anonymousId: ANONYMOUS_ID,
      userId: USER_ID,
      events: [
        event('USER_LOGGED_IN'),
        event('USER_CREATED_ACCOUNT'),
        ...anonymous.slice(10).map((n) => event(n)),
      ],
    });
    expect([before.statusCode, after.statusCode]).toEqual([202, 202]);
    expect(after.json()).toEqual({ accepted: ANALYTICS_EVENTS.length - 10 });

    await expect.poll(() => received.length).toBe(2);
    expect(received.every((body) => body.api_key === API_KEY)).toBe(true);
    const forwarded = received.flatMap((body) => body.batch);
    expect(new Set(forwarded.map((e) => e.event))).toEqual(new Set([...ANALYTICS_EVENTS, '$identify']));
    // Anonymous before sign-in, without a person profile; the sign-in links the two ids.
    const navigation = forwarded.find((e) => e.event === anonymous[0]);
    expect(navigation).toMatchObject({
      distinct_id: ANONYMOUS_ID,
      properties: { $process_person_profile: false },
      timestamp: new Date(NOW.getTime() - 1000).toISOString(),
    });
    expect(forwarded.filter((e) => e.event === '$identify')).toEqual([
      expect.objectContaining({ distinct_id: USER_ID, properties: { $anon_distinct_id: ANONYMOUS_ID } }),
      expect.objectContaining({ distinct_id: USER_ID, properties: { $anon_distinct_id: ANONYMOUS_ID } }),
    ]);
    expect(forwarded.find((e) => e.event === 'ORDER_PLACED')).toMatchObject({
      distinct_id: USER_ID,
      properties: PROPERTIES.ORDER_PLACED,
    });

    const rows = await database.db.select().from(analyticsEvents);
    expect(rows.map((row) => row.name).sort()).toEqual([...ANALYTICS_EVENTS].sort());
    expect(rows.find((row) => row.name === anonymous[0])).toMatchObject({
      distinctId: ANONYMOUS_ID,
      userId: null,
      properties: {},
    });
    expect(rows.find((row) => row.name === 'ADD_TO_CART')).toMatchObject({
      distinctId: USER_ID,
      userId: USER_ID,
      properties: PROPERTIES.ADD_TO_CART,
    });

    const summary = await api.app.inject({
      url: '/analytics/summary?days=1',
      headers: { authorization: `Bearer ${READ_TOKEN}` },
    });
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toMatchObject({ total: ANALYTICS_EVENTS.length });
    expect(summary.json().counts).toContainEqual({ name: 'ORDER_PLACED', count: 1 });
  });

  it.each([
    [
      'an unknown event',
      { anonymousId: ANONYMOUS_ID, events: [{ name: 'NOPE', at: NOW.getTime() }] },
      'events.0.name',
    ],
    [
      'a property the event does not list (an e-mail)',
      {
        anonymousId: ANONYMOUS_ID,
        events: [{ ...event('NAVIGATE_TO_HOME'), properties: { email: 'a@b.c' } }],
      },
      'events.0.properties',
    ],
    [
      'a wrong type',
      {
        anonymousId: ANONYMOUS_ID,
        events: [{ ...event('ADD_TO_CART'), properties: { ...PROPERTIES.ADD_TO_CART, quantity: 'two' } }],
      },
      'events.0.properties.quantity',
    ],
    ['no events', { anonymousId: ANONYMOUS_ID, events: [] }, 'events'],
    [
      'a user id that is not one',
      { anonymousId: ANONYMOUS_ID, userId: 'me', events: [event('NAVIGATE_TO_HOME')] },
      'userId',
    ],
    [
      'an event dated last week',
      { anonymousId: ANONYMOUS_ID, events: [event('NAVIGATE_TO_HOME', NOW.getTime() - 7 * 86_400_000)] },
      'more than a day',
    ],
  ])('refuses %s with the reason, storing and forwarding nothing', async (_name, body, reason) => {
    const valid = event('NAVIGATE_TO_TERMS');
    // A good event in the same batch is refused with it.
    const events = body.events as unknown[];
    const response = await post(
      { ...body, events: events.length ? [...events, valid] : events },
      `10.0.1.${++addresses}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST' });
    expect(response.json().message).toContain(reason);
    expect(await storedCount()).toBe(0);
    expect(received).toEqual([]);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/analytics/events',
      headers: { 'content-type': 'application/json' },
      remoteAddress: '10.0.0.8',
      payload: '{"anonymousId":',
    });
    expect(response.statusCode).toBe(400);
    expect(await storedCount()).toBe(0);
  });

  it('limits batches per address', async () => {
    const body = { anonymousId: ANONYMOUS_ID, events: [event('NAVIGATE_TO_HOME')] };
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await post(body, '10.0.0.1')).statusCode);
    expect(codes).toEqual([202, 202, 202, 429]);
    const limited = await post(body, '10.0.0.1');
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedCount()).toBe(3);
  });

  it('answers the summary only with the read token', async () => {
    const anonymous = await api.app.inject({ url: '/analytics/summary' });
    const wrong = await api.app.inject({
      url: '/analytics/summary',
      headers: { authorization: 'Bearer nope' },
    });
    expect([anonymous.statusCode, wrong.statusCode]).toEqual([401, 401]);
  });
});

describe('analytics without a provider or read token', () => {
  it('stores events and keeps the summary off', async () => {
    const plain = await createTestApp({ db: database.db, now: NOW });
    try {
      const response = await plain.app.inject({
        method: 'POST',
        url: '/analytics/events',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ anonymousId: ANONYMOUS_ID, events: [event('NAVIGATE_TO_HOME')] }),
      });
      expect(response.statusCode).toBe(202);
      expect(await storedCount()).toBe(1);
      const summary = await plain.app.inject({ url: '/analytics/summary' });
      expect(summary.statusCode).toBe(404);
      expect(received).toEqual([]);
    } finally {
      await plain.app.close();
    }
  });
});
