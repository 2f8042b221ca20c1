import {
  haversineKm,
  LEDGER_EVENT_KINDS,
  splitOrder,
  summariseOrderLines,
  type LedgerAccountKind,
  type LedgerEventKind,
  type OrderMoneyFacts,
  type PaymentMethod,
  type VoucherFunder,
} from '@food/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../src/adapters/logger.ts';
import { PaymentProviderError, type PaymentGateways } from '../src/adapters/payments/payment-gateway.ts';
import { createInProcessPubSub } from '../src/adapters/pubsub/in-process-pubsub.ts';
import * as t from '../src/db/schema/index.ts';
import { recordOrderDelivered } from '../src/modules/ledger/record-ledger-events.ts';
import { createPayouts } from '../src/modules/payouts/create-payouts.ts';
import { markPayoutPaid } from '../src/modules/payouts/mark-payout-paid.ts';
import { failPayout } from '../src/modules/payouts/fail-payout.ts';
import { insertPayment } from '../src/modules/payments/payments.repository.ts';
import { recordPaymentSucceeded } from '../src/modules/payments/record-payment.ts';
import { retryDueRefunds } from '../src/modules/payments/refund-payment.ts';
import { cancelOrder } from '../src/modules/tracking/cancel-order.ts';
import { deliverOrder } from '../src/modules/tracking/deliver-order.ts';
import { handOverPickupOrder } from '../src/modules/tracking/hand-over-pickup-order.ts';
import type { TrackingDeps } from '../src/modules/tracking/tracking-deps.ts';
import { createConfiguration, createRestaurant, ORIGIN } from './helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createCustomer, createOrder, createRider } from './helpers/tracking-factories.ts';

// The ledger on a real database (docs/money.md), PGlite or PostgreSQL (DATABASE_URL): random orders
// go through the real payment, cancel, refund and delivery operations, and afterwards every ledger
// transaction balances and every order's three shares are what its customer paid less what went back.

const NOW = new Date('2025-06-04T12:00:00Z');
/** Orders per run: issue 24's thousand by default (docs/money.md#tests); LEDGER_RUNS sets another count. */
const RUNS = Number(process.env.LEDGER_RUNS ?? 1000);
const SETTINGS = { defaultCommissionBp: 1500, riderFeePerDelivery: 200, riderFeePerKm: 40 };

let database: TestDatabase;
let world: Awaited<ReturnType<typeof createWorld>>;
/** The fake providers refuse refunds while this is set; the sweep retries them afterwards. */
let refundsFail = false;
let paymentCount = 0;

const refund = async ({ paymentId }: { paymentId: string }) => {
  if (refundsFail) throw new PaymentProviderError('the provider is down');
  return { refundRef: `re-${paymentId}` };
};
const gateways = {
  card: { provider: 'stripe', refund },
  paypal: { provider: 'paypal', refund },
} as unknown as PaymentGateways;

const deps = (now = NOW): TrackingDeps => ({
  db: database.db,
  pubsub: createInProcessPubSub(),
  push: { send: async () => {} },
  log: silentLogger,
  gateways,
  now,
});

async function createWorld() {
  const { db } = database;
  await createConfiguration(db, SETTINGS);
  const ownRate = await createRestaurant(db, { commissionRate: 12.5 });
  const defaultRate = await createRestaurant(db);
  const coupon = async (fundedBy: VoucherFunder) => {
    const [row] = await db
      .insert(t.coupons)
      .values({ title: `V-${fundedBy}`, kind: 'FIXED', amount: 100, fundedBy })
      .returning();
    return row!;
  };
  return {
    restaurants: [ownRate, defaultRate],
    customer: await createCustomer(db),
    rider: await createRider(db),
    coupons: { PLATFORM: await coupon('PLATFORM'), RESTAURANT: await coupon('RESTAURANT') },
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  world = await createWorld();
}, 120_000);
afterAll(async () => {
  await database?.close();
});

