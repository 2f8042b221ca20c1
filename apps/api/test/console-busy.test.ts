import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index.ts';
import { failure } from './helpers/accounts.ts';
import {
  PLACE_ORDER,
  createCustomer,
  createOpenRestaurant,
  createOrderPlatform,
  halfKarahiPickUp,
  type OpenRestaurant,
} from './helpers/order-factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, type TestApp } from './helpers/test-server.ts';
import { createRestaurantUser } from './helpers/tracking-factories.ts';

// Busy controls (docs/restaurant-console.md "Busy controls"): extra time reaches the customer's
// estimate, a timed pause closes the restaurant and ends by itself, a closed day refuses orders.

// Wednesday 17:00 in Asia/Karachi (UTC+5).
const NOW = new Date('2025-06-04T12:00:00Z');
const MINUTE = 60_000;

let database: TestDatabase;
let api: TestApp;
let mine: OpenRestaurant;
let manager: { token: string; user: { id: string } };
let customer: Awaited<ReturnType<typeof createCustomer>>;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await createTestApp({ db: database.db, now: NOW });
  await createOrderPlatform(database.db);
  mine = await createOpenRestaurant(database.db, { tax: 10, minimumOrder: 0, deliveryTime: 30 });
  manager = await createRestaurantUser(database.db, mine.restaurant.id);
  customer = await createCustomer(database.db, NOW);
});
afterAll(async () => {
  await api.app.close();
  await database.close();
});

const RESTAURANT = `query ($id: String!) { restaurant(id: $id) { isOpen isAvailable deliveryTime } }`;
const CONSOLE = `{ consoleRestaurants { _id isOpen isAvailable pausedUntil extraPreparationMinutes } }`;
const EXTRA = `mutation ($r: String!, $m: Int!) { setExtraPreparationTime(restaurant: $r, minutes: $m) {
  extraPreparationMinutes } }`;
const PAUSE_UNTIL = `mutation ($r: String!, $m: Int, $rest: Boolean) {
  pauseRestaurantUntil(restaurant: $r, minutes: $m, restOfDay: $rest) { isOpen pausedUntil } }`;
const RESUME = `mutation ($r: String!) { pauseRestaurant(restaurant: $r, paused: false) { isOpen pausedUntil } }`;
const ADD = `mutation ($r: String!, $d: String!, $n: String) { addClosure(restaurant: $r, date: $d, note: $n) {
  date note } }`;
const REMOVE = `mutation ($r: String!, $d: String!) { removeClosure(restaurant: $r, date: $d) }`;
const CLOSURES = `query ($r: String!) { consoleClosures(restaurant: $r) { date note } }`;

type Placed = { placeOrder: { _id: string; expectedTime: string; orderDate: string } };
const place = (orderDate: Date) =>
  api.gql<Placed>(PLACE_ORDER, halfKarahiPickUp(mine, orderDate), { token: customer.token });
const asManager = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown>) =>
  api.gql<T>(query, { r: mine.restaurant.id, ...variables }, { token: manager.token });
const restaurantView = async () =>
  (
    await api.gql<{ restaurant: { isOpen: boolean; isAvailable: boolean; deliveryTime: number } }>(
      RESTAURANT,
      {
        id: mine.restaurant.id,
      },
    )
  ).data!.restaurant;

describe('extra preparation time', () => {
  it('makes the delivery time and the placed order’s expected time later, and is audited', async () => {
    expect((await restaurantView()).deliveryTime).toBe(30);
    const set = await asManager(EXTRA, { m: 15 });
    expect(set.data).toEqual({ setExtraPreparationTime: { extraPreparationMinutes: 15 } });
    expect((await restaurantView()).deliveryTime).toBe(45);
    const placed = await place(NOW);
    expect(placed.errors).toBeUndefined();
    const { expectedTime, orderDate } = placed.data!.placeOrder;
    expect(new Date(expectedTime).getTime() - new Date(orderDate).getTime()).toBe(45 * MINUTE);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'restaurant.extra-time'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: manager.user.id,
      restaurantId: mine.restaurant.id,
      before: { extraPreparationMinutes: 0 },
      after: { extraPreparationMinutes: 15 },
    });
    expect(failure(await asManager(EXTRA, { m: 17 }))?.code).toBe('BAD_USER_INPUT');
    await asManager(EXTRA, { m: 0 });
    expect((await restaurantView()).deliveryTime).toBe(30);
  });
});

