import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushMessage, PushSender } from '../src/adapters/push/push-sender.ts';
import { silentLogger } from '../src/adapters/logger.ts';
import { createInProcessPubSub } from '../src/adapters/pubsub/in-process-pubsub.ts';
import * as t from '../src/db/schema/index.ts';
import { recordPaymentSucceeded } from '../src/modules/payments/record-payment.ts';
import { failure } from './helpers/accounts.ts';
import {
  PLACE_ORDER,
  createCustomer,
  createOpenRestaurant,
  createOrderPlatform,
  halfKarahiPickUp,
  type OpenRestaurant,
} from './helpers/order-factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, type TestApp } from './helpers/test-server.ts';
import { createOrder, createRestaurantUser } from './helpers/tracking-factories.ts';

// History, CSV, reports, review replies and kitchen alerts of the restaurant console
// (docs/restaurant-console.md). The restaurant is in Asia/Karachi (UTC+5): order C was placed on
// 2 June in UTC but 3 June there, and the restaurant's dates are what count.

const NOW = new Date('2025-06-10T12:00:00Z');

let database: TestDatabase;
let api: TestApp;
let mine: OpenRestaurant;
let theirs: OpenRestaurant;
let manager: Awaited<ReturnType<typeof createRestaurantUser>>;
let otherManager: Awaited<ReturnType<typeof createRestaurantUser>>;
let customer: Awaited<ReturnType<typeof createCustomer>>;
const sent: { token: string; message: PushMessage }[] = [];
const recorder: PushSender = { send: async (token, message) => void sent.push({ token, message }) };
const ids: Record<string, string> = {};

async function order(
  name: string,
  values: Partial<typeof t.orders.$inferInsert> & { createdAt: Date },
  items: { title: string; quantity: number }[],
  restaurant = mine,
) {
  const row = await createOrder(database.db, {
    userId: customer.user.id,
    restaurantId: restaurant.restaurant.id,
    orderDate: values.createdAt,
    ...values,
  });
  ids[name] = row.id;
  await database.db.insert(t.orderItems).values(
    items.map((item, position) => ({
      orderId: row.id,
      title: item.title,
      quantity: item.quantity,
      variationTitle: 'Half',
      variationPrice: 500,
      unitPrice: 500,
      position,
    })),
  );
}

beforeAll(async () => {
  database = await createTestDatabase();
  api = await createTestApp({ db: database.db, now: NOW, adapters: { push: recorder } });
  await createOrderPlatform(database.db);
  mine = await createOpenRestaurant(database.db, { tax: 10, minimumOrder: 0 });
  theirs = await createOpenRestaurant(database.db, { tax: 10, minimumOrder: 0 });
  manager = await createRestaurantUser(database.db, mine.restaurant.id);
  otherManager = await createRestaurantUser(database.db, theirs.restaurant.id);
  customer = await createCustomer(database.db, NOW);
  const karahi = 'Chicken Karahi';
  await order(
    'A',
    {
      orderId: '=HYPERLINK("http://x")',
      createdAt: new Date('2025-06-02T05:00:00Z'),
      orderStatus: 'DELIVERED',
      orderAmount: 2530,
    },
    [
      { title: karahi, quantity: 2 },
      { title: 'Lassi, "sweet"', quantity: 1 },
    ],
  );
  await order(
    'B',
    {
      orderId: 'K-2',
      createdAt: new Date('2025-06-02T18:30:00Z'),
      orderStatus: 'CANCELLED',
      orderAmount: 1000,
    },
    [{ title: 'Naan', quantity: 5 }],
  );
  await order(
    'C',
    {
      orderId: 'K-3',
      createdAt: new Date('2025-06-02T19:30:00Z'),
      orderStatus: 'DELIVERED',
      paymentMethod: 'STRIPE',
      paymentStatus: 'PAID',
      paidAmount: 1500,
      orderAmount: 1500,
    },
    [{ title: karahi, quantity: 1 }],
  );
  // Never reached the restaurant: an unpaid card order.
  await order(
    'D',
    {
      orderId: 'K-4',
      createdAt: new Date('2025-06-03T06:00:00Z'),
      paymentMethod: 'STRIPE',
      orderAmount: 900,
    },
    [{ title: 'Naan', quantity: 9 }],
  );
  await order(
    'F',
    {
      orderId: 'K-5',
      createdAt: new Date('2025-06-09T07:00:00Z'),
      orderStatus: 'DELIVERED',
      orderAmount: 3000,
    },
    [{ title: 'Lassi, "sweet"', quantity: 3 }],
  );
  await order(
    'other',
    { orderId: 'O-1', createdAt: new Date('2025-06-02T07:00:00Z') },
    [{ title: 'Naan', quantity: 1 }],
    theirs,
  );
});
afterAll(async () => {
  await api.app.close();
  await database.close();
});

