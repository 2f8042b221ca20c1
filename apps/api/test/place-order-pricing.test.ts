import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configuration, orderItems, orders } from '../src/db/schema/index.ts';
import { failure } from './helpers/accounts.ts';
import { ORIGIN, createAddress } from './helpers/factories.ts';
import {
  ORDER_FIELDS,
  PLACE_ORDER,
  createCustomer,
  createOpenRestaurant,
  createOrderPlatform,
  newKey,
  recordingPubSub,
  type OrderLineInput,
  type PlaceOrderVariables,
} from './helpers/order-factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, type TestApp } from './helpers/test-server.ts';

// placeOrder recomputes every amount from database data (docs/product/limits.md#pricing,
// docs/architecture.md#money) and refuses an order whose client figures differ (PRICE_CHANGED).

const NOW = new Date('2025-06-04T12:00:00Z');

let database: TestDatabase;
let api: TestApp;
let events: ReturnType<typeof recordingPubSub>;
let withMinimum: Awaited<ReturnType<typeof createOpenRestaurant>>;
let noMinimum: Awaited<ReturnType<typeof createOpenRestaurant>>;
let customer: Awaited<ReturnType<typeof createCustomer>>;
let sixKmAway: Awaited<ReturnType<typeof createAddress>>;

beforeAll(async () => {
  database = await createTestDatabase();
  events = recordingPubSub();
  api = await createTestApp({ db: database.db, now: NOW, pubsub: events.pubsub });
  await createOrderPlatform(database.db);
  withMinimum = await createOpenRestaurant(database.db, { tax: 10, minimumOrder: 1000, orderPrefix: 'KAR' });
  noMinimum = await createOpenRestaurant(database.db, { tax: 10, minimumOrder: 0, orderPrefix: 'FRE' });
  customer = await createCustomer(database.db, NOW);
  // 0.05° of latitude north of the restaurants ≈ 5.56 km → 6 started kilometres.
  sixKmAway = await createAddress(database.db, {
    userId: customer.user.id,
    label: 'Work',
    deliveryAddress: 'Office 12, Blue Area',
    details: '3rd floor',
    latitude: ORIGIN.latitude + 0.05,
    longitude: ORIGIN.longitude,
  });
});
afterEach(async () => {
  await setConfiguration({ costType: 'perKM', deliveryRate: 150 });
});
afterAll(async () => {
  await api.app.close();
  await database.close();
});

type Expected = {
  subtotal: number;
  discount: number;
  delivery: number;
  tax: number;
  tip: number;
  total: number;
};
type Case = {
  name: string;
  restaurant: () => Awaited<ReturnType<typeof createOpenRestaurant>>;
  lines: (menu: Awaited<ReturnType<typeof createOpenRestaurant>>['menu']) => OrderLineInput[];
  couponCode?: string;
  tipPercent: number | null;
  pickUp?: boolean;
  address?: () => { id: string };
  config?: { costType: string; deliveryRate: number };
  expected: Expected;
};

