import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.ts';
import { recordOrderDelivered, recordPaymentCaptured } from '../src/modules/ledger/record-ledger-events.ts';
import { createPayouts } from '../src/modules/payouts/create-payouts.ts';
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

// Payouts (docs/money.md#payouts) on PGlite, or PostgreSQL with DATABASE_URL: every unpaid entry of a
// party is settled by exactly one payout, a second run (or two at once) pays nothing twice, a rider
// holding more cash than earned is collected from, and only the operator writes.

const NOW = new Date('2025-06-04T12:00:00Z');
const DAY = '2025-06-04';
const CREATE = `mutation ($input: CreatePayoutsInput!) {
  createPayouts(input: $input) { _id partyKind partyId partyName amount direction status currency periodEnd } }`;
const PAID = `mutation ($id: ID!, $reference: String!) {
  markPayoutPaid(payoutId: $id, reference: $reference) { _id status providerReference paidAt } }`;
const LIST = `query ($filter: PayoutFilter) { payouts(filter: $filter) { _id partyKind partyId status amount } }`;
const ACCOUNTS = `query { ledgerAccounts { accounts { kind owner ownerName currency balance entryCount }
  revenue { currency earned } } }`;

type PayoutView = { _id: string; partyKind: string; partyId: string; amount: number; direction: string };

let database: TestDatabase;
let api: TestApp;

async function deliver(
  db: TestDatabase['db'],
  values: { userId: string; restaurantId: string; riderId: string; card: boolean },
) {
  const order = await createOrder(db, {
    userId: values.userId,
    restaurantId: values.restaurantId,
    riderId: values.riderId,
    orderStatus: 'DELIVERED',
    paymentMethod: values.card ? 'STRIPE' : 'COD',
  });
  await db.transaction(async (tx) => {
    if (values.card)
      await recordPaymentCaptured(tx, {
        payment: { id: randomUUID(), orderId: order.id, provider: 'stripe', amount: 2530, currency: 'USD' },
        now: NOW,
      });
    await recordOrderDelivered(tx, { orderId: order.id, now: NOW });
  });
  return order;
}

/** Each party account's total and how many of its entries no payout claims. */
async function partyBooks(db: TestDatabase['db']) {
  const result = await db.execute(sql`
    select e.account_kind as kind, e.account_owner as owner, sum(e.amount)::int as balance,
      count(*) filter (where p.entry_id is null)::int as unpaid
    from ledger_entries e left join payout_entries p on p.entry_id = e.id
    where e.account_kind in ('RESTAURANT_PAYABLE', 'RESTAURANT_CASH', 'RIDER_PAYABLE', 'RIDER_CASH')
    group by 1, 2`);
  return (result as unknown as { rows: { kind: string; owner: string; balance: number; unpaid: number }[] })
    .rows;
}

async function createWorld(
  db: TestDatabase['db'],
  size: { restaurants: number; riders: number; orders: number },
) {
  const customer = await createCustomer(db);
  const restaurants = [];
  for (let i = 0; i < size.restaurants; i++) restaurants.push(await createRestaurant(db));
  const riders = [];
  for (let i = 0; i < size.riders; i++) riders.push(await createRider(db));
  for (let i = 0; i < size.orders; i++)
    await deliver(db, {
      userId: customer.user.id,
      restaurantId: restaurants[i % restaurants.length]!.id,
      riderId: riders[i % riders.length]!.rider.id,
      card: i % 3 !== 0,
    });
  return { restaurants, riders, customer };
}

beforeAll(async () => {
  database = await createTestDatabase();
  await createConfiguration(database.db, {
    defaultCommissionBp: 1000,
    riderFeePerDelivery: 300,
    riderFeePerKm: 0,
  });
  api = await createTestApp({ db: database.db, now: NOW });
}, 120_000);
afterAll(async () => {
  await api?.app.close();
  await database?.close();
});

