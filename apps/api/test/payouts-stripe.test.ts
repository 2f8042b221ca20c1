import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPayoutAdapter, type StripeConnect } from '../src/adapters/payouts/payout-adapter.ts';
import * as t from '../src/db/schema/index.ts';
import { recordOrderDelivered, recordPaymentCaptured } from '../src/modules/ledger/record-ledger-events.ts';
import { createPayouts } from '../src/modules/payouts/create-payouts.ts';
import { sendStripePayouts } from '../src/modules/payouts/send-stripe-payouts.ts';
import { createConfiguration, createRestaurant, createUser } from './helpers/factories.ts';
import { startFakeStripe } from './helpers/payment-fakes.ts';
import { sendSignedStripeEvent } from './helpers/stripe-webhook.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/test-server.ts';
import {
  createCustomer,
  createOrder,
  createRestaurantUser,
  createRider,
  tokenFor,
} from './helpers/tracking-factories.ts';

// Stripe Connect payouts (docs/money.md#stripe-connect-payouts) against a local fake Stripe that the
// real `stripe` library talks to: onboarding links, transfers keyed by the payout id (a retry or two
// sends at once make one transfer), the signed transfer.reversed webhook putting the money back.

// Each case makes a world, onboards and pays out over real HTTP to the fake: on a loaded machine that
// is more than the default 20 s.
vi.setConfig({ testTimeout: 60_000 });

const NOW = new Date('2025-06-04T12:00:00Z');
const DAY = '2025-06-04';
const SECRET = 'whsec_test_payouts';
const ONBOARD = `mutation { startPayoutOnboarding }`;
const CREATE = `mutation ($input: CreatePayoutsInput!) {
  createPayouts(input: $input) { _id partyId amount status adapter providerReference } }`;
const ACCOUNTS = `query { ledgerAccounts { payoutAdapter accounts { kind owner stripeConnected } } }`;

let database: TestDatabase;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let api: TestApp;
let manualApi: TestApp;
let config: ReturnType<typeof testConfig>;

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeStripe();
  config = testConfig({
    payoutAdapter: 'stripe',
    stripeSecretKey: 'sk_test_fake',
    stripeWebhookSecret: SECRET,
    stripeApiUrl: fake.url,
    publicUrl: 'https://food.example',
  });
  api = await createTestApp({ db: database.db, now: NOW, config });
  manualApi = await createTestApp({ db: database.db, now: NOW });
}, 120_000);
afterAll(async () => {
  await api?.app.close();
  await manualApi?.app.close();
  await fake?.close();
  await database?.close();
});

beforeEach(async () => {
  await database.truncate();
  await createConfiguration(database.db, { defaultCommissionBp: 1000, riderFeePerDelivery: 300 });
  fake.requests.length = 0;
  fake.connect.reset();
  api.setNow(NOW);
});

const connect = () => (createPayoutAdapter(config) as { connect: StripeConnect }).connect;
const log = { warn: () => {}, info: () => {}, error: () => {} } as never;

/** A restaurant (with its user) that sold a card order delivered by a rider. */
async function world() {
  const restaurant = await createRestaurant(database.db);
  const manager = await createRestaurantUser(database.db, restaurant.id);
  const rider = await createRider(database.db);
  const customer = await createCustomer(database.db);
  const order = await createOrder(database.db, {
    userId: customer.user.id,
    restaurantId: restaurant.id,
    riderId: rider.rider.id,
    orderStatus: 'DELIVERED',
    paymentMethod: 'STRIPE',
  });
  await database.db.transaction(async (tx) => {
    await recordPaymentCaptured(tx, {
      payment: { id: randomUUID(), orderId: order.id, provider: 'stripe', amount: 2530, currency: 'USD' },
      now: NOW,
    });
    await recordOrderDelivered(tx, { orderId: order.id, now: NOW });
  });
  const admin = await createUser(database.db, { name: 'Operator', role: 'ADMIN' });
  return { restaurant, manager, rider, admin: { user: admin, token: await tokenFor(admin) } };
}

async function balance(kind: string, owner: string) {
  const result = await database.db.execute(
    sql`select coalesce(sum(amount), 0)::int as total from ledger_entries where account_kind = ${kind} and account_owner = ${owner}`,
  );
  return (result as unknown as { rows: { total: number }[] }).rows[0]!.total;
}

