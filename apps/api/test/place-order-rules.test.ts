import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PushMessage, PushSender } from '../src/adapters/push/push-sender.ts';
import { configuration, orders, restaurants, users } from '../src/db/schema/index.ts';
import { failure } from './helpers/accounts.ts';
import { createMenu, createRestaurant } from './helpers/factories.ts';
import {
  PLACE_ORDER,
  createCustomer,
  createOpenRestaurant,
  createOrderPlatform,
  halfKarahiPickUp,
  type PlaceOrderVariables,
} from './helpers/order-factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, type TestApp } from './helpers/test-server.ts';

// placeOrder's refusals: the web's validation chain re-run with server data
// (docs/product/validation.md#place-order-checks), menu membership and add-on rules, coupon, address
// ownership, payment currency, opening hours at the chosen time, and input shape. Every refusal stores
// nothing.

// Wednesday 17:00 in Asia/Karachi (UTC+5).
const NOW = new Date('2025-06-04T12:00:00Z');
const at = (iso: string) => new Date(iso).toISOString();

let database: TestDatabase;
let api: TestApp;
const pushed: { token: string; message: PushMessage }[] = [];
const recordingPush: PushSender = { send: async (token, message) => void pushed.push({ token, message }) };
let open: Awaited<ReturnType<typeof createOpenRestaurant>>;
let other: Awaited<ReturnType<typeof createOpenRestaurant>>;
let daytime: Awaited<ReturnType<typeof createOpenRestaurant>>;
let closed: Awaited<ReturnType<typeof createOpenRestaurant>>;
let unavailable: Awaited<ReturnType<typeof createOpenRestaurant>>;
let customer: Awaited<ReturnType<typeof createCustomer>>;
let stranger: Awaited<ReturnType<typeof createCustomer>>;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await createTestApp({ db: database.db, now: NOW, adapters: { push: recordingPush } });
  await createOrderPlatform(database.db);
  open = await createOpenRestaurant(database.db, { tax: 10, minimumOrder: 1000 });
  other = await createOpenRestaurant(database.db, { tax: 10, minimumOrder: 0 });
  // 10:00–22:00 every day, Karachi time.
  daytime = await createOpenRestaurant(
    database.db,
    { tax: 10, minimumOrder: 0 },
    ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'].map((day) => [day, [10, 0], [22, 0]]),
  );
  // No opening-time rows: closed all day, every day.
  const closedRow = await createRestaurant(database.db, { tax: 10, minimumOrder: 0 });
  closed = { restaurant: closedRow, menu: await createMenu(database.db, closedRow.id) };
  unavailable = await createOpenRestaurant(database.db, { tax: 10, minimumOrder: 0, isAvailable: false });
  customer = await createCustomer(database.db, NOW);
  stranger = await createCustomer(database.db, NOW);
});
afterAll(async () => {
  await api.app.close();
  await database.close();
});

type World = Awaited<ReturnType<typeof createOpenRestaurant>>;

/** A valid pick-up order of one Half Karahi (12.99 + 10% tax 1.30 = 14.29). */
const pickUp = (world: World = open, overrides: Partial<PlaceOrderVariables> = {}) =>
  halfKarahiPickUp(world, NOW, overrides);

async function refused(variables: PlaceOrderVariables, token = customer.token) {
  const before = await database.db.$count(orders);
  const response = await api.gql(PLACE_ORDER, variables, { token });
  expect(await database.db.$count(orders)).toBe(before);
  return failure(response);
}

const line = (world: World, overrides: Record<string, unknown>) => ({
  food: world.menu.karahi!.id,
  variation: world.menu.full!.id,
  quantity: 1,
  ...overrides,
});

describe('the restaurant', () => {
  it('closed now → RESTAURANT_CLOSED', async () => {
    expect(await refused(pickUp(closed))).toEqual({
      code: 'RESTAURANT_CLOSED',
      message: 'The restaurant is closed now.',
    });
  });

  it('unavailable → RESTAURANT_CLOSED', async () => {
    expect((await refused(pickUp(unavailable)))?.code).toBe('RESTAURANT_CLOSED');
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'karahi-point'])('unknown %s → NOT_FOUND', async (id) => {
    expect(await refused({ ...pickUp(), restaurant: id })).toEqual({
      code: 'NOT_FOUND',
      message: 'Restaurant not found.',
    });
  });

  it('delisted (inactive) → NOT_FOUND', async () => {
    const gone = await createOpenRestaurant(database.db, { isActive: false });
    expect((await refused(pickUp(gone)))?.code).toBe('NOT_FOUND');
  });
});