const HISTORY = `query ($r: String!, $from: String, $to: String, $status: String, $pm: String, $first: Int, $offset: Int) {
  consoleOrderHistory(restaurant: $r, from: $from, to: $to, status: $status, paymentMethod: $pm, first: $first,
    offset: $offset) {
    totalCount orders { _id orderId user { name email phone } deliveryAddress { deliveryAddress } } } }`;
const CSV = `query ($r: String!, $from: String, $to: String) { consoleOrdersCsv(restaurant: $r, from: $from, to: $to) }`;
const REPORT = `query ($r: String!, $p: ReportPeriod!, $from: String!, $to: String!) {
  consoleReport(restaurant: $r, period: $p, from: $from, to: $to) {
    currency rows { start orders cancelled revenue averageBasket bestSellers { title quantity } } } }`;

type History = {
  consoleOrderHistory: {
    totalCount: number;
    orders: {
      _id: string;
      user: { email: string | null; phone: string | null };
      deliveryAddress: { deliveryAddress: string } | null;
    }[];
  };
};
const history = (variables: Record<string, unknown>, token = manager.token) =>
  api.gql<History>(HISTORY, { r: mine.restaurant.id, ...variables }, { token });
const idsOf = (response: { data?: History | null }) =>
  response.data!.consoleOrderHistory.orders.map((o) => Object.keys(ids).find((k) => ids[k] === o._id));

describe('order history', () => {
  it('lists every order that reached the restaurant, newest first, with a total', async () => {
    const all = await history({});
    expect(all.errors).toBeUndefined();
    expect(idsOf(all)).toEqual(['F', 'C', 'B', 'A']);
    expect(all.data!.consoleOrderHistory.totalCount).toBe(4);
    const page = await history({ first: 2, offset: 1 });
    expect(idsOf(page)).toEqual(['C', 'B']);
    expect(page.data!.consoleOrderHistory.totalCount).toBe(4);
  });

  it('filters by local dates, status and payment method', async () => {
    expect(idsOf(await history({ from: '2025-06-03', to: '2025-06-03' }))).toEqual(['C']);
    expect(idsOf(await history({ from: '2025-06-02', to: '2025-06-02' }))).toEqual(['B', 'A']);
    expect(idsOf(await history({ status: 'CANCELLED' }))).toEqual(['B']);
    expect(idsOf(await history({ pm: 'STRIPE' }))).toEqual(['C']);
    expect(failure(await history({ from: '2025-06-05', to: '2025-06-01' }))?.message).toBe(
      'The start date is after the end date.',
    );
    expect(failure(await history({ status: 'LOST' }))?.code).toBe('BAD_USER_INPUT');
    expect(failure(await history({ first: 500 }))?.code).toBe('BAD_USER_INPUT');
  });

  it('never shows the customer’s e-mail, phone or address, and only to its own restaurant', async () => {
    const all = await history({});
    for (const row of all.data!.consoleOrderHistory.orders) {
      expect(row.user).toMatchObject({ email: null, phone: null });
      expect(row.deliveryAddress).toBeNull();
    }
    expect(failure(await history({}, otherManager.token))?.code).toBe('FORBIDDEN');
    expect(failure(await history({}, customer.token))?.code).toBe('FORBIDDEN');
  });
});

