import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordOrderDelivered } from '../src/modules/ledger/record-ledger-events.ts';
import { createConfiguration, createRestaurant, createUser } from './helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, type TestApp } from './helpers/test-server.ts';
import {
  createCustomer,
  createOrder,
  createRestaurantUser,
  createRider,
  tokenFor,
} from './helpers/tracking-factories.ts';

// Reading the ledger (docs/money.md): a restaurant user reads only its restaurant's accounts, a rider
// only its own, the operator every account; support staff and customers none.

const NOW = new Date('2025-06-04T12:00:00Z');
const BALANCE = `query ($account: LedgerAccountInput!) {
  ledgerBalance(account: $account) { kind owner currency balance entryCount } }`;
const ENTRIES = `query ($account: LedgerAccountInput!, $first: Int) {
  ledgerEntries(account: $account, first: $first) { kind owner amount currency orderId eventKind createdAt } }`;

let database: TestDatabase;
let api: TestApp;
let world: Awaited<ReturnType<typeof createWorld>>;

async function createWorld() {
  const { db } = database;
  await createConfiguration(db, { defaultCommissionBp: 1000, riderFeePerDelivery: 300, riderFeePerKm: 0 });
  const restaurant = await createRestaurant(db);
  const other = await createRestaurant(db);
  const customer = await createCustomer(db);
  const rider = await createRider(db);
  const otherRider = await createRider(db);
  const staff = async (role: 'ADMIN' | 'SUPPORT') => {
    const user = await createUser(db, { name: role, role });
    return { user, token: await tokenFor(user) };
  };
  // A delivered cash order: food 20.00, delivery 3.00, tax 2.30, no tip; 10 % commission, rider 3.00.
  const order = await createOrder(db, {
    userId: customer.user.id,
    restaurantId: restaurant.id,
    orderStatus: 'DELIVERED',
    riderId: rider.rider.id,
  });
  await db.transaction((tx) => recordOrderDelivered(tx, { orderId: order.id, now: NOW }));
  return {
    restaurant,
    order,
    customer,
    rider,
    otherRider,
    manager: await createRestaurantUser(db, restaurant.id),
    otherManager: await createRestaurantUser(db, other.id),
    admin: await staff('ADMIN'),
    support: await staff('SUPPORT'),
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

const restaurantAccount = () => ({ kind: 'RESTAURANT_PAYABLE', owner: world.restaurant.id });
const riderAccount = () => ({ kind: 'RIDER_PAYABLE', owner: world.rider.rider.id });

describe('ledger balances and entries', () => {
  it('the restaurant reads its own balance and entries', async () => {
    const balance = await api.gql(BALANCE, { account: restaurantAccount() }, { token: world.manager.token });
    // 20.00 − 2.00 commission + 2.30 tax, owed to the restaurant.
    expect(balance.data).toEqual({
      ledgerBalance: [{ ...restaurantAccount(), currency: 'USD', balance: -20.3, entryCount: 3 }],
    });
    const entries = await api.gql<{ ledgerEntries: { eventKind: string; amount: number }[] }>(
      ENTRIES,
      { account: restaurantAccount() },
      { token: world.manager.token },
    );
    expect(entries.data!.ledgerEntries.map((entry) => [entry.eventKind, entry.amount]).sort()).toEqual([
      ['COMMISSION', 2],
      ['RESTAURANT_SHARE', -20],
      ['TAX', -2.3],
    ]);
  });

  it('the rider reads its own; the operator reads any account', async () => {
    const own = await api.gql(BALANCE, { account: riderAccount() }, { token: world.rider.token });
    expect(own.data).toMatchObject({ ledgerBalance: [{ balance: -3, entryCount: 1 }] });
    const cash = await api.gql(
      BALANCE,
      { account: { kind: 'RIDER_CASH', owner: world.rider.rider.id } },
      { token: world.rider.token },
    );
    expect(cash.data).toMatchObject({ ledgerBalance: [{ balance: 25.3 }] });
    const platform = await api.gql(
      BALANCE,
      { account: { kind: 'PLATFORM_REVENUE', owner: 'platform' } },
      { token: world.admin.token },
    );
    // 2.00 commission + 3.00 delivery − 3.00 rider fee.
    expect(platform.data).toMatchObject({ ledgerBalance: [{ balance: -2 }] });
  });

  it.each([
    ['another restaurant’s manager', () => world.otherManager.token, restaurantAccount],
    [
      'the restaurant’s manager, on the platform',
      () => world.manager.token,
      () => ({ kind: 'PLATFORM_REVENUE', owner: 'platform' }),
    ],
    ['the restaurant’s manager, on its rider', () => world.manager.token, riderAccount],
    ['another rider', () => world.otherRider.token, riderAccount],
    ['the rider, on the restaurant', () => world.rider.token, restaurantAccount],
    ['support staff', () => world.support.token, restaurantAccount],
    ['the customer', () => world.customer.token, () => ({ kind: 'ORDER_CLEARING', owner: world.order.id })],
  ])('%s is refused, for balances and entries alike', async (_who, token, account) => {
    for (const query of [BALANCE, ENTRIES]) {
      const response = await api.gql(query, { account: account() }, { token: token() });
      expect(response.data).toBeNull();
      expect(response.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('a page size outside 1..200 is BAD_USER_INPUT', async () => {
    const response = await api.gql(
      ENTRIES,
      { account: restaurantAccount(), first: 0 },
      { token: world.admin.token },
    );
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
