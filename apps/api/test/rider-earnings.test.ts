import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../src/adapters/logger.ts';
import type { PaymentGateways } from '../src/adapters/payments/payment-gateway.ts';
import { createInProcessPubSub } from '../src/adapters/pubsub/in-process-pubsub.ts';
import { deliverOrder } from '../src/modules/tracking/deliver-order.ts';
import { createConfiguration, createRestaurant, createUser } from './helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, type TestApp } from './helpers/test-server.ts';
import { createCustomer, createOrder, createRider, tokenFor } from './helpers/tracking-factories.ts';

// riderEarnings (docs/rider-app.md#earnings): today and this week in the platform's time zone (the
// restaurants' Asia/Karachi, UTC+5), weeks from Monday, amounts from the rider's ledger account.

// Friday 6 June 2025, 17:00 in Karachi; the week began on Monday 2 June (Sunday 19:00 UTC).
const NOW = new Date('2025-06-06T12:00:00Z');
const EARNINGS = `query { riderEarnings { currency timeZone cashHeld
  today { from deliveries fees tips total } week { from deliveries fees tips total }
  deliveries { orderId restaurantName deliveredAt fee tip } } }`;

type Period = { from: string; deliveries: number; fees: number; tips: number; total: number };
type Earnings = {
  riderEarnings: {
    currency: string;
    timeZone: string;
    cashHeld: number;
    today: Period;
    week: Period;
    deliveries: { orderId: string; restaurantName: string; deliveredAt: string; fee: number; tip: number }[];
  };
};

let database: TestDatabase;
let api: TestApp;
let world: Awaited<ReturnType<typeof createWorld>>;

async function createWorld() {
  const { db } = database;
  // A flat 3.00 a delivery, so each fee is known.
  await createConfiguration(db, { riderFeePerDelivery: 300, riderFeePerKm: 0 });
  const restaurant = await createRestaurant(db, { name: 'Karahi Corner' });
  const customer = await createCustomer(db);
  const rider = await createRider(db);
  const otherRider = await createRider(db);
  const deps = (now: Date) => ({
    db,
    pubsub: createInProcessPubSub(),
    push: { send: async () => {} },
    log: silentLogger,
    gateways: {} as PaymentGateways,
    now,
  });
  /** A cash delivery picked up by `who`, delivered at `at` through the real operation. */
  const deliver = async (who: typeof rider, at: string, tip = 0) => {
    const order = await createOrder(db, {
      userId: customer.user.id,
      restaurantId: restaurant.id,
      orderStatus: 'PICKED',
      riderId: who.rider.id,
      tipping: tip,
      orderAmount: 2530 + tip,
    });
    await deliverOrder(
      deps(new Date(at)),
      { role: 'RIDER', userId: who.user.id, riderId: who.rider.id },
      { orderId: order.id },
    );
    return order;
  };
  const orders = {
    // Sunday 23:00 in Karachi: last week.
    lastWeek: await deliver(rider, '2025-06-01T18:00:00Z', 400),
    // Monday 01:00 in Karachi, still Sunday in UTC: this week.
    monday: await deliver(rider, '2025-06-01T20:00:00Z'),
    wednesday: await deliver(rider, '2025-06-04T10:00:00Z', 100),
    today: await deliver(rider, '2025-06-06T08:00:00Z', 250),
    otherRiders: await deliver(otherRider, '2025-06-06T09:00:00Z', 999),
  };
  const staff = async (role: 'SUPPORT' | 'ADMIN') => tokenFor(await createUser(db, { name: role, role }));
  return {
    rider,
    otherRider,
    customer,
    orders,
    support: await staff('SUPPORT'),
    admin: await staff('ADMIN'),
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  world = await createWorld();
  api = await createTestApp({ db: database.db, now: NOW });
}, 120_000);
afterAll(async () => {
  await api?.app.close();
  await database?.close();
});

describe('riderEarnings', () => {
  it("sums today's and this week's fees and tips from the rider's own ledger account", async () => {
    const { data, errors } = await api.gql<Earnings>(EARNINGS, {}, { token: world.rider.token });
    expect(errors).toBeUndefined();
    const earnings = data!.riderEarnings;
    expect(earnings).toMatchObject({ currency: 'USD', timeZone: 'Asia/Karachi' });
    expect(earnings.today).toEqual({ from: '2025-06-06', deliveries: 1, fees: 3, tips: 2.5, total: 5.5 });
    expect(earnings.week).toEqual({ from: '2025-06-02', deliveries: 3, fees: 9, tips: 3.5, total: 12.5 });
    expect(earnings.deliveries.map((row) => [row.orderId, row.fee, row.tip])).toEqual([
      [world.orders.today.orderId, 3, 2.5],
      [world.orders.wednesday.orderId, 3, 1],
      [world.orders.monday.orderId, 3, 0],
    ]);
    expect(earnings.deliveries[0]).toMatchObject({
      restaurantName: 'Karahi Corner',
      deliveredAt: '2025-06-06T08:00:00.000Z',
    });
    // Every cash order the rider delivered, last week's too: 25.30 × 4 + the tips 4.00, 1.00, 2.50.
    expect(earnings.cashHeld).toBe(108.7);
  });

  it('a new week starts on Monday at local midnight', async () => {
    // Sunday 8 June, 23:59 in Karachi: still the same week.
    api.setNow(new Date('2025-06-08T18:59:00Z'));
    const sunday = await api.gql<Earnings>(EARNINGS, {}, { token: world.rider.token });
    expect(sunday.data!.riderEarnings.week).toMatchObject({ from: '2025-06-02', deliveries: 3 });
    expect(sunday.data!.riderEarnings.today).toMatchObject({ from: '2025-06-08', deliveries: 0, total: 0 });
    api.setNow(new Date('2025-06-08T19:00:00Z'));
    const monday = await api.gql<Earnings>(EARNINGS, {}, { token: world.rider.token });
    expect(monday.data!.riderEarnings.week).toEqual({
      from: '2025-06-09',
      deliveries: 0,
      fees: 0,
      tips: 0,
      total: 0,
    });
    expect(monday.data!.riderEarnings.deliveries).toEqual([]);
    api.setNow(NOW);
  });

  it('another rider sees only their own', async () => {
    const { data } = await api.gql<Earnings>(EARNINGS, {}, { token: world.otherRider.token });
    expect(data!.riderEarnings.today).toMatchObject({ deliveries: 1, fees: 3, tips: 9.99 });
    expect(data!.riderEarnings.deliveries.map((row) => row.orderId)).toEqual([
      world.orders.otherRiders.orderId,
    ]);
  });

  it.each([
    ['support staff', () => world.support, 'FORBIDDEN'],
    ['the operator', () => world.admin, 'FORBIDDEN'],
    ['a customer', () => world.customer.token, 'FORBIDDEN'],
    ['nobody signed in', () => undefined, 'UNAUTHENTICATED'],
  ])('%s is refused', async (_who, token, code) => {
    const { data, errors } = await api.gql(EARNINGS, {}, { token: token() });
    expect(data).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe(code);
  });
});