describe('menu membership and add-ons', () => {
  const unavailableItem = { code: 'ITEM_UNAVAILABLE', message: 'One or more item is not available' };

  it.each<[string, (w: World) => Record<string, unknown>]>([
    ['a food of another restaurant', () => ({ food: other.menu.karahi!.id, variation: other.menu.half!.id })],
    ['another food’s variation', (w) => ({ variation: w.menu.lassiRegular!.id })],
    ['an inactive food', (w) => ({ food: w.menu.hidden!.id })],
    ['a malformed food id', () => ({ food: 'karahi' })],
    [
      'an option of another restaurant',
      (w) => ({ addons: [{ _id: w.menu.bread!.id, options: [other.menu.naan!.id] }] }),
    ],
    [
      'an add-on group of another restaurant',
      () => ({ addons: [{ _id: other.menu.bread!.id, options: [other.menu.naan!.id] }] }),
    ],
    [
      'a group the variation does not offer',
      (w) => ({
        variation: w.menu.half!.id,
        addons: [{ _id: w.menu.bread!.id, options: [w.menu.naan!.id] }],
      }),
    ],
  ])('%s → ITEM_UNAVAILABLE', async (_name, overrides) => {
    const variables = pickUp(open, { orderInput: [line(open, overrides(open)) as never] });
    expect(await refused(variables)).toEqual(unavailableItem);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no bread chosen for a required group', { addons: [] }, 'Choose your bread: choose at least 1'],
    [
      'two breads in a 1..1 group',
      { addons: [{ _id: 'BREAD', options: ['NAAN', 'ROTI'] }] },
      'Choose your bread: choose at most 1',
    ],
    [
      'the same option twice',
      { addons: [{ _id: 'BREAD', options: ['NAAN', 'NAAN'] }] },
      'Choose your bread: an option was chosen twice',
    ],
  ])('%s → INVALID_ADDONS', async (_name, overrides, message) => {
    const ids: Record<string, string> = {
      BREAD: open.menu.bread!.id,
      NAAN: open.menu.naan!.id,
      ROTI: open.menu.roti!.id,
    };
    const json = JSON.stringify(overrides).replace(/BREAD|NAAN|ROTI/g, (name) => ids[name]!);
    const variables = pickUp(open, { orderInput: [line(open, JSON.parse(json))] as never });
    expect(await refused(variables)).toEqual({ code: 'INVALID_ADDONS', message });
  });
});