describe('createPayouts and markPayoutPaid through the API', () => {
  it('settles every party, collects from a rider holding cash, and pays once', async () => {
    await database.truncate();
    await createConfiguration(database.db, { defaultCommissionBp: 1000, riderFeePerDelivery: 300 });
    const { restaurants, riders } = await createWorld(database.db, { restaurants: 2, riders: 2, orders: 6 });
    const admin = await createUser(database.db, { name: 'Operator', role: 'ADMIN' });
    const token = await tokenFor(admin);

    const first = await api.gql<{ createPayouts: PayoutView[] }>(
      CREATE,
      { input: { periodEnd: DAY } },
      { token },
    );
    expect(first.errors).toBeUndefined();
    const made = first.data!.createPayouts;
    expect(made).toHaveLength(4);
    // Each restaurant: 3 orders of 20.00 − 2.00 + 2.30 = 20.30, one of them cash at the rider's door.
    for (const restaurant of restaurants)
      expect(made.find((p) => p.partyId === restaurant.id)).toMatchObject({
        amount: 60.9,
        direction: 'PAYOUT',
      });
    // Rider 1 took orders 0, 2, 4 (0 is cash: 25.30 held) and earned 3 × 3.00: hands in 16.30.
    expect(made.find((p) => p.partyId === riders[0]!.rider.id)).toMatchObject({
      amount: -16.3,
      direction: 'COLLECTION',
    });
    expect(made.find((p) => p.partyId === riders[1]!.rider.id)).toMatchObject({ amount: -16.3 });
    for (const row of await partyBooks(database.db)) expect(row).toMatchObject({ balance: 0, unpaid: 0 });

    // Again: nothing is left to pay.
    const again = await api.gql<{ createPayouts: PayoutView[] }>(
      CREATE,
      { input: { periodEnd: DAY } },
      { token },
    );
    expect(again.data!.createPayouts).toEqual([]);
    expect(await database.db.$count(t.payouts)).toBe(4);

    const id = made[0]!._id;
    const paid = await api.gql(PAID, { id, reference: 'BANK-1' }, { token });
    expect(paid.data).toMatchObject({ markPayoutPaid: { status: 'PAID', providerReference: 'BANK-1' } });
    const twice = await api.gql(PAID, { id, reference: 'BANK-1' }, { token });
    expect(twice.errors?.[0]?.extensions?.code).toBe('INVALID_TRANSITION');

    const books = await api.gql<{
      ledgerAccounts: {
        accounts: { kind: string; owner: string; ownerName: string | null; balance: number }[];
      };
    }>(ACCOUNTS, {}, { token });
    const accounts = books.data!.ledgerAccounts.accounts;
    // The paid payout's pending account is settled and left out; the three unpaid ones are listed.
    expect(accounts.find((a) => a.kind === 'PAYOUT_PENDING' && a.owner === id)).toBeUndefined();
    expect(accounts.filter((a) => a.kind === 'PAYOUT_PENDING').map((a) => a.owner)).toEqual(
      expect.arrayContaining(made.slice(1).map((p) => p._id)),
    );
    expect(accounts.filter((a) => a.kind === 'PAYOUT_PENDING')).toHaveLength(3);
    expect(accounts.find((a) => a.kind === 'RESTAURANT_PAYABLE')?.ownerName).toBeTruthy();
    // Per order 2.00 commission + 3.00 delivery − 3.00 rider fee.
    expect(books.data).toMatchObject({ ledgerAccounts: { revenue: [{ currency: 'USD', earned: 12 }] } });
    // Every ledger transaction still balances.
    const unbalanced = await database.db.execute(
      sql`select transaction_id from ledger_entries group by 1 having sum(amount) <> 0`,
    );
    expect((unbalanced as unknown as { rows: unknown[] }).rows).toEqual([]);
    // One audit row per payout and one for the mark.
    expect(await database.db.$count(t.auditLog)).toBe(5);
  });

  it('a restaurant user reads only its own payouts; a period not yet begun is refused', async () => {
    await database.truncate();
    await createConfiguration(database.db);
    const { restaurants, riders } = await createWorld(database.db, { restaurants: 2, riders: 1, orders: 2 });
    const admin = await tokenFor(await createUser(database.db, { name: 'Operator', role: 'ADMIN' }));
    await api.gql(CREATE, { input: { periodEnd: DAY } }, { token: admin });
    const manager = await createRestaurantUser(database.db, restaurants[0]!.id);
    const own = await api.gql<{ payouts: PayoutView[] }>(LIST, {}, { token: manager.token });
    expect(own.data!.payouts.map((p) => p.partyId)).toEqual([restaurants[0]!.id]);
    const other = await api.gql(
      LIST,
      { filter: { party: { kind: 'RESTAURANT', id: restaurants[1]!.id } } },
      { token: manager.token },
    );
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const rider = await api.gql<{ payouts: PayoutView[] }>(LIST, {}, { token: riders[0]!.token });
    expect(rider.data!.payouts.map((p) => p.partyId)).toEqual([riders[0]!.rider.id]);
    const future = await api.gql(CREATE, { input: { periodEnd: '2025-06-06' } }, { token: admin });
    expect(future.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const bad = await api.gql(CREATE, { input: { periodEnd: '4 June' } }, { token: admin });
    expect(bad.errors?.[0]?.extensions?.code).toBe('INVALID_DATE');
  });
});

describe('two runs of the same period at once', () => {
  it('every entry is in exactly one payout and the sums agree', async () => {
    await database.truncate();
    await createConfiguration(database.db, { defaultCommissionBp: 1500, riderFeePerDelivery: 250 });
    await createWorld(database.db, { restaurants: 4, riders: 3, orders: 24 });
    const before = await partyBooks(database.db);
    const deps = {
      db: database.db,
      now: NOW,
      actor: { kind: 'system', name: 'command line' } as const,
      createdBy: null,
      adapter: 'manual' as const,
    };
    // On PostgreSQL the pool runs the two on separate connections.
    const [a, b] = await Promise.all([
      createPayouts(deps, { periodEnd: DAY }),
      createPayouts(deps, { periodEnd: DAY }),
    ]);
    // Whichever run reached a party second found the first's payout (or nothing left to pay).
    expect(new Set([...a, ...b].map((p) => p.id)).size).toBe(7);
    expect(await database.db.$count(t.payouts)).toBe(7);
    const duplicated = await database.db.execute(
      sql`select entry_id from payout_entries group by 1 having count(*) > 1`,
    );
    expect((duplicated as unknown as { rows: unknown[] }).rows).toEqual([]);
    for (const row of await partyBooks(database.db)) expect(row).toMatchObject({ balance: 0, unpaid: 0 });
    // What the payouts say equals what the parties were owed less the cash they held.
    const owed = before.reduce((sum, row) => sum - row.balance, 0);
    const rows = await database.db.select().from(t.payouts);
    expect(rows.reduce((sum, p) => sum + p.amount, 0)).toBe(owed);
  });
});
