import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../src/adapters/logger.ts';
import { createPaymentGateways } from '../src/adapters/payments/create-payment-gateways.ts';
import { orders, payments } from '../src/db/schema/index.ts';
import {
  createRefundSweeper,
  refundCancelledOrder,
  retryDueRefunds,
} from '../src/modules/payments/refund-payment.ts';
import type { TestDatabase } from './helpers/test-db.ts';
import {
  createCustomer,
  createPaymentOrder,
  startPaymentSuite,
  stopPaymentSuite,
  type PaymentSuite,
} from './helpers/payment-factories.ts';
import { startFakePaypal, startFakeStripe } from './helpers/payment-fakes.ts';
import { stripeWebhookSender } from './helpers/stripe-webhook.ts';
import { testConfig } from './helpers/test-server.ts';

// Refunds (docs/payments.md "Refunds"): a paid order that ends CANCELLED gets its money back exactly
// once through its provider (local fake Stripe and PayPal), whichever way it got there; a refund the
// provider refuses stays visible as REFUND_PENDING until the sweep gets it through.

const NOW = new Date('2025-06-04T12:00:00Z');
const WEBHOOK_SECRET = 'whsec_test_secret_for_refunds';
const later = (ms: number) => new Date(NOW.getTime() + ms);

let database: TestDatabase;
let stripeFake: Awaited<ReturnType<typeof startFakeStripe>>;
let paypalFake: Awaited<ReturnType<typeof startFakePaypal>>;
let suite: PaymentSuite;
let manager: Awaited<ReturnType<typeof createCustomer>>;

const config = () => ({
  stripeSecretKey: 'sk_test_fake',
  stripeWebhookSecret: WEBHOOK_SECRET,
  stripeApiUrl: stripeFake.url,
  paypalClientId: 'pp-client',
  paypalClientSecret: 'pp-secret',
  paypalApiUrl: paypalFake.url,
});

beforeAll(async () => {
  stripeFake = await startFakeStripe();
  paypalFake = await startFakePaypal();
  suite = await startPaymentSuite({ now: NOW, config: config() });
  database = suite.database;
  manager = await createCustomer(database.db, NOW, { role: 'RESTAURANT', restaurantId: suite.restaurant.id });
});

afterAll(async () => {
  await stopPaymentSuite(suite);
  await Promise.all([stripeFake.close(), paypalFake.close()]);
});

beforeEach(() => {
  suite.server.inbox.length = 0;
  stripeFake.state.refundFails = false;
  paypalFake.state.refundFails = false;
});

const sendWebhook = stripeWebhookSender(() => suite.server.app, WEBHOOK_SECRET);
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (url: string) =>
  suite.server.app.inject({ method: 'GET', url, headers: auth(suite.alice.token) });

type OrderAnswer = { orderStatus: string; paymentStatus: string };
async function gql(query: string, id: string, token: string) {
  const response = await suite.server.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { ...auth(token), 'content-type': 'application/json' },
    payload: JSON.stringify({ query, variables: { id } }),
  });
  return response.json<{ data?: Record<string, OrderAnswer>; errors?: { extensions: { code: string } }[] }>();
}
const cancel = (id: string) =>
  gql(
    'mutation ($id: String!) { cancelOrder(id: $id) { orderStatus paymentStatus } }',
    id,
    suite.alice.token,
  );
const decline = (id: string) =>
  gql('mutation ($id: String!) { declineOrder(id: $id) { orderStatus paymentStatus } }', id, manager.token);