describe('CSV export', () => {
  it('quotes cells, defuses formulas and holds no customer contact data', async () => {
    const response = await api.gql<{ consoleOrdersCsv: string }>(
      CSV,
      { r: mine.restaurant.id, from: '2025-06-02', to: '2025-06-02' },
      { token: manager.token },
    );
    expect(response.errors).toBeUndefined();
    const lines = response.data!.consoleOrdersCsv.split('\r\n');
    expect(lines[0]).toBe(
      'Order,Placed (local time),Status,Payment method,Payment status,Type,Items,Subtotal,Discount,Delivery,Tax,Tip,Total,Currency',
    );
    expect(lines).toHaveLength(4); // header, B, A, and the final empty line
    expect(lines[1]).toBe(
      'K-2,2025-06-02 23:30,CANCELLED,COD,PENDING,Delivery,5 x Naan (Half),20,0,3,2.3,0,10,USD',
    );
    expect(lines[2]).toBe(
      `"'=HYPERLINK(""http://x"")",2025-06-02 10:00,DELIVERED,COD,PENDING,Delivery,` +
        `"2 x Chicken Karahi (Half); 1 x Lassi, ""sweet"" (Half)",20,0,3,2.3,0,25.3,USD`,
    );
    const csv = response.data!.consoleOrdersCsv;
    expect(csv).not.toContain(customer.user.email);
    expect(csv).not.toContain(customer.user.name);
    expect(csv).not.toContain('House 1');
  });
});

describe('reports', () => {
  it('sums each local day: orders, revenue, average basket, cancellations, best sellers', async () => {
    const response = await api.gql<{ consoleReport: { currency: string; rows: unknown[] } }>(
      REPORT,
      { r: mine.restaurant.id, p: 'DAY', from: '2025-06-01', to: '2025-06-10' },
      { token: manager.token },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data!.consoleReport.rows).toEqual([
      {
        start: '2025-06-02',
        orders: 2,
        cancelled: 1,
        revenue: 25.3,
        averageBasket: 25.3,
        bestSellers: [
          { title: 'Chicken Karahi', quantity: 2 },
          { title: 'Lassi, "sweet"', quantity: 1 },
        ],
      },
      {
        start: '2025-06-03',
        orders: 1,
        cancelled: 0,
        revenue: 15,
        averageBasket: 15,
        bestSellers: [{ title: 'Chicken Karahi', quantity: 1 }],
      },
      {
        start: '2025-06-09',
        orders: 1,
        cancelled: 0,
        revenue: 30,
        averageBasket: 30,
        bestSellers: [{ title: 'Lassi, "sweet"', quantity: 3 }],
      },
    ]);
  });

  it('sums weeks from Monday', async () => {
    const response = await api.gql<{ consoleReport: { rows: { start: string }[] } }>(
      REPORT,
      { r: mine.restaurant.id, p: 'WEEK', from: '2025-06-01', to: '2025-06-10' },
      { token: manager.token },
    );
    expect(response.data!.consoleReport.rows).toEqual([
      {
        start: '2025-06-02',
        orders: 3,
        cancelled: 1,
        revenue: 40.3,
        averageBasket: 20.15,
        bestSellers: [
          { title: 'Chicken Karahi', quantity: 3 },
          { title: 'Lassi, "sweet"', quantity: 1 },
        ],
      },
      {
        start: '2025-06-09',
        orders: 1,
        cancelled: 0,
        revenue: 30,
        averageBasket: 30,
        bestSellers: [{ title: 'Lassi, "sweet"', quantity: 3 }],
      },
    ]);
  });
});

