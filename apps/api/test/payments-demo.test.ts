import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, paymentEvents, payments } from '../src/db/schema/index.ts';
import type { TestDatabase } from './helpers/test-db.ts';
import {
  createPaymentOrder,
  startPaymentSuite,
  stopPaymentSuite,
  type PaymentSuite,
} from './helpers/payment-factories.ts';

// Card and PayPal completion (docs/product/screens.md#payment-screens, docs/product/api.md#payments) with the
// built-in demo provider (no keys): the hosted page, approve/decline, the restaurant inbox, ownership and bad
// input.

const NOW = new Date('2025-06-04T12:00:00Z');

let database: TestDatabase;
let server: PaymentSuite['server'];
let alice: PaymentSuite['alice'];
let bob: PaymentSuite['bob'];
let restaurant: PaymentSuite['restaurant'];
let orderRow: PaymentSuite['orderRow'];

beforeAll(async () => {
  ({ database, server, alice, bob, restaurant, orderRow } = await startPaymentSuite({
    now: NOW,
    config: { publicUrl: 'http://shop.test' },
  }));
});

afterAll(() => stopPaymentSuite({ server, database }));

beforeEach(() => {
  server.inbox.length = 0;
});

const get = (url: string, token?: string) =>
  server.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
const post = (url: string) =>
  server.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
const newOrder = (values: Partial<Parameters<typeof createPaymentOrder>[1]> = {}) =>
  createPaymentOrder(database.db, { userId: alice.id, restaurantId: restaurant.id, ...values });

/** Starts a demo card checkout and returns the hosted page's path. */
async function startCard(orderId: string) {
  const response = await get(`/stripe/create-checkout-session?id=${orderId}&platform=web`, alice.token);
  expect(response.statusCode, response.body).toBe(200);
  const { url } = response.json<{ url: string }>();
  expect(url).toMatch(/^http:\/\/shop\.test\/demo-pay\/[\w-]{43}$/);
  return new URL(url).pathname;
}