// Every figure worked out by hand, minor units (USD cents). Rounding is half-up per component.
const CASES: Case[] = [
  {
    name: 'delivery 6 km per-km, two lines, tip 10%',
    restaurant: () => withMinimum,
    lines: (m) => [
      { food: m.karahi!.id, variation: m.half!.id, quantity: 2 },
      { food: m.lassi!.id, variation: m.lassiRegular!.id, quantity: 1 },
    ],
    tipPercent: 10,
    address: () => sixKmAway,
    // 2×1299 + 350 = 2948; 6 km × 150 = 900; tax 10% of 3848 = 384.8 → 385; tip 10% of 4233 = 423.3 → 423
    expected: { subtotal: 2948, discount: 0, delivery: 900, tax: 385, tip: 423, total: 4656 },
  },
  {
    name: 'pick-up with a 10% coupon, add-on price, no tip, tax rounds half-up',
    restaurant: () => withMinimum,
    lines: (m) => [
      {
        food: m.karahi!.id,
        variation: m.full!.id,
        quantity: 2,
        addons: [{ _id: m.bread!.id, options: [m.naan!.id] }],
        specialInstructions: ' extra spicy ',
      },
    ],
    couponCode: 'welcome10',
    tipPercent: null,
    pickUp: true,
    // 2×(2450+75) = 5050; −505 = 4545; delivery 0; tax 454.5 → 455
    expected: { subtotal: 5050, discount: 505, delivery: 0, tax: 455, tip: 0, total: 5000 },
  },
  {
    name: 'fixed delivery cost',
    restaurant: () => withMinimum,
    lines: (m) => [{ food: m.karahi!.id, variation: m.half!.id, quantity: 1 }],
    tipPercent: 5,
    address: () => customer.address,
    config: { costType: 'fixed', deliveryRate: 200 },
    // 1299 + 200; tax 149.9 → 150; tip 5% of 1649 = 82.45 → 82
    expected: { subtotal: 1299, discount: 0, delivery: 200, tax: 150, tip: 82, total: 1731 },
  },
  {
    name: 'a 100% coupon still pays delivery, tax and tip',
    restaurant: () => noMinimum,
    lines: (m) => [{ food: m.karahi!.id, variation: m.half!.id, quantity: 1 }],
    couponCode: 'FREEMEAL',
    tipPercent: 15,
    address: () => customer.address,
    // at the door: 0 km → the flat 150; tax 15; tip 15% of 165 = 24.75 → 25
    expected: { subtotal: 1299, discount: 1299, delivery: 150, tax: 15, tip: 25, total: 190 },
  },
  {
    name: 'tip rounds half-up',
    restaurant: () => withMinimum,
    lines: (m) => [{ food: m.lassi!.id, variation: m.lassiRegular!.id, quantity: 3 }],
    tipPercent: 10,
    pickUp: true,
    // 1050; tax 105; tip 10% of 1155 = 115.5 → 116
    expected: { subtotal: 1050, discount: 0, delivery: 0, tax: 105, tip: 116, total: 1271 },
  },
  {
    name: 'coupon discount rounds half-up, then delivery, tax and tip',
    restaurant: () => noMinimum,
    lines: (m) => [{ food: m.karahi!.id, variation: m.half!.id, quantity: 1 }],
    couponCode: 'WELCOME10',
    tipPercent: 5,
    address: () => sixKmAway,
    // 1299 − 129.9→130 = 1169; +900; tax 206.9 → 207; tip 5% of 2276 = 113.8 → 114
    expected: { subtotal: 1299, discount: 130, delivery: 900, tax: 207, tip: 114, total: 2390 },
  },
];

const major = (minor: number) => minor / 100;

function variablesFor(c: Case, expected: Expected = c.expected): PlaceOrderVariables {
  const r = c.restaurant();
  return {
    restaurant: r.restaurant.id,
    orderInput: c.lines(r.menu),
    paymentMethod: 'COD',
    couponCode: c.couponCode ?? null,
    tipPercent: c.tipPercent,
    tipping: major(expected.tip),
    taxationAmount: major(expected.tax),
    deliveryCharges: major(expected.delivery),
    orderAmount: major(expected.total),
    address: c.pickUp ? null : { _id: c.address!().id },
    orderDate: NOW.toISOString(),
    isPickedUp: Boolean(c.pickUp),
    idempotencyKey: newKey(),
  };
}

// Writes outside the API tell its caches, as every writer must (docs/api-performance.md).
async function setConfiguration(values: Partial<typeof configuration.$inferInsert>) {
  await database.db.update(configuration).set(values);
  await api.app.catalog.changed({ configuration: true });
}

type Placed = { placeOrder: Record<string, unknown> & { _id: string } };