describe('the validation chain with server data', () => {
  it('an empty cart → CART_EMPTY', async () => {
    expect(await refused(pickUp(open, { orderInput: [] }))).toEqual({
      code: 'CART_EMPTY',
      message: 'Cart is Empty.',
    });
  });

  it('below the minimum after the coupon → MINIMUM_NOT_REACHED', async () => {
    // 12.99 is above the 10.00 minimum, but not once FREEMEAL takes 100% off.
    expect(await refused(pickUp(open, { couponCode: 'FREEMEAL' }))).toEqual({
      code: 'MINIMUM_NOT_REACHED',
      message: 'The minimum amount of ($ 10.00) for your order has not been reached.',
    });
  });

  it('delivery without an address → NO_ADDRESS', async () => {
    expect(await refused(pickUp(open, { isPickedUp: false, deliveryCharges: 1.5 }))).toEqual({
      code: 'NO_ADDRESS',
      message: 'Select your address.',
    });
  });

  it.each([
    ['someone else’s', () => stranger.address.id],
    ['an unknown', () => '00000000-0000-4000-8000-000000000000'],
    ['a malformed', () => 'home'],
  ])('%s address → ADDRESS_NOT_FOUND', async (_name, id) => {
    const variables = pickUp(open, { isPickedUp: false, deliveryCharges: 1.5, address: { _id: id() } });
    expect(await refused(variables)).toEqual({ code: 'ADDRESS_NOT_FOUND', message: 'Address not found.' });
  });

  it('an unknown payment method → NO_PAYMENT_METHOD', async () => {
    expect(await refused(pickUp(open, { paymentMethod: 'BITCOIN' }))).toEqual({
      code: 'NO_PAYMENT_METHOD',
      message: 'Set payment method before checkout',
    });
  });

  it('a user without a phone → PHONE_MISSING; with an unverified one → PHONE_NOT_VERIFIED', async () => {
    const noPhone = await createCustomer(database.db, NOW, { phone: null, phoneIsVerified: false });
    const unverified = await createCustomer(database.db, NOW, { phoneIsVerified: false });
    expect(await refused(pickUp(), noPhone.token)).toEqual({
      code: 'PHONE_MISSING',
      message: 'Phone Number is missing',
    });
    expect(await refused(pickUp(), unverified.token)).toEqual({
      code: 'PHONE_NOT_VERIFIED',
      message: 'Phone Number is not verified',
    });
  });

  it('PayPal in a currency PayPal does not take → PAYMENT_NOT_SUPPORTED', async () => {
    await database.db.update(configuration).set({ currency: 'PKR', currencySymbol: 'Rs' });
    await api.app.catalog.changed({ configuration: true });
    try {
      expect(await refused(pickUp(open, { paymentMethod: 'PAYPAL' }))).toEqual({
        code: 'PAYMENT_NOT_SUPPORTED',
        message: 'Payment not supported',
      });
      // Card payments do support PKR.
      const card = await api.gql(PLACE_ORDER, pickUp(open, { paymentMethod: 'STRIPE' }), {
        token: customer.token,
      });
      expect(card.errors).toBeUndefined();
    } finally {
      await database.db.update(configuration).set({ currency: 'USD', currencySymbol: '$' });
      await api.app.catalog.changed({ configuration: true });
    }
  });

  it.each(['NOPE', 'expired20'])('coupon %s (unknown or disabled) → COUPON_INVALID', async (couponCode) => {
    expect(await refused(pickUp(open, { couponCode }))).toEqual({
      code: 'COUPON_INVALID',
      message: 'Invalid Coupon.',
    });
  });

  it('a tip percent that is not offered → BAD_USER_INPUT', async () => {
    expect((await refused(pickUp(open, { tipPercent: 12 })))?.code).toBe('BAD_USER_INPUT');
  });
});

describe('order time', () => {
  it('scheduled outside the opening hours (midnight in Karachi) → SCHEDULE_OUTSIDE_HOURS', async () => {
    expect(await refused(pickUp(daytime, { orderDate: at('2025-06-04T19:00:00Z') }))).toEqual({
      code: 'SCHEDULE_OUTSIDE_HOURS',
      message: 'The restaurant is closed at the chosen time.',
    });
  });

  it('closed now but scheduled inside tomorrow’s hours is accepted, with its expected time', async () => {
    api.setNow(new Date('2025-06-04T03:00:00Z')); // 08:00 in Karachi, before opening
    try {
      const immediate = pickUp(daytime, { orderDate: at('2025-06-04T03:00:00Z') });
      expect((await refused(immediate))?.code).toBe('RESTAURANT_CLOSED');
      const orderDate = at('2025-06-05T06:00:00Z'); // 11:00 tomorrow
      const { data, errors } = await api.gql<{ placeOrder: { orderDate: string; expectedTime: string } }>(
        PLACE_ORDER,
        pickUp(daytime, { orderDate }),
        { token: customer.token },
      );
      expect(errors).toBeUndefined();
      expect(data!.placeOrder).toEqual(
        expect.objectContaining({ orderDate, expectedTime: at('2025-06-05T06:30:00Z') }),
      );
    } finally {
      api.setNow(NOW);
    }
  });

  it('takes an order at 21:59 and refuses one at 22:00, the closing minute, in Karachi', async () => {
    // daytime is open 10:00–22:00 local; its hours are cached by the earlier tests of this file.
    const beforeClosing = new Date('2025-06-04T16:59:00Z');
    const closing = new Date('2025-06-04T17:00:00Z');
    const lateCustomer = await createCustomer(database.db, beforeClosing); // a session valid at that hour
    try {
      api.setNow(beforeClosing);
      const placed = await api.gql<{ placeOrder: { orderStatus: string } }>(
        PLACE_ORDER,
        halfKarahiPickUp(daytime, beforeClosing),
        { token: lateCustomer.token },
      );
      expect(placed.errors).toBeUndefined();
      expect(placed.data!.placeOrder.orderStatus).toBe('PENDING');
      api.setNow(closing);
      const refusal = await refused(halfKarahiPickUp(daytime, closing), lateCustomer.token);
      expect(refusal?.code).toBe('RESTAURANT_CLOSED');
    } finally {
      api.setNow(NOW);
    }
  });

  it.each([
    ['more than a few minutes in the past', at('2025-06-04T11:50:00Z'), 'The order time is in the past.'],
    ['more than 7 days ahead', at('2025-06-11T13:00:00Z'), 'Orders can be scheduled at most 7 days ahead.'],
    ['not an ISO date', 'tomorrow noon', 'orderDate must be an ISO date-time.'],
  ])('%s → BAD_USER_INPUT', async (_name, orderDate, message) => {
    expect(await refused(pickUp(open, { orderDate }))).toEqual({ code: 'BAD_USER_INPUT', message });
  });

  it('an immediate order stores the server’s time, not the client’s', async () => {
    const { data } = await api.gql<{ placeOrder: { orderDate: string } }>(
      PLACE_ORDER,
      pickUp(open, { orderDate: at('2025-06-04T11:58:00Z') }),
      { token: customer.token },
    );
    expect(data!.placeOrder.orderDate).toBe(NOW.toISOString());
  });
});

