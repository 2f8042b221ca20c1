import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { paymentEvents, payments } from '../src/db/schema/index.ts';
import type { TestDatabase } from './helpers/test-db.ts';
import {
  createPaymentOrder,
  createPaymentTestApp,
  startPaymentSuite,
  stopPaymentSuite,
  type PaymentSuite,
} from './helpers/payment-factories.ts';
import { startFakeStripe } from './helpers/payment-fakes.ts';
import { stripeWebhookSender } from './helpers/stripe-webhook.ts';

// Card payments through Stripe Checkout against a local fake Stripe (STRIPE_API_URL), and the signed
// webhook that confirms them (docs/payments.md).

const NOW = new Date();
const WEBHOOK_SECRET = 'whsec_test_secret_for_payments';

let database: TestDatabase;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let server: PaymentSuite['server'];
let alice: PaymentSuite['alice'];
let restaurant: PaymentSuite['restaurant'];
let orderRow: PaymentSuite['orderRow'];

beforeAll(async () => {
  fake = await startFakeStripe();
  ({ database, server, alice, restaurant, orderRow } = await startPaymentSuite({
    now: NOW,
    alice: { email: 'alice@example.com' },
    config: {
      stripeSecretKey: 'sk_test_fake',
      stripeWebhookSecret: WEBHOOK_SECRET,
      stripeApiUrl: fake.url,
      publicUrl: 'https://food.example',
    },
  }));
});

afterAll(async () => {
  await stopPaymentSuite({ server, database });
  await fake.close();
});

beforeEach(() => {
  server.inbox.length = 0;
});

const newOrder = (values: Partial<Parameters<typeof createPaymentOrder>[1]> = {}) =>
  createPaymentOrder(database.db, { userId: alice.id, restaurantId: restaurant.id, ...values });

async function createSession(orderId: string) {
  const response = await server.app.inject({
    method: 'GET',
    url: `/stripe/create-checkout-session?id=${orderId}&platform=web`,
    headers: { authorization: `Bearer ${alice.token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ url: string }>().url;
}

const sendWebhook = stripeWebhookSender(() => server.app, WEBHOOK_SECRET);

describe('Stripe Checkout session', () => {
  it('sends the order total in cents for USD, with metadata and return URLs', async () => {
    const order = await newOrder({ orderAmount: 2765, currency: 'USD' });
    const url = await createSession(order.id);
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_\d+$/);
    const form = fake.sessionForm(fake.requests.length - 1);
    expect(fake.requests.at(-1)!.headers.authorization).toBe('Bearer sk_test_fake');
    expect(form.get('mode')).toBe('payment');
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('2765');
    expect(form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(form.get('line_items[0][quantity]')).toBe('1');
    expect(form.get('metadata[orderId]')).toBe(order.id);
    expect(form.get('client_reference_id')).toBe(order.id);
    expect(form.get('customer_email')).toBe('alice@example.com');
    expect(form.get('success_url')).toBe(
      `https://food.example/stripe?id=${order.id}&session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(form.get('cancel_url')).toBe(`https://food.example/stripe?id=${order.id}&cancelled=1`);
    const [payment] = await database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({ provider: 'stripe', providerRef: url.split('/').pop(), amount: 2765 });
  });

  it('sends whole units for a zero-decimal currency (JPY)', async () => {
    const order = await newOrder({ orderAmount: 1200, currency: 'JPY' });
    await createSession(order.id);
    const form = fake.sessionForm(fake.requests.length - 1);
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('1200');
    expect(form.get('line_items[0][price_data][currency]')).toBe('jpy');
  });

  it('answers 502 with a clear message when Stripe fails, recording nothing', async () => {
    const order = await newOrder();
    const broken = await createPaymentTestApp({
      db: database.db,
      now: NOW,
      config: { stripeSecretKey: 'sk_test_fake', stripeApiUrl: 'http://127.0.0.1:9' },
    });
    try {
      const response = await broken.app.inject({
        method: 'GET',
        url: `/stripe/create-checkout-session?id=${order.id}&platform=web`,
        headers: { authorization: `Bearer ${alice.token}` },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        error: true,
        code: 'PAYMENT_PROVIDER_UNAVAILABLE',
        message: 'The payment provider could not be reached. Please try again.',
      });
    } finally {
      await broken.close();
    }
    expect(await database.db.select().from(payments).where(eq(payments.orderId, order.id))).toEqual([]);
  });

  it('serves no demo page while Stripe and PayPal are real', async () => {
    const real = await createPaymentTestApp({
      db: database.db,
      now: NOW,
      config: { stripeSecretKey: 'sk_test_fake', paypalClientId: 'id', paypalClientSecret: 'secret' },
    });
    try {
      expect((await real.app.inject({ method: 'GET', url: '/demo-pay/abc' })).statusCode).toBe(404);
      expect((await real.app.inject({ method: 'POST', url: '/demo-pay/abc/approve' })).statusCode).toBe(404);
    } finally {
      await real.close();
    }
  });
});

