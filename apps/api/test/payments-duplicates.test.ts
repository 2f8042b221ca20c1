import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema/index.ts';
import { silentLogger } from '../src/adapters/logger.ts';
import { createPaymentGateways } from '../src/adapters/payments/create-payment-gateways.ts';
import { retryDueRefunds } from '../src/modules/payments/refund-payment.ts';
import { subscribeConsoleOrders } from '../src/modules/restaurant-console/subscribe-console-orders.ts';
import { createConfiguration } from './helpers/factories.ts';
import type { TestDatabase } from './helpers/test-db.ts';
import { testConfig } from './helpers/test-server.ts';
import {
  createCustomer,
  createPaymentOrder,
  startPaymentSuite,
  stopPaymentSuite,
  type PaymentSuite,
} from './helpers/payment-factories.ts';
import { startFakeStripe } from './helpers/payment-fakes.ts';
import { stripeWebhookSender, type SessionFields } from './helpers/stripe-webhook.ts';

// Money that an order does not keep goes back exactly once (docs/payments.md "Refunds"): a second
// payment of an order another attempt already paid, even when both completions arrive at once, and a
// payment that completes after the order was cancelled, which never reaches the restaurant's board.

const NOW = new Date('2025-06-04T12:00:00Z');
const WEBHOOK_SECRET = 'whsec_test_secret_for_duplicates';

let database: TestDatabase;
let stripeFake: Awaited<ReturnType<typeof startFakeStripe>>;
let suite: PaymentSuite;
let manager: Awaited<ReturnType<typeof createCustomer>>;

const config = () => ({
  stripeSecretKey: 'sk_test_fake',
  stripeWebhookSecret: WEBHOOK_SECRET,
  stripeApiUrl: stripeFake.url,
});

beforeAll(async () => {
  stripeFake = await startFakeStripe();
  suite = await startPaymentSuite({ now: NOW, config: config() });
  database = suite.database;
  await createConfiguration(database.db, { currency: 'USD', currencySymbol: '$' });
  manager = await createCustomer(database.db, NOW, { role: 'RESTAURANT', restaurantId: suite.restaurant.id });
});

afterAll(async () => {
  await stopPaymentSuite(suite);
  await stripeFake.close();
});

beforeEach(() => {
  suite.server.inbox.length = 0;
});

const sendWebhook = stripeWebhookSender(() => suite.server.app, WEBHOOK_SECRET);
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function gql<T>(query: string, variables: Record<string, unknown>, token: string) {
  const response = await suite.server.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { ...auth(token), 'content-type': 'application/json' },
    payload: JSON.stringify({ query, variables }),
  });
  const body = response.json<{ data?: T; errors?: unknown[] }>();
  expect(body.errors).toBeUndefined();
  return body.data!;
}

type Bill = {
  order: { paymentStatus: string; paidAmount: number; refundedAmount: number; refundPendingAmount: number };
};
const bill = (id: string) =>
  gql<Bill>(
    'query ($id: String!) { order(id: $id) { paymentStatus paidAmount refundedAmount refundPendingAmount } }',
    { id },
    suite.alice.token,
  );
const cancel = (id: string) =>
  gql('mutation ($id: String!) { cancelOrder(id: $id) { _id } }', { id }, suite.alice.token);
const boardIds = async () => {
  const data = await gql<{ consoleOrders: { _id: string }[] }>(
    'query ($r: String!) { consoleOrders(restaurant: $r) { _id } }',
    { r: suite.restaurant.id },
    manager.token,
  );
  return data.consoleOrders.map((order) => order._id);
};

const summary = async () =>
  (
    await gql<{ consoleSummary: unknown }>(
      'query ($r: String!) { consoleSummary(restaurant: $r) { orders cancelled pending revenue } }',
      { r: suite.restaurant.id },
      manager.token,
    )
  ).consoleSummary;