const attemptOf = async (orderId: string) =>
  (await database.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;
const refundDeps = (now: Date) => ({
  db: database.db,
  pubsub: suite.server.pubsub,
  gateways: createPaymentGateways({ config: testConfig(config()), db: database.db }),
  log: silentLogger,
  now,
});

/** A card order with a Checkout Session, and the session as the webhook reports it once paid. */
async function cardOrder() {
  const order = await createPaymentOrder(database.db, {
    userId: suite.alice.id,
    restaurantId: suite.restaurant.id,
  });
  const response = await get(`/stripe/create-checkout-session?id=${order.id}&platform=web`);
  expect(response.statusCode, response.body).toBe(200);
  const id = response.json<{ url: string }>().url.split('/').pop()!;
  const session = {
    id,
    amount_total: order.orderAmount,
    currency: 'usd',
    payment_intent: `pi_${id}`,
    orderId: order.id,
  };
  return { order, session };
}

async function paidCardOrder() {
  const { order, session } = await cardOrder();
  const paid = await sendWebhook({ eventId: `evt_paid_${session.id}`, session });
  expect(paid.json()).toMatchObject({ outcome: 'PAID' });
  return { order, session };
}

async function paidPaypalOrder() {
  const order = await createPaymentOrder(database.db, {
    userId: suite.alice.id,
    restaurantId: suite.restaurant.id,
    paymentMethod: 'PAYPAL',
    orderAmount: 1005,
  });
  const created = await get(`/paypal/create-order?id=${order.id}`);
  const { id } = created.json<{ id: string }>();
  const details = encodeURIComponent(JSON.stringify({ id }));
  const completed = await get(`/paypal/paypal-transaction-complete?id=${order.id}&paymentDetails=${details}`);
  expect(completed.json()).toEqual({ error: false, message: 'Payment completed.' });
  return { order, providerId: id };
}

describe('a paid order that is cancelled is refunded once', () => {
  it('the customer cancels a paid card order: one Stripe refund, REFUNDED; a second cancel refunds nothing', async () => {
    const { order, session } = await paidCardOrder();
    const before = stripeFake.refundCalls().length;

    const cancelled = await cancel(order.id);
    expect(cancelled.data!['cancelOrder']).toEqual({ orderStatus: 'CANCELLED', paymentStatus: 'REFUNDED' });
    const calls = stripeFake.refundCalls().slice(before);
    expect(calls).toHaveLength(1);
    const attempt = await attemptOf(order.id);
    const form = new URLSearchParams(calls[0]!.body);
    expect([form.get('payment_intent'), form.get('amount')]).toEqual([session.payment_intent, '2765']);
    expect(calls[0]!.headers['idempotency-key']).toBe(`refund-${attempt.id}`);
    expect(attempt).toMatchObject({ status: 'REFUNDED', refundRef: expect.stringMatching(/^re_test_/) });

    const again = await cancel(order.id);
    expect(again.errors?.[0]?.extensions.code).toBe('INVALID_TRANSITION');
    const replay = await sendWebhook({ eventId: `evt_paid_${session.id}`, session });
    expect(replay.json()).toMatchObject({ outcome: 'DUPLICATE_EVENT' });
    const redelivered = await sendWebhook({
      eventId: `evt_async_${session.id}`,
      type: 'checkout.session.async_payment_succeeded',
      session,
    });
    expect(redelivered.json()).toMatchObject({ outcome: 'ALREADY_PAID' });
    expect(await retryDueRefunds(refundDeps(later(3_600_000)))).toEqual({ refunded: 0, pending: 0 });
    expect(stripeFake.refundCalls()).toHaveLength(before + 1);
    expect(await suite.orderRow(order.id)).toMatchObject({
      orderStatus: 'CANCELLED',
      paymentStatus: 'REFUNDED',
    });
  });

  it('the restaurant declines a paid PayPal order: one PayPal capture refund', async () => {
    const { order, providerId } = await paidPaypalOrder();
    const declined = await decline(order.id);
    expect(declined.data!['declineOrder']).toEqual({ orderStatus: 'CANCELLED', paymentStatus: 'REFUNDED' });
    const calls = paypalFake.refundCalls().filter((r) => r.path.includes(providerId));
    expect(calls).toHaveLength(1);
    const attempt = await attemptOf(order.id);
    expect(calls[0]!.path).toBe(`/v2/payments/captures/CAP-${providerId}/refund`);
    expect(calls[0]!.headers['paypal-request-id']).toBe(`refund-${attempt.id}`);
    expect(JSON.parse(calls[0]!.body)).toEqual({ amount: { currency_code: 'USD', value: '10.05' } });
    expect(attempt).toMatchObject({ status: 'REFUNDED', captureRef: `CAP-${providerId}` });
    expect((await decline(order.id)).errors?.[0]?.extensions.code).toBe('INVALID_TRANSITION');
    expect(paypalFake.refundCalls().filter((r) => r.path.includes(providerId))).toHaveLength(1);
  });

  it('concurrent refunds of one cancelled order reach the provider once', async () => {
    const { order } = await paidCardOrder();
    await database.db.update(orders).set({ orderStatus: 'CANCELLED' }).where(eq(orders.id, order.id));
    const before = stripeFake.refundCalls().length;
    const outcomes = await Promise.all([1, 2, 3].map(() => refundCancelledOrder(refundDeps(NOW), order.id)));
    expect(outcomes.sort()).toEqual(['NOTHING_TO_REFUND', 'NOTHING_TO_REFUND', 'REFUNDED']);
    expect(stripeFake.refundCalls()).toHaveLength(before + 1);
    expect((await suite.orderRow(order.id)).paymentStatus).toBe('REFUNDED');
  });

  it('an unpaid order that is cancelled refunds nothing', async () => {
    const { order } = await cardOrder();
    const before = stripeFake.refundCalls().length;
    const cancelled = await cancel(order.id);
    expect(cancelled.data!['cancelOrder']).toEqual({ orderStatus: 'CANCELLED', paymentStatus: 'PENDING' });
    expect(stripeFake.refundCalls()).toHaveLength(before);
  });
});

describe('a payment that completes after the order was cancelled', () => {
  it('is refunded at once; the order stays CANCELLED and never reaches the restaurant', async () => {
    const { order, session } = await cardOrder();
    await cancel(order.id);
    const before = stripeFake.refundCalls().length;

    const paid = await sendWebhook({ eventId: `evt_late_${session.id}`, session });
    expect(paid.json()).toMatchObject({ outcome: 'REFUNDED' });
    expect(await suite.orderRow(order.id)).toMatchObject({
      orderStatus: 'CANCELLED',
      paymentStatus: 'REFUNDED',
    });
    expect(stripeFake.refundCalls()).toHaveLength(before + 1);

    await sendWebhook({ eventId: `evt_late_${session.id}`, session });
    await sendWebhook({ eventId: `evt_late_again_${session.id}`, session });
    expect(stripeFake.refundCalls()).toHaveLength(before + 1);
    expect(suite.server.inbox).toEqual([]);
  });

  it('a second checkout paid after the first was refunded is refunded too', async () => {
    const { order, session } = await cardOrder();
    const second = await get(`/stripe/create-checkout-session?id=${order.id}&platform=web`);
    const secondId = second.json<{ url: string }>().url.split('/').pop()!;
    await sendWebhook({ eventId: `evt_first_${session.id}`, session });
    await cancel(order.id);
    const before = stripeFake.refundCalls().length;

    const late = await sendWebhook({
      eventId: `evt_second_${secondId}`,
      session: { ...session, id: secondId, payment_intent: `pi_${secondId}` },
    });
    expect(late.json()).toMatchObject({ outcome: 'REFUNDED' });
    const calls = stripeFake.refundCalls().slice(before);
    expect(calls.map((c) => new URLSearchParams(c.body).get('payment_intent'))).toEqual([`pi_${secondId}`]);
    const attempts = await database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(attempts.map((a) => a.status)).toEqual(['REFUNDED', 'REFUNDED']);
    expect((await suite.orderRow(order.id)).paymentStatus).toBe('REFUNDED');
  });

  it('PayPal is not even captured once the order is cancelled', async () => {
    const order = await createPaymentOrder(database.db, {
      userId: suite.alice.id,
      restaurantId: suite.restaurant.id,
      paymentMethod: 'PAYPAL',
    });
    const { id } = (await get(`/paypal/create-order?id=${order.id}`)).json<{ id: string }>();
    await cancel(order.id);
    const details = encodeURIComponent(JSON.stringify({ id }));
    const answer = await get(`/paypal/paypal-transaction-complete?id=${order.id}&paymentDetails=${details}`);
    expect([answer.statusCode, answer.json()]).toEqual([
      409,
      { error: true, code: 'ORDER_CANCELLED', message: 'This order was cancelled and cannot be paid.' },
    ]);
    expect(paypalFake.requests.filter((r) => r.path === `/v2/checkout/orders/${id}/capture`)).toEqual([]);
    expect(await suite.orderRow(order.id)).toMatchObject({
      orderStatus: 'CANCELLED',
      paymentStatus: 'PENDING',
    });
  });
});

describe('a refund the provider does not take', () => {
  it('stays REFUND_PENDING, is retried by the sweep once stale, and is refunded exactly once', async () => {
    const { order } = await paidCardOrder();
    stripeFake.state.refundFails = true;
    const before = stripeFake.refundCalls().length;

    const cancelled = await cancel(order.id);
    expect(cancelled.data!['cancelOrder']).toEqual({
      orderStatus: 'CANCELLED',
      paymentStatus: 'REFUND_PENDING',
    });
    const attempt = await attemptOf(order.id);
    expect(attempt.status).toBe('REFUND_PENDING');

    // Not before the last attempt is stale; then again while the provider still fails.
    expect(await retryDueRefunds(refundDeps(NOW))).toEqual({ refunded: 0, pending: 0 });
    expect(await retryDueRefunds(refundDeps(later(120_000)))).toEqual({ refunded: 0, pending: 1 });
    expect((await suite.orderRow(order.id)).paymentStatus).toBe('REFUND_PENDING');

    stripeFake.state.refundFails = false;
    expect(await retryDueRefunds(refundDeps(later(150_000)))).toEqual({ refunded: 0, pending: 0 });
    expect(await retryDueRefunds(refundDeps(later(240_000)))).toEqual({ refunded: 1, pending: 0 });
    expect(await suite.orderRow(order.id)).toMatchObject({
      orderStatus: 'CANCELLED',
      paymentStatus: 'REFUNDED',
    });
    expect(await retryDueRefunds(refundDeps(later(3_600_000)))).toEqual({ refunded: 0, pending: 0 });

    const calls = stripeFake.refundCalls().slice(before);
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((c) => c.headers['idempotency-key']))).toEqual(
      new Set([`refund-${attempt.id}`]),
    );
    expect((await attemptOf(order.id)).status).toBe('REFUNDED');
  });

  it('a cancelled order left PAID (stopped before the refund) is picked up by the sweep', async () => {
    const { order } = await paidPaypalOrder();
    await database.db
      .update(orders)
      .set({ orderStatus: 'CANCELLED' })
      .where(and(eq(orders.id, order.id), eq(orders.orderStatus, 'PENDING')));
    expect(await retryDueRefunds(refundDeps(NOW))).toEqual({ refunded: 1, pending: 0 });
    expect(await suite.orderRow(order.id)).toMatchObject({ paymentStatus: 'REFUNDED' });
  });

  it('the server runs a sweep when it starts', async () => {
    const { order } = await paidPaypalOrder();
    await database.db.update(orders).set({ orderStatus: 'CANCELLED' }).where(eq(orders.id, order.id));
    const sweeper = createRefundSweeper({ deps: () => refundDeps(NOW), everyMs: 3_600_000 });
    sweeper.start();
    await sweeper.stop(); // waits for the pass that start began
    expect(await suite.orderRow(order.id)).toMatchObject({ paymentStatus: 'REFUNDED' });
  });
});

describe('status columns accept only known statuses', () => {
  it.each([
    [
      'orders.payment_status',
      (id: string) => sql`UPDATE orders SET payment_status = 'REFUNDING' WHERE id = ${id}`,
    ],
    ['orders.order_status', (id: string) => sql`UPDATE orders SET order_status = 'SHIPPED' WHERE id = ${id}`],
    ['payments.status', (id: string) => sql`UPDATE payments SET status = 'paid' WHERE order_id = ${id}`],
  ])('%s: a direct UPDATE to an unknown status is refused', async (_column, statement) => {
    const { order } = await cardOrder();
    const error = (await database.db.execute(statement(order.id)).then(
      () => null,
      (failure: unknown) => failure,
    )) as (Error & { cause?: Error }) | null;
    expect(String(error?.cause?.message ?? error?.message)).toMatch(/violates check constraint/);
    expect(await suite.orderRow(order.id)).toMatchObject({
      orderStatus: 'PENDING',
      paymentStatus: 'PENDING',
    });
    expect((await attemptOf(order.id)).status).toBe('PENDING');
  });
});