describe('demo card payment', () => {
  it('shows a hosted page with amount, merchant and order number', async () => {
    const order = await newOrder({ orderAmount: 2765 });
    const page = await get(await startCard(order.id));
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('27.65 USD');
    expect(page.body).toContain('Karahi Point');
    expect(page.body).toContain(order.orderId);
    expect(page.body).toContain('Approve payment');
    expect(page.body).toContain('Decline');
    expect(page.body).toMatch(/no money moves/i);
    expect(page.body).not.toMatch(/<(script|link|img)\b/);
  });

  it('approve marks the order paid, sends it to the restaurant once and returns to the success URL', async () => {
    const order = await newOrder();
    const path = await startCard(order.id);
    expect(server.inbox).toEqual([]); // an unpaid card order never reaches the restaurant

    const approved = await post(`${path}/approve`);
    expect(approved.statusCode).toBe(303);
    const ref = path.split('/').pop()!;
    expect(approved.headers.location).toBe(`http://shop.test/stripe?id=${order.id}&session_id=${ref}`);
    const row = await orderRow(order.id);
    expect(row.paymentStatus).toBe('PAID');
    expect(row.paidAmount).toBe(row.orderAmount);

    const again = await post(`${path}/approve`);
    expect(again.statusCode).toBe(303);
    expect(server.inbox).toEqual([{ orderId: order.id, userId: alice.id, kind: 'PAID' }]);
    const [payment] = await database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({ provider: 'demo', status: 'PAID', amount: 2765, currency: 'USD' });
  });

  it('approve after the customer cancelled refunds the demo payment at once, recorded on the payment', async () => {
    const order = await newOrder();
    const path = await startCard(order.id);
    // The customer cancels while the hosted page is still open.
    await database.db.update(orders).set({ orderStatus: 'CANCELLED' }).where(eq(orders.id, order.id));

    expect((await post(`${path}/approve`)).statusCode).toBe(303);
    expect((await post(`${path}/approve`)).statusCode).toBe(303);
    expect(await orderRow(order.id)).toMatchObject({ orderStatus: 'CANCELLED', paymentStatus: 'REFUNDED' });
    const [payment] = await database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({
      status: 'REFUNDED',
      captureRef: `demo-capture-${payment!.id}`,
      refundRef: `demo-refund-${payment!.id}`,
    });
    expect(server.inbox).toEqual([]);
  });

  it('two payment pages of one order approved at once: paid once, the second refunded once', async () => {
    const order = await newOrder();
    const paths = [await startCard(order.id), await startCard(order.id)];
    const approved = await Promise.all(paths.map((path) => post(`${path}/approve`)));
    expect(approved.map((answer) => answer.statusCode)).toEqual([303, 303]);
    await Promise.all(paths.map((path) => post(`${path}/approve`)));

    const attempts = await database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(attempts.map((a) => a.status).toSorted()).toEqual(['PAID', 'REFUNDED']);
    const refunded = attempts.find((a) => a.status === 'REFUNDED')!;
    expect(refunded.refundRef).toBe(`demo-refund-${refunded.id}`);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'PAID', paidAmount: order.orderAmount });
    expect(server.inbox).toEqual([{ orderId: order.id, userId: alice.id, kind: 'PAID' }]);
  });

  it('decline fails the attempt without reaching the restaurant; a new attempt can still pay', async () => {
    const order = await newOrder();
    const first = await startCard(order.id);
    const declined = await post(`${first}/decline`);
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(`http://shop.test/stripe?id=${order.id}&cancelled=1`);
    expect((await orderRow(order.id)).paymentStatus).toBe('FAILED');
    expect(server.inbox).toEqual([]);

    const second = await startCard(order.id);
    expect((await orderRow(order.id)).paymentStatus).toBe('PENDING');
    await post(`${second}/approve`);
    expect((await orderRow(order.id)).paymentStatus).toBe('PAID');
    // The stale first page cannot undo the payment.
    await post(`${first}/decline`);
    await post(`${second}/decline`);
    expect((await orderRow(order.id)).paymentStatus).toBe('PAID');
    expect(server.inbox).toHaveLength(1);
  });

  it('refuses a paid, cancelled or non-card order with a clear JSON error', async () => {
    const paid = await newOrder({ paymentStatus: 'PAID' });
    const cancelled = await newOrder({ orderStatus: 'CANCELLED' });
    const cash = await newOrder({ paymentMethod: 'COD' });
    const answers = await Promise.all(
      [paid, cancelled, cash].map((o) =>
        get(`/stripe/create-checkout-session?id=${o.id}&platform=web`, alice.token),
      ),
    );
    expect(answers.map((a) => [a.statusCode, a.json()])).toEqual([
      [409, { error: true, code: 'ALREADY_PAID', message: 'This order is already paid.' }],
      [
        409,
        { error: true, code: 'ORDER_CANCELLED', message: 'This order was cancelled and cannot be paid.' },
      ],
      [400, { error: true, code: 'WRONG_PAYMENT_METHOD', message: 'This order is not paid by card.' }],
    ]);
  });

  it('an unknown or overlong payment link is a 404 page', async () => {
    expect((await get('/demo-pay/not-a-real-ref')).statusCode).toBe(404);
    expect((await post(`/demo-pay/${'x'.repeat(90)}/approve`)).statusCode).toBe(404);
  });
});

describe('demo PayPal payment', () => {
  const complete = (orderId: string, details: string, token = alice.token) =>
    get(
      `/paypal/paypal-transaction-complete?id=${orderId}&paymentDetails=${encodeURIComponent(details)}`,
      token,
    );

  it('create → approve on the hosted page → completion captures once', async () => {
    const order = await newOrder({ paymentMethod: 'PAYPAL' });
    const created = await get(`/paypal/create-order?id=${order.id}`, alice.token);
    expect(created.statusCode).toBe(200);
    const { id, approveUrl } = created.json<{ id: string; approveUrl: string }>();
    expect(approveUrl).toBe(`http://shop.test/demo-pay/${id}`);

    // Not approved yet: PayPal would refuse the capture.
    const early = await complete(order.id, JSON.stringify({ id }));
    expect([early.statusCode, early.json()]).toEqual([
      402,
      {
        error: true,
        code: 'PAYMENT_NOT_COMPLETED',
        message: 'PayPal did not complete the payment. Please try again.',
      },
    ]);
    expect((await orderRow(order.id)).paymentStatus).toBe('FAILED');

    const again = await get(`/paypal/create-order?id=${order.id}`, alice.token);
    const retry = again.json<{ id: string }>().id;
    const approved = await post(`/demo-pay/${retry}/approve`);
    expect(approved.headers.location).toBe(`http://shop.test/paypal?id=${order.id}&token=${retry}`);
    expect((await orderRow(order.id)).paymentStatus).toBe('PENDING'); // captured only on completion
    expect(server.inbox).toEqual([]);

    const done = await complete(order.id, JSON.stringify({ id: retry }));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ error: false, message: 'Payment completed.' });
    const second = await complete(order.id, JSON.stringify({ orderID: retry }));
    expect(second.json()).toEqual({ error: false, message: 'Payment already completed.' });
    const row = await orderRow(order.id);
    expect([row.paymentStatus, row.paidAmount]).toEqual(['PAID', row.orderAmount]);
    expect(server.inbox).toEqual([{ orderId: order.id, userId: alice.id, kind: 'PAID' }]);
  });

  it('decline on the hosted page returns to the PayPal screen with the order unpaid', async () => {
    const order = await newOrder({ paymentMethod: 'PAYPAL' });
    const { id } = (await get(`/paypal/create-order?id=${order.id}`, alice.token)).json<{ id: string }>();
    const declined = await post(`/demo-pay/${id}/decline`);
    expect(declined.headers.location).toBe(`http://shop.test/paypal?id=${order.id}&cancelled=1`);
    expect((await orderRow(order.id)).paymentStatus).toBe('FAILED');
    const late = await complete(order.id, JSON.stringify({ id }));
    expect(late.statusCode).toBeGreaterThanOrEqual(400);
    expect(late.json<{ error: boolean }>().error).toBe(true);
  });

  it('a payment id of another order is not accepted', async () => {
    const mine = await newOrder({ paymentMethod: 'PAYPAL' });
    const other = await newOrder({ paymentMethod: 'PAYPAL' });
    const { id } = (await get(`/paypal/create-order?id=${other.id}`, alice.token)).json<{ id: string }>();
    await post(`/demo-pay/${id}/approve`);
    const answer = await complete(mine.id, JSON.stringify({ id }));
    expect([answer.statusCode, answer.json()]).toEqual([
      404,
      { error: true, code: 'NOT_FOUND', message: 'This PayPal payment was not started for this order.' },
    ]);
    expect((await orderRow(mine.id)).paymentStatus).toBe('PENDING');
  });
});