const ENDINGS = ['DELIVERED', 'CANCELLED_UNPAID', 'CANCELLED_PAID', 'PAID_AFTER_CANCEL'] as const;
const amount = (max: number) => fc.integer({ min: 0, max });
const scenario = fc.record({
  method: fc.constantFrom<PaymentMethod>('COD', 'STRIPE', 'PAYPAL'),
  pickup: fc.boolean(),
  restaurant: fc.integer({ min: 0, max: 1 }),
  subtotal: fc.integer({ min: 1, max: 200_000 }),
  voucher: fc.constantFrom<VoucherFunder | null>(null, 'PLATFORM', 'RESTAURANT'),
  discountShare: fc.integer({ min: 0, max: 100 }),
  deliveryFee: amount(3_000),
  tax: amount(20_000),
  tip: amount(10_000),
  ending: fc.constantFrom(...ENDINGS),
  secondPayment: fc.boolean(),
  refundFails: fc.boolean(),
  // Up to about 8 km north-east of the restaurant.
  offset: fc.integer({ min: 0, max: 50 }),
});
type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

async function pay(order: { id: string; orderAmount: number }, method: PaymentMethod, now: Date) {
  const provider = method === 'PAYPAL' ? 'paypal' : 'stripe';
  const providerRef = `ref-${++paymentCount}`;
  await insertPayment(database.db, {
    orderId: order.id,
    provider,
    providerRef,
    amount: order.orderAmount,
    currency: 'USD',
  });
  const { db, pubsub, log } = deps(now);
  await recordPaymentSucceeded({
    db,
    pubsub,
    log,
    gateways,
    now,
    provider,
    providerRef,
    orderId: order.id,
    amount: order.orderAmount,
    currency: 'USD',
    captureRef: `cap-${providerRef}`,
  });
}

/** Runs one order's life through the operations; returns what the ledger must end with. */
async function live(s: Scenario): Promise<{ orderId: string; facts: OrderMoneyFacts | null }> {
  const restaurant = world.restaurants[s.restaurant]!;
  const card = s.method !== 'COD';
  const ending = !card && s.ending !== 'DELIVERED' ? 'CANCELLED_UNPAID' : s.ending;
  const discount = s.voucher ? Math.floor((s.subtotal * s.discountShare) / 100) : 0;
  const deliveryFee = s.pickup ? 0 : s.deliveryFee;
  const destination = {
    latitude: ORIGIN.latitude + s.offset / 1000,
    longitude: ORIGIN.longitude + s.offset / 1000,
  };
  const delivered = ending === 'DELIVERED';
  const order = await createOrder(database.db, {
    userId: world.customer.user.id,
    restaurantId: restaurant.id,
    paymentMethod: s.method,
    isPickedUp: s.pickup,
    orderStatus: delivered ? (s.pickup ? 'ACCEPTED' : 'PICKED') : 'PENDING',
    riderId: delivered && !s.pickup ? world.rider.rider.id : null,
    deliveryLatitude: destination.latitude,
    deliveryLongitude: destination.longitude,
    itemsSubtotal: s.subtotal,
    discount,
    deliveryCharges: deliveryFee,
    taxationAmount: s.tax,
    tipping: s.tip,
    orderAmount: s.subtotal - discount + deliveryFee + s.tax + s.tip,
  });
  if (s.voucher && discount > 0)
    await database.db
      .insert(t.couponRedemptions)
      .values({ couponId: world.coupons[s.voucher].id, orderId: order.id, userId: world.customer.user.id });
  refundsFail = s.refundFails;
  const customer = { role: 'CUSTOMER' as const, userId: world.customer.user.id };
  if (card && (ending === 'DELIVERED' || ending === 'CANCELLED_PAID')) {
    await pay(order, s.method, NOW);
    if (s.secondPayment) await pay(order, s.method, NOW);
  }
  if (ending !== 'DELIVERED') await cancelOrder(deps(), customer, { orderId: order.id });
  if (ending === 'PAID_AFTER_CANCEL') await pay(order, s.method, NOW);
  if (delivered && s.pickup)
    await handOverPickupOrder(
      deps(),
      { role: 'RESTAURANT', userId: null, restaurantId: restaurant.id },
      { orderId: order.id },
    );
  if (delivered && !s.pickup)
    await deliverOrder(
      deps(),
      { role: 'RIDER', userId: world.rider.user.id, riderId: world.rider.rider.id },
      { orderId: order.id },
    );
  if (refundsFail) {
    refundsFail = false;
    await retryDueRefunds(deps(new Date(NOW.getTime() + 5 * 60_000)));
  }
  if (!delivered) return { orderId: order.id, facts: null };
  return {
    orderId: order.id,
    facts: {
      orderId: order.id,
      restaurantId: restaurant.id,
      riderId: s.pickup ? null : world.rider.rider.id,
      paymentMethod: s.method,
      subtotal: s.subtotal,
      discount,
      voucherFundedBy: discount > 0 ? s.voucher : null,
      deliveryFee,
      tax: s.tax,
      tip: s.tip,
      commissionBp:
        restaurant.commissionRate === null ? SETTINGS.defaultCommissionBp : restaurant.commissionRate * 100,
      riderFee: { perDelivery: SETTINGS.riderFeePerDelivery, perKm: SETTINGS.riderFeePerKm },
      distanceKm: s.pickup ? 0 : haversineKm(restaurant, destination),
    },
  };
}