describe('timed pause', () => {
  it('closes for 30 minutes, refuses orders, and opens again by itself', async () => {
    const paused = await asManager<{ pauseRestaurantUntil: { isOpen: boolean; pausedUntil: string } }>(
      PAUSE_UNTIL,
      { m: 30 },
    );
    expect(paused.data?.pauseRestaurantUntil).toEqual({
      isOpen: false,
      pausedUntil: new Date(NOW.getTime() + 30 * MINUTE).toISOString(),
    });
    expect(await restaurantView()).toMatchObject({ isOpen: false, isAvailable: false });
    expect(failure(await place(NOW))?.code).toBe('RESTAURANT_CLOSED');

    api.setNow(new Date(NOW.getTime() + 31 * MINUTE));
    try {
      expect(await restaurantView()).toMatchObject({ isOpen: true, isAvailable: true });
      const console = await api.gql<{ consoleRestaurants: { isOpen: boolean; pausedUntil: null }[] }>(
        CONSOLE,
        {},
        { token: manager.token },
      );
      expect(console.data?.consoleRestaurants[0]).toMatchObject({ isOpen: true, pausedUntil: null });
      const placed = await place(new Date(NOW.getTime() + 31 * MINUTE));
      expect(placed.errors).toBeUndefined();
    } finally {
      api.setNow(NOW);
    }
  });

  it('pauses for the rest of the local day, and resuming ends it at once', async () => {
    const paused = await asManager<{ pauseRestaurantUntil: { pausedUntil: string } }>(PAUSE_UNTIL, {
      rest: true,
    });
    // Midnight in Karachi (UTC+5) is 19:00 UTC.
    expect(paused.data?.pauseRestaurantUntil.pausedUntil).toBe('2025-06-04T19:00:00.000Z');
    const resumed = await asManager(RESUME, {});
    expect(resumed.data).toEqual({ pauseRestaurant: { isOpen: true, pausedUntil: null } });
    expect(failure(await asManager(PAUSE_UNTIL, { m: 30, rest: true }))?.code).toBe('BAD_USER_INPUT');
    expect(failure(await asManager(PAUSE_UNTIL, { m: 7 }))?.code).toBe('BAD_USER_INPUT');
  });
});

describe('closed days', () => {
  it('a closure day is closed, refuses a scheduled order, and opens again once removed', async () => {
    // Friday 6 June in Karachi; the order is scheduled for 13:00 local that day.
    const friday = new Date('2025-06-06T08:00:00Z');
    const added = await asManager(ADD, { d: '2025-06-06', n: 'Eid' });
    expect(added.data).toEqual({ addClosure: { date: '2025-06-06', note: 'Eid' } });
    expect(failure(await asManager(ADD, { d: '2025-06-06' }))?.message).toBe(
      '2025-06-06 is already a closed day.',
    );
    expect(failure(await asManager(ADD, { d: '2025-06-03' }))?.message).toBe('That date is in the past.');
    expect(failure(await asManager(ADD, { d: '06/07/2025' }))?.code).toBe('BAD_USER_INPUT');
    expect((await asManager(CLOSURES, {})).data).toEqual({
      consoleClosures: [{ date: '2025-06-06', note: 'Eid' }],
    });

    expect(failure(await place(friday))?.code).toBe('SCHEDULE_OUTSIDE_HOURS');
    // Thursday is still fine.
    expect((await place(new Date('2025-06-05T08:00:00Z'))).errors).toBeUndefined();

    api.setNow(friday);
    try {
      expect((await restaurantView()).isOpen).toBe(false);
    } finally {
      api.setNow(NOW);
    }

    expect((await asManager(REMOVE, { d: '2025-06-06' })).data).toEqual({ removeClosure: true });
    expect((await place(friday)).errors).toBeUndefined();
    expect(failure(await asManager(REMOVE, { d: '2025-06-06' }))?.code).toBe('NOT_FOUND');
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.restaurantId, mine.restaurant.id));
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'restaurant.closure-add',
        'restaurant.closure-remove',
        'restaurant.pause-until',
      ]),
    );
  });
});