describe('ownership and input', () => {
  it('a guest gets 401 and another customer 404 on every customer route', async () => {
    const card = await newOrder();
    const paypal = await newOrder({ paymentMethod: 'PAYPAL' });
    const routes = [
      `/stripe/create-checkout-session?id=${card.id}&platform=web`,
      `/paypal/create-order?id=${paypal.id}`,
      `/paypal/paypal-transaction-complete?id=${paypal.id}&paymentDetails=${encodeURIComponent('{"id":"x"}')}`,
    ];
    for (const route of routes) {
      const guest = await get(route);
      expect([guest.statusCode, guest.json()]).toEqual([
        401,
        { error: true, code: 'UNAUTHENTICATED', message: 'You are not logged in.' },
      ]);
      const other = await get(route, bob.token);
      expect([other.statusCode, other.json()]).toEqual([
        404,
        { error: true, code: 'NOT_FOUND', message: 'Order not found.' },
      ]);
      const forged = await get(route, 'not-a-token');
      expect(forged.statusCode).toBe(401);
    }
    expect(await database.db.select().from(payments).where(eq(payments.orderId, card.id))).toEqual([]);
  });

  it('bad input is a 400 with a clear JSON message, never a 500', async () => {
    const order = await newOrder({ paymentMethod: 'PAYPAL' });
    const cases: [string, string][] = [
      ['/stripe/create-checkout-session?platform=web', 'A valid order id is required.'],
      ['/stripe/create-checkout-session?id=123&platform=web', 'A valid order id is required.'],
      ['/paypal/create-order?id=%27%3Bdrop', 'A valid order id is required.'],
      [
        `/paypal/paypal-transaction-complete?id=${order.id}`,
        'paymentDetails must be JSON with the PayPal order id, e.g. {"id":"..."}.',
      ],
      [
        `/paypal/paypal-transaction-complete?id=${order.id}&paymentDetails=%7Bnot-json`,
        'paymentDetails must be JSON with the PayPal order id, e.g. {"id":"..."}.',
      ],
      [
        `/paypal/paypal-transaction-complete?id=${order.id}&paymentDetails=%5B1%5D`,
        'paymentDetails must be JSON with the PayPal order id, e.g. {"id":"..."}.',
      ],
      [
        `/paypal/paypal-transaction-complete?id=${order.id}&paymentDetails=null`,
        'paymentDetails must be JSON with the PayPal order id, e.g. {"id":"..."}.',
      ],
    ];
    for (const [url, message] of cases) {
      const answer = await get(url, alice.token);
      expect([url, answer.statusCode, answer.json()]).toEqual([
        url,
        400,
        { error: true, code: 'BAD_USER_INPUT', message },
      ]);
    }
    expect((await orderRow(order.id)).paymentStatus).toBe('PENDING');
  });

  it('the Stripe webhook is not served without a webhook secret', async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/stripe/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.statusCode).toBe(404);
    expect(await database.db.select().from(paymentEvents)).toEqual([]);
  });
});
