import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payments } from '../src/db/schema/index.ts';
import type { TestDatabase } from './helpers/test-db.ts';
import {
  createPaymentOrder,
  startPaymentSuite,
  stopPaymentSuite,
  type PaymentSuite,
} from './helpers/payment-factories.ts';
import { startFakePaypal } from './helpers/payment-fakes.ts';

// PayPal Orders API v2 against a local fake PayPal (PAYPAL_API_URL): create, capture on completion,
// and the checks the server makes on what PayPal reports (docs/payments.md).

const NOW = new Date('2025-06-04T12:00:00Z');

let database: TestDatabase;
let fake: Awaited<ReturnType<typeof startFakePaypal>>;
let server: PaymentSuite['server'];
let alice: PaymentSuite['alice'];
let bob: PaymentSuite['bob'];
let restaurant: PaymentSuite['restaurant'];
let orderRow: PaymentSuite['orderRow'];

beforeAll(async () => {
  fake = await startFakePaypal();
  ({ database, server, alice, bob, restaurant, orderRow } = await startPaymentSuite({
    now: NOW,
    config: { paypalClientId: 'pp-client', paypalClientSecret: 'pp-secret', paypalApiUrl: fake.url },
  }));
});

afterAll(async () => {
  await stopPaymentSuite({ server, database });
  await fake.close();
});

beforeEach(() => {
  server.inbox.length = 0;
  fake.state.captureStatus = 'COMPLETED';
  fake.state.captureValue = null;
});

const get = (url: string, token = alice.token) =>
  server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const newOrder = (values: Partial<Parameters<typeof createPaymentOrder>[1]> = {}) =>
  createPaymentOrder(database.db, {
    userId: alice.id,
    restaurantId: restaurant.id,
    paymentMethod: 'PAYPAL',
    ...values,
  });
const complete = (orderId: string, providerId: string, token = alice.token) =>
  get(
    `/paypal/paypal-transaction-complete?id=${orderId}&paymentDetails=${encodeURIComponent(JSON.stringify({ id: providerId, status: 'APPROVED' }))}`,
    token,
  );

async function createPaypalOrder(orderId: string) {
  const response = await get(`/paypal/create-order?id=${orderId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: string; approveUrl: string }>();
}

describe('PayPal', () => {
  it('creates an order with the total in major units, custom_id and intent CAPTURE', async () => {
    const order = await newOrder({ orderAmount: 2765, currency: 'USD' });
    const created = await createPaypalOrder(order.id);
    expect(created.approveUrl).toBe(`https://paypal.test/checkoutnow?token=${created.id}`);
    const sent = JSON.parse(fake.requests.filter((r) => r.path === '/v2/checkout/orders').at(-1)!.body);
    expect(sent.intent).toBe('CAPTURE');
    expect(sent.purchase_units[0]).toMatchObject({
      custom_id: order.id,
      amount: { currency_code: 'USD', value: '27.65' },
    });

    const yen = await newOrder({ orderAmount: 1200, currency: 'JPY' });
    await createPaypalOrder(yen.id);
    const sentYen = JSON.parse(fake.requests.filter((r) => r.path === '/v2/checkout/orders').at(-1)!.body);
    expect(sentYen.purchase_units[0].amount).toEqual({ currency_code: 'JPY', value: '1200' });
  });

  it('completion captures, marks paid once and is idempotent', async () => {
    const order = await newOrder({ orderAmount: 1005 });
    const { id } = await createPaypalOrder(order.id);
    const first = await complete(order.id, id);
    expect(first.json()).toEqual({ error: false, message: 'Payment completed.' });
    const second = await complete(order.id, id);
    expect(second.json()).toEqual({ error: false, message: 'Payment already completed.' });
    expect(fake.requests.filter((r) => r.path.endsWith('/capture'))).toHaveLength(1);
    const row = await orderRow(order.id);
    expect([row.paymentStatus, row.paidAmount]).toEqual(['PAID', 1005]);
    expect(server.inbox).toEqual([{ orderId: order.id, userId: alice.id, kind: 'PAID' }]);
    const [payment] = await database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({ provider: 'paypal', providerRef: id, status: 'PAID' });
  });

  it('a capture PayPal does not complete answers {error:true} and leaves the order unpaid', async () => {
    const order = await newOrder();
    const { id } = await createPaypalOrder(order.id);
    fake.state.captureStatus = 'INSTRUMENT_DECLINED';
    const answer = await complete(order.id, id);
    expect(answer.statusCode).toBe(402);
    expect(answer.json()).toEqual({
      error: true,
      code: 'PAYMENT_NOT_COMPLETED',
      message: 'PayPal did not complete the payment. Please try again.',
    });
    expect((await orderRow(order.id)).paymentStatus).toBe('FAILED');
    expect(server.inbox).toEqual([]);
  });

  it('a captured amount that differs from the order is not accepted', async () => {
    const order = await newOrder({ orderAmount: 2765 });
    const { id } = await createPaypalOrder(order.id);
    fake.state.captureValue = '0.01';
    const answer = await complete(order.id, id);
    expect([answer.statusCode, answer.json()]).toEqual([
      409,
      {
        error: true,
        code: 'PAYMENT_MISMATCH',
        message: 'The paid amount does not match the order. Please contact support.',
      },
    ]);
    expect((await orderRow(order.id)).paymentStatus).toBe('PENDING');
  });

  it('another customer can neither create nor complete the payment', async () => {
    const order = await newOrder();
    const { id } = await createPaypalOrder(order.id);
    expect((await get(`/paypal/create-order?id=${order.id}`, bob.token)).statusCode).toBe(404);
    const stolen = await complete(order.id, id, bob.token);
    expect([stolen.statusCode, stolen.json()]).toEqual([
      404,
      { error: true, code: 'NOT_FOUND', message: 'Order not found.' },
    ]);
    expect(fake.requests.filter((r) => r.path === `/v2/checkout/orders/${id}/capture`)).toEqual([]);
    expect((await orderRow(order.id)).paymentStatus).toBe('PENDING');
  });

  it('a card order cannot be completed through PayPal', async () => {
    const order = await newOrder({ paymentMethod: 'STRIPE' });
    const answer = await complete(order.id, 'PAYPAL-1');
    expect([answer.statusCode, answer.json()]).toEqual([
      400,
      { error: true, code: 'WRONG_PAYMENT_METHOD', message: 'This order is not paid with PayPal.' },
    ]);
  });
});