describe('input shape', () => {
  const good = () => pickUp().orderInput[0]!;
  it.each<[string, () => Partial<PlaceOrderVariables>, string]>([
    [
      'a short idempotency key',
      () => ({ idempotencyKey: 'abc' }),
      'idempotencyKey must be 8 to 100 characters.',
    ],
    [
      'a long idempotency key',
      () => ({ idempotencyKey: 'k'.repeat(101) }),
      'idempotencyKey must be 8 to 100 characters.',
    ],
    [
      'quantity 0',
      () => ({ orderInput: [{ ...good(), quantity: 0 }] }),
      'Quantity must be between 1 and 99.',
    ],
    [
      'quantity 100',
      () => ({ orderInput: [{ ...good(), quantity: 100 }] }),
      'Quantity must be between 1 and 99.',
    ],
    [
      '51 lines',
      () => ({ orderInput: Array.from({ length: 51 }, good) }),
      'An order can have at most 50 lines.',
    ],
    [
      '145 characters of instructions',
      () => ({ orderInput: [{ ...good(), specialInstructions: 'x'.repeat(145) }] }),
      'Special instructions can be at most 144 characters',
    ],
    ['a negative tip', () => ({ tipping: -1 }), 'tipping must be a positive amount.'],
  ])('%s → BAD_USER_INPUT', async (_name, overrides, message) => {
    expect(await refused({ ...pickUp(), ...overrides() })).toEqual({ code: 'BAD_USER_INPUT', message });
  });

  it('needs a signed-in user', async () => {
    const response = await api.gql(PLACE_ORDER, pickUp());
    expect(failure(response)).toEqual({ code: 'UNAUTHENTICATED', message: 'You are not logged in.' });
  });
});

describe('a valid order after all those refusals', () => {
  it('is placed and numbered from the restaurant’s sequence', async () => {
    const [current] = await database.db
      .select({ orderSequence: restaurants.orderSequence })
      .from(restaurants)
      .where(eq(restaurants.id, other.restaurant.id));
    const { data, errors } = await api.gql<{ placeOrder: { orderId: string } }>(PLACE_ORDER, pickUp(other), {
      token: customer.token,
    });
    expect(errors).toBeUndefined();
    expect(data!.placeOrder.orderId).toBe(`TST-${current!.orderSequence + 1}`);
  });

  it('pushes "Order placed" with the order number to a customer with a saved device', async () => {
    await database.db
      .update(users)
      .set({ notificationToken: 'device-token' })
      .where(eq(users.id, customer.user.id));
    pushed.length = 0;
    const { data } = await api.gql<{ placeOrder: { orderId: string } }>(PLACE_ORDER, pickUp(other), {
      token: customer.token,
    });
    await vi.waitFor(() => expect(pushed).toHaveLength(1));
    expect(pushed[0]).toEqual({
      token: 'device-token',
      message: {
        title: 'Order placed',
        body: `Order ID ${data!.placeOrder.orderId}`,
        orderId: data!.placeOrder.orderId,
        url: expect.stringMatching(/^\/order-detail\/[0-9a-f-]{36}$/),
      },
    });
  });
});