describe('Stripe webhook', () => {
  async function paidSetup(values: Partial<Parameters<typeof createPaymentOrder>[1]> = {}) {
    const order = await newOrder(values);
    const url = await createSession(order.id);
    const session = {
      id: url.split('/').pop()!,
      amount_total: order.orderAmount,
      currency: order.currency.toLowerCase(),
      orderId: order.id,
    };
    return { order, session };
  }

  it('a signed checkout.session.completed marks the order paid; a redelivery changes nothing', async () => {
    const { order, session } = await paidSetup();
    expect(server.inbox).toEqual([]);

    const first = await sendWebhook({ eventId: 'evt_paid_1', session });
    expect(first.statusCode, first.body).toBe(200);
    const row = await orderRow(order.id);
    expect([row.paymentStatus, row.paidAmount]).toEqual(['PAID', order.orderAmount]);

    const second = await sendWebhook({ eventId: 'evt_paid_1', session });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ received: true, outcome: 'DUPLICATE_EVENT' });
    expect(server.inbox).toEqual([{ orderId: order.id, userId: alice.id, kind: 'PAID' }]);
    const events = await database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, 'evt_paid_1'));
    expect(events).toHaveLength(1);

    // A later expiry of the same session never turns a paid order into a failed one.
    await sendWebhook({ eventId: 'evt_expired_after_paid', type: 'checkout.session.expired', session });
    expect((await orderRow(order.id)).paymentStatus).toBe('PAID');
  });

  it('a bad signature is a 400 and changes nothing', async () => {
    const { order, session } = await paidSetup();
    const forged = await sendWebhook({ eventId: 'evt_forged', session }, 'whsec_wrong_secret');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ error: true, code: 'BAD_REQUEST', message: 'Invalid Stripe signature.' });
    const unsigned = await server.app.inject({
      method: 'POST',
      url: '/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{"id":"evt_unsigned"}',
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await orderRow(order.id)).paymentStatus).toBe('PENDING');
    expect(
      await database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_forged')),
    ).toEqual([]);
    expect(server.inbox).toEqual([]);
  });

  it('an amount or currency that differs from the order does not mark it paid', async () => {
    const { order, session } = await paidSetup({ orderAmount: 5000 });
    await sendWebhook({ eventId: 'evt_short', session: { ...session, amount_total: 50 } });
    await sendWebhook({ eventId: 'evt_currency', session: { ...session, currency: 'eur' } });
    expect((await orderRow(order.id)).paymentStatus).toBe('PENDING');
    const [payment] = await database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment!.status).toBe('MISMATCH');
    expect(server.inbox).toEqual([]);
  });

  it('a completed session that is not paid yet waits; expiry or async failure marks the attempt failed', async () => {
    const { order, session } = await paidSetup();
    await sendWebhook({ eventId: 'evt_unpaid', session: { ...session, payment_status: 'unpaid' } });
    expect((await orderRow(order.id)).paymentStatus).toBe('PENDING');
    const failed = await sendWebhook({
      eventId: 'evt_async_failed',
      type: 'checkout.session.async_payment_failed',
      session,
    });
    expect(failed.json()).toMatchObject({ outcome: 'FAILED' });
    expect((await orderRow(order.id)).paymentStatus).toBe('FAILED');

    const other = await paidSetup();
    await sendWebhook({ eventId: 'evt_expired', type: 'checkout.session.expired', session: other.session });
    expect((await orderRow(other.order.id)).paymentStatus).toBe('FAILED');
    expect(server.inbox).toEqual([]);
  });

  it('ignores events of other kinds or for sessions it did not create', async () => {
    const { order, session } = await paidSetup();
    const other = await sendWebhook({ eventId: 'evt_other', type: 'payment_intent.created', session });
    expect(other.json()).toMatchObject({ received: true, outcome: 'IGNORED' });
    const stranger = await sendWebhook({
      eventId: 'evt_stranger',
      session: { ...session, id: 'cs_test_unknown' },
    });
    expect(stranger.json()).toMatchObject({ outcome: 'NOT_FOUND' });
    expect((await orderRow(order.id)).paymentStatus).toBe('PENDING');
  });
});