describe('placeOrder prices every order from the database', () => {
  it.each(CASES)('$name', async (c) => {
    if (c.config) await setConfiguration(c.config);
    const { data, errors } = await api.gql<Placed>(PLACE_ORDER, variablesFor(c), { token: customer.token });
    expect(errors).toBeUndefined();
    const e = c.expected;
    expect(data!.placeOrder).toMatchObject({
      itemsSubtotal: major(e.subtotal),
      discount: major(e.discount),
      deliveryCharges: major(e.delivery),
      taxationAmount: major(e.tax),
      tipping: major(e.tip),
      orderAmount: major(e.total),
      paidAmount: 0,
      currency: 'USD',
      currencySymbol: '$',
    });
    const [row] = await database.db.select().from(orders).where(eq(orders.id, data!.placeOrder._id));
    expect(row).toMatchObject({
      itemsSubtotal: e.subtotal,
      discount: e.discount,
      deliveryCharges: e.delivery,
      taxationAmount: e.tax,
      tipping: e.tip,
      orderAmount: e.total,
      isPickedUp: Boolean(c.pickUp),
    });
  });

  // The answer is built from the rows placeOrder wrote, never read back (docs/api-performance.md
  // "placeOrder"); reading the order afterwards must give exactly the same, field for field.
  it.each([0, 1])('answers with what it stored (case %i), as order(id) reads it back', async (i) => {
    const placed = await api.gql<Placed>(PLACE_ORDER, variablesFor(CASES[i]!), { token: customer.token });
    expect(placed.errors).toBeUndefined();
    const read = await api.gql<{ order: unknown }>(
      `query ($id: String!) { order(id: $id) { ${ORDER_FIELDS} } }`,
      { id: placed.data!.placeOrder._id },
      { token: customer.token },
    );
    expect(read.errors).toBeUndefined();
    expect(read.data!.order).toEqual(placed.data!.placeOrder);
  });

  it('stores and returns the complete order: number, status, address and item snapshots', async () => {
    events.published.length = 0;
    const c = CASES[1]!;
    const pickUp = await api.gql<Placed>(PLACE_ORDER, variablesFor(c), { token: customer.token });
    const delivery = await api.gql<Placed>(PLACE_ORDER, variablesFor(CASES[0]!), { token: customer.token });
    const m = withMinimum.menu;
    expect(pickUp.data!.placeOrder).toMatchObject({
      orderId: expect.stringMatching(/^KAR-\d+$/),
      orderStatus: 'PENDING',
      paymentStatus: 'PENDING',
      paymentMethod: 'COD',
      isPickedUp: true,
      deliveryAddress: null,
      couponCode: 'WELCOME10',
      orderDate: NOW.toISOString(),
      expectedTime: new Date(NOW.getTime() + 30 * 60_000).toISOString(),
      restaurant: {
        _id: withMinimum.restaurant.id,
        name: withMinimum.restaurant.name,
        image: withMinimum.restaurant.image,
        slug: withMinimum.restaurant.slug,
        address: withMinimum.restaurant.address,
        location: { coordinates: [ORIGIN.longitude, ORIGIN.latitude] },
      },
      user: { _id: customer.user.id, name: customer.user.name, email: customer.user.email },
      rider: null,
      review: null,
      items: [
        {
          title: 'Chicken Karahi',
          food: m.karahi!.id,
          description: 'Slow-cooked',
          quantity: 2,
          specialInstructions: 'extra spicy',
          variation: { _id: m.full!.id, title: 'Full', price: 24.5, discounted: 28 },
          addons: [
            {
              _id: m.bread!.id,
              title: 'Choose your bread',
              quantityMinimum: 1,
              quantityMaximum: 1,
              options: [{ _id: m.naan!.id, title: 'Naan', description: 'Tandoori', price: 0.75 }],
            },
          ],
        },
      ],
    });
    expect(delivery.data!.placeOrder).toMatchObject({
      deliveryAddress: {
        label: 'Work',
        deliveryAddress: 'Office 12, Blue Area',
        details: '3rd floor',
        location: { coordinates: [ORIGIN.longitude, ORIGIN.latitude + 0.05] },
      },
    });
    const [item] = await database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, pickUp.data!.placeOrder._id));
    expect(item).toMatchObject({ unitPrice: 2525, variationPrice: 2450, position: 0 });
    // COD goes to the restaurant inbox at once.
    expect(events.published.map((p) => p.topic)).toEqual(
      expect.arrayContaining([
        `order:${pickUp.data!.placeOrder._id}`,
        `user-orders:${customer.user.id}`,
        'orders:to-restaurant',
      ]),
    );
  });

  it('a zero-decimal currency (JPY) compares and answers in whole yen', async () => {
    await setConfiguration({ currency: 'JPY', currencySymbol: '¥' });
    try {
      // ¥1299; tax 129.9 → 130; tip 10% of 1429 = 142.9 → 143; total 1572.
      const variables = {
        ...variablesFor(CASES[4]!),
        orderInput: [
          { food: withMinimum.menu.karahi!.id, variation: withMinimum.menu.half!.id, quantity: 1 },
        ],
        tipping: 143,
        taxationAmount: 130,
        orderAmount: 1572,
      };
      const { data, errors } = await api.gql<Placed>(PLACE_ORDER, variables, { token: customer.token });
      expect(errors).toBeUndefined();
      expect(data!.placeOrder).toMatchObject({
        currency: 'JPY',
        currencySymbol: '¥',
        orderAmount: 1572,
        tipping: 143,
      });
      const wrong = await api.gql(
        PLACE_ORDER,
        { ...variables, idempotencyKey: newKey(), tipping: 1.43 },
        {
          token: customer.token,
        },
      );
      expect(wrong.errors?.[0]?.extensions).toMatchObject({
        code: 'PRICE_CHANGED',
        expected: { tipping: 143, taxationAmount: 130, deliveryCharges: 0, orderAmount: 1572 },
      });
    } finally {
      await setConfiguration({ currency: 'USD', currencySymbol: '$' });
    }
  });

  it('uses the saved address, never the client’s copy of its text or coordinates', async () => {
    const variables = variablesFor(CASES[0]!);
    const { data, errors } = await api.gql<Placed>(
      PLACE_ORDER,
      {
        ...variables,
        address: {
          _id: sixKmAway.id,
          latitude: '0',
          longitude: '0',
          deliveryAddress: 'Elsewhere',
          label: 'X',
        },
      },
      { token: customer.token },
    );
    expect(errors).toBeUndefined();
    expect(data!.placeOrder).toMatchObject({
      deliveryCharges: 9,
      deliveryAddress: { deliveryAddress: 'Office 12, Blue Area', label: 'Work' },
    });
  });

  it('a card order is announced to the customer but not yet to the restaurant', async () => {
    events.published.length = 0;
    const { data, errors } = await api.gql<Placed>(
      PLACE_ORDER,
      { ...variablesFor(CASES[0]!), paymentMethod: 'STRIPE' },
      { token: customer.token },
    );
    expect(errors).toBeUndefined();
    expect(events.published.map((p) => p.topic).sort()).toEqual(
      [`order:${data!.placeOrder._id}`, `user-orders:${customer.user.id}`].sort(),
    );
    expect(events.published[0]!.payload).toEqual({
      orderId: data!.placeOrder._id,
      userId: customer.user.id,
      kind: 'PLACED',
    });
  });
});