type EntryRow = {
  order_id: string;
  account_kind: LedgerAccountKind;
  account_owner: string;
  amount: number;
  event_kind: LedgerEventKind;
};
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

describe('the ledger of random orders', () => {
  it(`${RUNS} orders: every transaction balances, shares equal paid less refunded`, async () => {
    const scenarios = fc.sample(scenario, { numRuns: RUNS, seed: 24 });
    const lives = [];
    for (const s of scenarios) lives.push({ s, ...(await live(s)) });

    const unbalanced = await database.db.execute(
      sql`select transaction_id, sum(amount) from ledger_entries group by transaction_id having sum(amount) <> 0`,
    );
    expect(rowsOf(unbalanced)).toEqual([]);
    const entries = rowsOf(
      await database.db.execute(
        sql`select order_id, account_kind, account_owner, amount, event_kind from ledger_entries`,
      ),
    ) as EntryRow[];
    const byOrder = new Map<string, EntryRow[]>();
    for (const row of entries) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row]);
    for (const { s, orderId, facts } of lives) {
      const lines = (byOrder.get(orderId) ?? []).map((row) => ({
        account: { kind: row.account_kind, owner: row.account_owner },
        amount: Number(row.amount),
        eventKind: row.event_kind,
      }));
      const summary = summariseOrderLines(lines);
      const context = { scenario: s, summary };
      expect(summary.clearing, JSON.stringify(context)).toBe(0);
      expect(summary.restaurant + summary.rider + summary.platform, JSON.stringify(context)).toBe(
        summary.collected - summary.refunded,
      );
      if (facts) {
        const split = splitOrder(facts);
        expect({ restaurant: summary.restaurant, rider: summary.rider, platform: summary.platform }).toEqual({
          restaurant: split.restaurant,
          rider: split.rider,
          platform: split.platform,
        });
        expect(summary.collected - summary.refunded).toBe(split.total);
      } else {
        expect(summary.collected - summary.refunded, JSON.stringify(context)).toBe(0);
      }
    }
    // Then everyone is paid out and every transfer marked paid: each restaurant's and rider's accounts
    // and every pending payout end at zero, and what left (PAID_OUT) is what the parties were owed.
    const later = new Date('2030-01-01T12:00:00Z');
    const payoutDeps = {
      db: database.db,
      now: later,
      actor: { kind: 'system', name: 'command line' } as const,
      createdBy: null,
      adapter: 'manual' as const,
    };
    const payouts = await createPayouts(payoutDeps, { periodEnd: '2029-12-31' });
    expect(payouts.length).toBeGreaterThan(0);
    for (const payout of payouts.filter((each) => each.status === 'PENDING'))
      await markPayoutPaid(payoutDeps, { payoutId: payout.id, reference: `T-${payout.id}` });
    // One transfer comes back (as a Stripe reversal would): its money returns to the party, and the
    // next run pays it again, once.
    const returned = payouts.find((each) => each.amount > 0);
    expect(returned, 'some party was owed money').toBeDefined();
    expect(await failPayout(payoutDeps, { payoutId: returned!.id, reason: 'bank account closed' })).toBe(
      'FAILED',
    );
    expect(await failPayout(payoutDeps, { payoutId: returned!.id, reason: 'bank account closed' })).toBe(
      'ALREADY_FAILED',
    );
    const again = await createPayouts(payoutDeps, { periodEnd: '2030-01-01' });
    expect(again.map((each) => [each.partyId, each.amount])).toEqual([[returned!.partyId, returned!.amount]]);
    await markPayoutPaid(payoutDeps, { payoutId: again[0]!.id, reference: `T-${again[0]!.id}` });
    const open = await database.db.execute(
      sql`select account_kind, account_owner, sum(amount) from ledger_entries
          where account_kind in ('RESTAURANT_PAYABLE', 'RESTAURANT_CASH', 'RIDER_PAYABLE', 'RIDER_CASH', 'PAYOUT_PENDING')
          group by 1, 2 having sum(amount) <> 0`,
    );
    expect(rowsOf(open)).toEqual([]);
    const kinds = rowsOf(await database.db.execute(sql`select distinct event_kind from ledger_entries`));
    // Every kind of event happened somewhere, so none of the paths above went untried.
    expect(new Set(kinds.map((row) => (row as { event_kind: string }).event_kind))).toEqual(
      new Set(LEDGER_EVENT_KINDS),
    );
  }, 600_000);
});