describe('review replies', () => {
  const REPLY = `mutation ($id: String!, $text: String!) { replyToReview(review: $id, text: $text) { _id reply repliedAt } }`;
  const REVIEWS = `query ($r: String!) { consoleReviews(restaurant: $r) { totalCount reviews { _id rating reply } } }`;
  const PUBLIC = `query ($id: String) { restaurant(id: $id) { reviewData { reviews { _id description reply } } } }`;

  it('replies once; customers see the answer under the review', async () => {
    const [review] = await database.db
      .insert(t.reviews)
      .values({
        orderId: ids.A!,
        restaurantId: mine.restaurant.id,
        userId: customer.user.id,
        rating: 4,
        description: 'Good',
      })
      .returning();
    const listed = await api.gql(REVIEWS, { r: mine.restaurant.id }, { token: manager.token });
    expect(listed.data).toEqual({
      consoleReviews: { totalCount: 1, reviews: [{ _id: review!.id, rating: 4, reply: null }] },
    });

    expect(
      failure(await api.gql(REPLY, { id: review!.id, text: 'x' }, { token: otherManager.token }))?.code,
    ).toBe('FORBIDDEN');
    expect(
      failure(await api.gql(REPLY, { id: review!.id, text: 'a'.repeat(501) }, { token: manager.token }))
        ?.code,
    ).toBe('BAD_USER_INPUT');
    const replied = await api.gql(REPLY, { id: review!.id, text: ' Thank you! ' }, { token: manager.token });
    expect(replied.data).toEqual({
      replyToReview: { _id: review!.id, reply: 'Thank you!', repliedAt: NOW.toISOString() },
    });
    const again = await api.gql(REPLY, { id: review!.id, text: 'Changed my mind' }, { token: manager.token });
    expect(failure(again)?.message).toBe('This review already has a reply; a reply cannot be changed.');

    const seen = await api.gql(PUBLIC, { id: mine.restaurant.id });
    expect(seen.data).toEqual({
      restaurant: {
        reviewData: { reviews: [{ _id: review!.id, description: 'Good', reply: 'Thank you!' }] },
      },
    });
    const audit = await database.db.select().from(t.auditLog).where(eq(t.auditLog.entityId, review!.id));
    expect(audit).toMatchObject([{ action: 'review.reply', actorId: manager.user.id }]);
  });
});

describe('kitchen alerts', () => {
  it("a new COD order pushes to the restaurant's subscribed staff, never to another restaurant's", async () => {
    const token = JSON.stringify({
      endpoint: 'https://push.example/kitchen',
      keys: { p256dh: 'k', auth: 'a' },
    });
    const saved = await api.gql(
      'mutation ($token: String!) { saveNotificationTokenWeb(token: $token) { success } }',
      { token },
      { token: otherManager.token },
    );
    expect(saved.errors).toBeUndefined();
    sent.length = 0;
    const placed = await api.gql<{ placeOrder: { orderId: string } }>(
      PLACE_ORDER,
      halfKarahiPickUp(theirs, NOW),
      { token: customer.token },
    );
    expect(placed.errors).toBeUndefined();
    const kitchen = sent.filter((push) => push.token === token);
    expect(kitchen).toEqual([
      {
        token,
        message: {
          title: 'New order',
          body: `New order ${placed.data!.placeOrder.orderId}, 1 item, $14.29`,
          url: '/console',
        },
      },
    ]);
    // An order at my restaurant does not reach theirs.
    sent.length = 0;
    await api.gql(PLACE_ORDER, halfKarahiPickUp(mine, NOW), { token: customer.token });
    expect(sent.filter((push) => push.token === token)).toEqual([]);
  });

  it('a card order alerts the kitchen once paid, not when placed', async () => {
    const token = JSON.stringify({
      endpoint: 'https://push.example/kitchen',
      keys: { p256dh: 'k', auth: 'a' },
    });
    sent.length = 0;
    await order(
      'card',
      { orderId: 'O-9', createdAt: NOW, paymentMethod: 'STRIPE', orderAmount: 2530 },
      [{ title: 'Naan', quantity: 2 }],
      theirs,
    );
    await database.db.insert(t.payments).values({
      orderId: ids.card!,
      provider: 'demo',
      providerRef: 'ref-card',
      amount: 2530,
      currency: 'USD',
    });
    expect(sent).toEqual([]);
    const outcome = await recordPaymentSucceeded({
      db: database.db,
      pubsub: createInProcessPubSub(),
      push: recorder,
      gateways: {} as never,
      log: silentLogger,
      now: NOW,
      provider: 'demo',
      providerRef: 'ref-card',
      orderId: ids.card!,
      amount: 2530,
      currency: 'USD',
      captureRef: 'capture-card',
    });
    expect(outcome).toBe('PAID');
    expect(sent).toEqual([
      { token, message: { title: 'New order', body: 'New order O-9, 2 items, $25.30', url: '/console' } },
    ]);
  });
});