async function eventCount(kind: string, key: string) {
  const rows = await database.db
    .select()
    .from(t.ledgerTransactions)
    .where(eq(t.ledgerTransactions.idempotencyKey, `${kind}:${key}`));
  return rows.length;
}

const payoutRow = async (id: string) =>
  (await database.db.select().from(t.payouts).where(eq(t.payouts.id, id)))[0]!;

async function onboard(token: string) {
  const result = await api.gql<{ startPayoutOnboarding: string }>(ONBOARD, {}, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.startPayoutOnboarding;
}

describe('onboarding', () => {
  it('gives a restaurant and a rider a link to their own account, made once', async () => {
    const { restaurant, manager, rider, admin } = await world();
    const url = await onboard(manager.token);
    expect(url).toBe('https://connect.stripe.test/setup/acct_test_1');
    const created = new URLSearchParams(fake.calls('/v1/accounts')[0]!.body);
    expect(created.get('type')).toBe('express');
    expect(created.get('metadata[partyId]')).toBe(restaurant.id);
    const link = new URLSearchParams(fake.calls('/v1/account_links')[0]!.body);
    expect(link.get('return_url')).toBe('https://food.example/console');
    expect(link.get('type')).toBe('account_onboarding');

    // Again: a new link, the same account, no second account asked for.
    expect(await onboard(manager.token)).toBe(url);
    expect(fake.calls('/v1/accounts')).toHaveLength(1);

    expect(await onboard(rider.token)).toBe('https://connect.stripe.test/setup/acct_test_2');
    expect(new URLSearchParams(fake.calls('/v1/accounts')[1]!.body).get('metadata[partyId]')).toBe(
      rider.rider.id,
    );
    const rows = await database.db.select().from(t.payoutConnectAccounts);
    expect(rows.map((row) => [row.partyKind, row.partyId, row.stripeAccountId]).sort()).toEqual([
      ['RESTAURANT', restaurant.id, 'acct_test_1'],
      ['RIDER', rider.rider.id, 'acct_test_2'],
    ]);

    const accounts = await api.gql<{
      ledgerAccounts: {
        payoutAdapter: string;
        accounts: { kind: string; owner: string; stripeConnected: boolean }[];
      };
    }>(ACCOUNTS, {}, { token: admin.token });
    expect(accounts.data!.ledgerAccounts.payoutAdapter).toBe('stripe');
    const payable = accounts.data!.ledgerAccounts.accounts.find((a) => a.kind === 'RESTAURANT_PAYABLE');
    expect(payable).toMatchObject({ owner: restaurant.id, stripeConnected: true });
    expect(accounts.data!.ledgerAccounts.accounts.find((a) => a.kind === 'PLATFORM_REVENUE')).toMatchObject({
      stripeConnected: false,
    });
  });

  it('refuses support, the operator and a customer; says so when payouts are manual', async () => {
    const { manager, admin } = await world();
    const support = await createUser(database.db, { name: 'Support', role: 'SUPPORT' });
    const customer = await createCustomer(database.db);
    for (const token of [await tokenFor(support), admin.token, customer.token]) {
      const result = await api.gql(ONBOARD, {}, { token });
      expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const manual = await manualApi.gql(ONBOARD, {}, { token: manager.token });
    expect(manual.errors?.[0]?.extensions?.code).toBe('PAYMENT_NOT_SUPPORTED');
    expect(fake.calls('/v1/accounts')).toHaveLength(0);
    expect(await database.db.select().from(t.payoutConnectAccounts)).toEqual([]);
  });
});

describe('transfers', () => {
  it('pays a connected restaurant by a transfer keyed by the payout id; a rider not connected stays manual', async () => {
    const { restaurant, manager, rider, admin } = await world();
    await onboard(manager.token);
    const result = await api.gql<{
      createPayouts: {
        _id: string;
        partyId: string;
        amount: number;
        status: string;
        adapter: string;
        providerReference: string | null;
      }[];
    }>(CREATE, { input: { periodEnd: DAY } }, { token: admin.token });
    expect(result.errors).toBeUndefined();
    const paid = result.data!.createPayouts.find((p) => p.partyId === restaurant.id)!;
    // 20.00 food − 2.00 commission + 2.30 tax.
    expect(paid).toMatchObject({
      amount: 20.3,
      status: 'PAID',
      adapter: 'stripe',
      providerReference: 'tr_test_1',
    });
    const [transfer] = fake.calls('/v1/transfers');
    expect(transfer!.headers['idempotency-key']).toBe(paid._id);
    const form = new URLSearchParams(transfer!.body);
    expect([form.get('amount'), form.get('currency'), form.get('destination')]).toEqual([
      '2030',
      'usd',
      'acct_test_1',
    ]);
    expect(form.get('metadata[payoutId]')).toBe(paid._id);
    expect(result.data!.createPayouts.find((p) => p.partyId === rider.rider.id)).toMatchObject({
      status: 'PENDING',
      adapter: 'manual',
    });
    expect(fake.calls('/v1/transfers')).toHaveLength(1);
    expect(await eventCount('PAYOUT_PAID', paid._id)).toBe(1);
    expect(await balance('PAYOUT_PENDING', paid._id)).toBe(0);
    expect(await balance('PAID_OUT', 'stripe')).toBe(-2030);
  });

  it('a payout left PENDING by a crash is sent by the sweep and the next run: one transfer, paid once', async () => {
    const { manager, admin } = await world();
    await onboard(manager.token);
    // The process stopped after the payout committed and before the transfer was asked for.
    const [payout] = await createPayouts(
      {
        db: database.db,
        now: NOW,
        actor: { kind: 'system', name: 'command line' },
        createdBy: null,
        adapter: 'stripe',
      },
      { periodEnd: DAY, party: { kind: 'RESTAURANT', id: manager.user.restaurantId! } },
    );
    expect(payout).toMatchObject({ status: 'PENDING', adapter: 'stripe' });
    // The first answer is lost: Stripe made the transfer but we never heard back.
    await connect().transfer({
      payoutId: payout!.id,
      account: 'acct_test_1',
      amount: payout!.amount,
      currency: 'USD',
    });
    const deps = {
      db: database.db,
      connect: connect(),
      now: NOW,
      log,
      actor: { kind: 'system', name: 'Stripe' } as const,
    };
    // Two sweeps at once, then the operator's next run.
    const outcomes = await Promise.all([sendStripePayouts(deps), sendStripePayouts(deps)]);
    expect(outcomes.map((o) => o.get(payout!.id)).sort()).toEqual(['ALREADY_DONE', 'PAID']);
    const next = await api.gql(CREATE, { input: { periodEnd: DAY } }, { token: admin.token });
    expect(next.errors).toBeUndefined();

    const calls = fake.calls('/v1/transfers');
    expect(calls.length).toBeGreaterThanOrEqual(3);
    expect(new Set(calls.map((call) => call.headers['idempotency-key']))).toEqual(new Set([payout!.id]));
    expect(fake.connect.transfers.size).toBe(1);
    expect(await payoutRow(payout!.id)).toMatchObject({ status: 'PAID', providerReference: 'tr_test_1' });
    expect(await eventCount('PAYOUT_PAID', payout!.id)).toBe(1);
    expect(await balance('PAID_OUT', 'stripe')).toBe(-payout!.amount);
  });

  it('Stripe down: stays PENDING; refused: FAILED with the money back on the party', async () => {
    const { restaurant, manager, admin } = await world();
    await onboard(manager.token);
    fake.connect.state.transfer = 'down';
    const first = await api.gql<{ createPayouts: { _id: string; partyId: string; status: string }[] }>(
      CREATE,
      { input: { periodEnd: DAY, party: { kind: 'RESTAURANT', id: restaurant.id } } },
      { token: admin.token },
    );
    const payout = first.data!.createPayouts[0]!;
    expect(payout.status).toBe('PENDING');
    fake.connect.state.transfer = 'refuse';
    const deps = {
      db: database.db,
      connect: connect(),
      now: NOW,
      log,
      actor: { kind: 'system', name: 'Stripe' } as const,
    };
    expect((await sendStripePayouts(deps)).get(payout._id)).toBe('REFUSED');
    expect(await payoutRow(payout._id)).toMatchObject({ status: 'FAILED' });
    expect((await payoutRow(payout._id)).failureReason).toMatch(/Insufficient funds/);
    expect(await balance('PAYOUT_PENDING', payout._id)).toBe(0);
    expect(await balance('RESTAURANT_PAYABLE', restaurant.id)).toBe(-2030);
    expect(await eventCount('PAYOUT_PAID', payout._id)).toBe(0);
  });
});

describe('transfer webhook', () => {
  async function paidPayout() {
    const w = await world();
    await onboard(w.manager.token);
    const result = await api.gql<{
      createPayouts: { _id: string; status: string; providerReference: string }[];
    }>(
      CREATE,
      { input: { periodEnd: DAY, party: { kind: 'RESTAURANT', id: w.restaurant.id } } },
      { token: w.admin.token },
    );
    return { ...w, payout: result.data!.createPayouts[0]! };
  }
  const reversed = (payoutId: string, transfer: string, full = true) => ({
    id: transfer,
    object: 'transfer',
    amount: 2030,
    amount_reversed: full ? 2030 : 1000,
    reversed: full,
    metadata: { payoutId },
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { payout } = await paidPayout();
    const response = await sendSignedStripeEvent(api.app, {
      id: 'evt_bad',
      type: 'transfer.reversed',
      object: reversed(payout._id, payout.providerReference),
      secret: 'whsec_wrong',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Invalid Stripe signature.' });
    expect(await payoutRow(payout._id)).toMatchObject({ status: 'PAID' });
  });

  it('transfer.reversed: FAILED, correcting entries, once; the next run pays the party again', async () => {
    const { payout, restaurant, admin } = await paidPayout();
    expect(payout.status).toBe('PAID');
    const deliver = () =>
      sendSignedStripeEvent(api.app, {
        id: 'evt_rev_1',
        type: 'transfer.reversed',
        object: reversed(payout._id, payout.providerReference),
        secret: SECRET,
      });
    const response = await deliver();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'FAILED' });
    expect(await payoutRow(payout._id)).toMatchObject({
      status: 'FAILED',
      failureReason: 'Stripe reversed transfer tr_test_1.',
    });
    // Stripe's money is back with the platform, owed to the restaurant, and claimed by no payout yet.
    expect(await balance('PAID_OUT', 'stripe')).toBe(0);
    expect(await balance('PAYOUT_PENDING', payout._id)).toBe(0);
    expect(await balance('RESTAURANT_PAYABLE', restaurant.id)).toBe(-2030);
    expect((await deliver()).json()).toEqual({ received: true, outcome: 'ALREADY_FAILED' });
    expect(await eventCount('PAYOUT_REVERSED', payout._id)).toBe(1);

    // The same period's run finds this payout by its key; the next period's pays the money again.
    api.setNow(new Date('2025-06-05T12:00:00Z'));
    const again = await api.gql<{ createPayouts: { _id: string; amount: number; status: string }[] }>(
      CREATE,
      { input: { periodEnd: '2025-06-05' } },
      { token: admin.token },
    );
    const repaid = again.data!.createPayouts.find((p) => p._id !== payout._id && p.amount === 20.3);
    expect(repaid).toMatchObject({ status: 'PAID' });
    expect(await balance('RESTAURANT_PAYABLE', restaurant.id)).toBe(0);
    expect(await balance('PAID_OUT', 'stripe')).toBe(-2030);
  });

  it('a partial reversal or someone else’s transfer changes nothing', async () => {
    const { payout } = await paidPayout();
    const partial = await sendSignedStripeEvent(api.app, {
      id: 'evt_part',
      type: 'transfer.reversed',
      object: reversed(payout._id, payout.providerReference, false),
      secret: SECRET,
    });
    expect(partial.json()).toEqual({ received: true, outcome: 'PARTIAL_REVERSAL' });
    const other = await sendSignedStripeEvent(api.app, {
      id: 'evt_other',
      type: 'transfer.reversed',
      object: reversed(payout._id, 'tr_somebody_else'),
      secret: SECRET,
    });
    expect(other.json()).toEqual({ received: true, outcome: 'NOT_OURS' });
    expect(await payoutRow(payout._id)).toMatchObject({ status: 'PAID' });
  });
});