describe('the ledger is append-only and balanced by the database itself', () => {
  it('refuses UPDATE and DELETE of entries and transactions', async () => {
    for (const statement of [
      sql`update ledger_entries set amount = amount + 1`,
      sql`delete from ledger_entries`,
      sql`update ledger_transactions set currency = 'EUR'`,
      sql`delete from ledger_transactions`,
    ])
      await expect(database.db.execute(statement)).rejects.toThrow();
    const [{ count }] = rowsOf(
      await database.db.execute(sql`select count(*)::int as count from ledger_entries`),
    ) as [{ count: number }];
    expect(count).toBeGreaterThan(0);
  });

  it('refuses to commit a transaction whose entries do not sum to zero', async () => {
    const attempt = database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(t.ledgerTransactions)
        .values({ idempotencyKey: 'unbalanced', eventKind: 'TIP', currency: 'USD', createdAt: NOW })
        .returning();
      await tx.insert(t.ledgerEntries).values({
        transactionId: row!.id,
        accountKind: 'RIDER_PAYABLE',
        accountOwner: 'someone',
        amount: -5,
        currency: 'USD',
        eventKind: 'TIP',
        createdAt: NOW,
      });
    });
    await expect(attempt).rejects.toThrow();
    const left = await database.db.execute(
      sql`select 1 from ledger_transactions where idempotency_key = 'unbalanced'`,
    );
    expect(rowsOf(left)).toEqual([]);
  });

  it('records a delivery once, however often it is recorded', async () => {
    const order = await createOrder(database.db, {
      userId: world.customer.user.id,
      restaurantId: world.restaurants[0]!.id,
      orderStatus: 'DELIVERED',
      riderId: world.rider.rider.id,
    });
    const count = async () =>
      rowsOf(await database.db.execute(sql`select id from ledger_entries where order_id = ${order.id}`))
        .length;
    await database.db.transaction((tx) => recordOrderDelivered(tx, { orderId: order.id, now: NOW }));
    const once = await count();
    expect(once).toBeGreaterThan(0);
    await database.db.transaction((tx) => recordOrderDelivered(tx, { orderId: order.id, now: NOW }));
    expect(await count()).toBe(once);
  });
});