describe('placeOrder refuses figures that differ from the server’s', () => {
  const c = CASES[0]!;
  const expectedMajor = { tipping: 4.23, taxationAmount: 3.85, deliveryCharges: 9, orderAmount: 46.56 };

  it.each([
    ['tipping', { tipping: 4.22 }],
    ['taxationAmount', { taxationAmount: 3.84 }],
    ['deliveryCharges', { deliveryCharges: 1.5 }],
    ['orderAmount', { orderAmount: 40 }],
    ['a lower tip percent with the old tip', { tipPercent: 5 }],
  ])('tampered %s → PRICE_CHANGED with the expected figures, nothing stored', async (_name, tamper) => {
    const before = await database.db.$count(orders);
    const response = await api.gql(PLACE_ORDER, { ...variablesFor(c), ...tamper }, { token: customer.token });
    expect(failure(response)).toEqual({
      code: 'PRICE_CHANGED',
      message: 'Prices have changed. Please review your order.',
    });
    const expected = response.errors![0]!.extensions!['expected'] as Record<string, number>;
    if ('tipPercent' in tamper) expect(expected).toMatchObject({ tipping: 2.12, deliveryCharges: 9 });
    else expect(expected).toEqual(expectedMajor);
    expect(await database.db.$count(orders)).toBe(before);
  });

  it('accepts a float that is the same amount in cents, and an absent orderAmount', async () => {
    const response = await api.gql(
      PLACE_ORDER,
      { ...variablesFor(c), taxationAmount: 3.8500000001, orderAmount: null },
      { token: customer.token },
    );
    expect(response.errors).toBeUndefined();
  });
});