/** A card order and a Checkout Session for it, as the webhook reports the session once paid. */
async function checkout(order: { id: string; orderAmount: number }): Promise<SessionFields> {
  const response = await suite.server.app.inject({
    method: 'GET',
    url: `/stripe/create-checkout-session?id=${order.id}&platform=web`,
    headers: auth(suite.alice.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  const id = response.json<{ url: string }>().url.split('/').pop()!;
  return {
    id,
    amount_total: order.orderAmount,
    currency: 'usd',
    payment_intent: `pi_${id}`,
    orderId: order.id,
  };
}

const newOrder = () =>
  createPaymentOrder(database.db, { userId: suite.alice.id, restaurantId: suite.restaurant.id });
const refundedIntents = (from: number) =>
  stripeFake
    .refundCalls()
    .slice(from)
    .map((call) => new URLSearchParams(call.body).get('payment_intent'));
const attemptsOf = async (orderId: string) =>
  database.db.select().from(payments).where(eq(payments.orderId, orderId));

describe('an order paid twice', () => {
  it('two checkouts completing at once: paid once, the other payment refunded exactly once, on the bill', async () => {
    const order = await newOrder();
    const first = await checkout(order);
    const second = await checkout(order);
    const before = stripeFake.refundCalls().length;

    const answers = await Promise.all([
      sendWebhook({ eventId: `evt_a_${first.id}`, session: first }),
      sendWebhook({ eventId: `evt_b_${second.id}`, session: second }),
    ]);
    const outcomes = answers.map((answer) => answer.json<{ outcome: string }>().outcome);
    expect(outcomes.toSorted()).toEqual(['DUPLICATE_PAYMENT', 'PAID']);
    const kept = outcomes[0] === 'PAID' ? first : second;
    const returned = kept === first ? second : first;
    expect(refundedIntents(before)).toEqual([returned.payment_intent]);

    // Stripe retries both (same event ids, and new ones), again at once: nothing more moves.
    await Promise.all([
      sendWebhook({ eventId: `evt_a_${first.id}`, session: first }),
      sendWebhook({ eventId: `evt_b_${second.id}`, session: second }),
      sendWebhook({ eventId: `evt_c_${first.id}`, session: first }),
      sendWebhook({ eventId: `evt_d_${second.id}`, session: second }),
    ]);
    expect(refundedIntents(before)).toEqual([returned.payment_intent]);

    const attempts = await attemptsOf(order.id);
    expect(Object.fromEntries(attempts.map((a) => [a.providerRef, a.status]))).toEqual({
      [kept.id]: 'PAID',
      [returned.id]: 'REFUNDED',
    });
    expect(await suite.orderRow(order.id)).toMatchObject({ orderStatus: 'PENDING', paymentStatus: 'PAID' });
    expect(suite.server.inbox).toEqual([{ orderId: order.id, userId: suite.alice.id, kind: 'PAID' }]);
    expect((await bill(order.id)).order).toEqual({
      paymentStatus: 'PAID',
      paidAmount: 27.65,
      refundedAmount: 27.65,
      refundPendingAmount: 0,
    });
  });

  it('a second payment whose refund the provider refuses stays pending, on the bill, until the sweep', async () => {
    const order = await newOrder();
    const first = await checkout(order);
    const second = await checkout(order);
    await sendWebhook({ eventId: `evt_first_${first.id}`, session: first });
    stripeFake.state.refundFails = true;
    try {
      const late = await sendWebhook({ eventId: `evt_second_${second.id}`, session: second });
      expect(late.json()).toMatchObject({ outcome: 'DUPLICATE_PAYMENT' });
    } finally {
      stripeFake.state.refundFails = false;
    }
    expect((await bill(order.id)).order).toMatchObject({
      paymentStatus: 'PAID',
      refundedAmount: 0,
      refundPendingAmount: 27.65,
    });

    const before = stripeFake.refundCalls().length;
    await retryDueRefunds({
      db: database.db,
      pubsub: suite.server.pubsub,
      gateways: createPaymentGateways({ config: testConfig(config()), db: database.db }),
      log: silentLogger,
      now: new Date(NOW.getTime() + 10 * 60_000),
    });
    expect(refundedIntents(before)).toEqual([second.payment_intent]);
    expect((await bill(order.id)).order).toMatchObject({
      paymentStatus: 'PAID',
      refundedAmount: 27.65,
      refundPendingAmount: 0,
    });
  });
});

describe('a payment that completes after the order was cancelled', () => {
  it('never reaches the board, the summary or the console subscription', async () => {
    const live = await subscribeConsoleOrders(
      { db: database.db, pubsub: suite.server.pubsub },
      { restaurantId: suite.restaurant.id, timeZone: suite.restaurant.timeZone, now: NOW },
    );
    const firstLive = live.next();
    const summaryBefore = await summary();
    const order = await newOrder();
    const session = await checkout(order);
    await cancel(order.id);
    const late = await sendWebhook({ eventId: `evt_late_${session.id}`, session });
    expect(late.json()).toMatchObject({ outcome: 'REFUNDED' });
    expect(await suite.orderRow(order.id)).toMatchObject({
      orderStatus: 'CANCELLED',
      paymentStatus: 'REFUNDED',
      paidAmount: 0,
    });
    expect((await bill(order.id)).order).toMatchObject({ refundedAmount: 27.65, refundPendingAmount: 0 });
    expect(await summary()).toEqual(summaryBefore);

    // A control: an order paid and then cancelled was the restaurant's, and stays on its board.
    const placed = await newOrder();
    const paid = await checkout(placed);
    await sendWebhook({ eventId: `evt_paid_${paid.id}`, session: paid });
    await cancel(placed.id);

    const board = await boardIds();
    expect(board).toContain(placed.id);
    expect(board).not.toContain(order.id);
    const stream = await subscribeConsoleOrders(
      { db: database.db, pubsub: suite.server.pubsub },
      { restaurantId: suite.restaurant.id, timeZone: suite.restaurant.timeZone, now: NOW, current: true },
    );
    const streamed: string[] = [];
    for (let i = 0; i < board.length; i++) streamed.push((await stream.next()).value._id);
    expect(streamed).not.toContain(order.id);
    await stream.return!();
    // Live, from before the cancel: the first order the restaurant hears of is the one paid while open.
    expect((await firstLive).value).toMatchObject({ _id: placed.id });
    await live.return!();
  });
});
