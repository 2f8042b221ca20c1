import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessPubSub } from '../src/adapters/pubsub/in-process-pubsub.ts';
import { foods, options, orders, restaurants } from '../src/db/schema/index.ts';
import { linkRestaurantUserBySlug } from '../src/modules/restaurant-admin/link-restaurant-user.ts';
import { subscribeConsoleOrders } from '../src/modules/restaurant-console/subscribe-console-orders.ts';
import { failure } from './helpers/accounts.ts';
import {
  PLACE_ORDER,
  createCustomer,
  createOpenRestaurant,
  createOrderPlatform,
  halfKarahiPickUp,
  lassiPickUp,
  newKey,
  type OpenRestaurant,
} from './helpers/order-factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, type TestApp } from './helpers/test-server.ts';
import { createOrder, createRestaurantUser } from './helpers/tracking-factories.ts';

// The restaurant console (docs/restaurant-console.md): a restaurant user sees and changes only its own
// restaurant; stock, pause and hours reach the customer's menu and placeOrder on the next request.

// Wednesday 17:00 in Asia/Karachi (UTC+5).
const NOW = new Date('2025-06-04T12:00:00Z');

let database: TestDatabase;
let api: TestApp;
const pubsub = createInProcessPubSub();
let mine: OpenRestaurant;
let theirs: OpenRestaurant;
let manager: { token: string };
let otherManager: { token: string };
let customer: Awaited<ReturnType<typeof createCustomer>>;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await createTestApp({ db: database.db, now: NOW, pubsub });
  await createOrderPlatform(database.db);
  mine = await createOpenRestaurant(database.db, { tax: 10, minimumOrder: 0 });
  theirs = await createOpenRestaurant(database.db, { tax: 10, minimumOrder: 0 });
  manager = await createRestaurantUser(database.db, mine.restaurant.id);
  otherManager = await createRestaurantUser(database.db, theirs.restaurant.id);
  customer = await createCustomer(database.db, NOW);
});
afterAll(async () => {
  await api.app.close();
  await database.close();
});

const BOARD = `query ($r: String!) { consoleOrders(restaurant: $r) {
  _id orderId orderStatus paymentMethod isPickedUp orderAmount
  user { _id name email phone } deliveryAddress { deliveryAddress }
  restaurant { _id } items { title quantity specialInstructions variation { title } addons { title options { title } } }
} }`;
const SUMMARY = `query ($r: String!) { consoleSummary(restaurant: $r) { orders cancelled pending revenue currency } }`;
const MENU = `query ($id: String!) { restaurant(id: $id) { isOpen isAvailable
  openingTimes { day times { startTime endTime } }
  categories { foods { _id title isOutOfStock } } options { _id title isOutOfStock } } }`;
const FOOD_STOCK = `mutation ($id: String!, $out: Boolean!) { setFoodOutOfStock(food: $id, outOfStock: $out) { _id isOutOfStock } }`;
const OPTION_STOCK = `mutation ($id: String!, $out: Boolean!) { setOptionOutOfStock(option: $id, outOfStock: $out) { _id isOutOfStock } }`;
const PAUSE = `mutation ($r: String!, $p: Boolean!) { pauseRestaurant(restaurant: $r, paused: $p) { _id isAvailable isOpen } }`;
const HOURS = `mutation ($r: String!, $t: [OpeningTimesInput!]!) {
  updateOpeningTimes(restaurant: $r, openingTimes: $t) { isOpen openingTimes { day times { startTime endTime } } } }`;

type Board = { consoleOrders: { _id: string; orderStatus: string; restaurant: { _id: string } }[] };
const place = (variables: Record<string, unknown>) =>
  api.gql<{ placeOrder: { _id: string } }>(PLACE_ORDER, variables, { token: customer.token });

describe('access', () => {
  it('lists only the restaurant the user is linked to', async () => {
    const response = await api.gql<{ consoleRestaurants: { _id: string }[] }>(
      `{ consoleRestaurants { _id name isAvailable isOpen timeZone currencySymbol } }`,
      {},
      { token: manager.token },
    );
    expect(response.data?.consoleRestaurants.map((r) => r._id)).toEqual([mine.restaurant.id]);
    const asCustomer = await api.gql(`{ consoleRestaurants { _id } }`, {}, { token: customer.token });
    expect(failure(asCustomer)?.code).toBe('FORBIDDEN');
    expect(failure(await api.gql(`{ consoleRestaurants { _id } }`))?.code).toBe('UNAUTHENTICATED');
  });

  it('the admin step links an account to a restaurant, which then opens its console', async () => {
    const owner = await createCustomer(database.db, NOW);
    const before = await api.gql(`{ consoleRestaurants { _id } }`, {}, { token: owner.token });
    expect(failure(before)?.code).toBe('FORBIDDEN');
    // The command line's link is the back office's operation (same checks, an audit row).
    const cli = { db: database.db, actor: { kind: 'system', name: 'command line' } as const };
    await expect(
      linkRestaurantUserBySlug(cli, { email: owner.user.email, slug: 'no-such-place' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      linkRestaurantUserBySlug(cli, { email: 'nobody@example.com', slug: theirs.restaurant.slug }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const linked = await linkRestaurantUserBySlug(cli, {
      email: owner.user.email,
      slug: theirs.restaurant.slug,
    });
    expect(linked.id).toBe(theirs.restaurant.id);
    const after = await api.gql<{ consoleRestaurants: { _id: string }[] }>(
      `{ consoleRestaurants { _id } }`,
      {},
      {
        token: owner.token,
      },
    );
    expect(after.data?.consoleRestaurants).toEqual([{ _id: theirs.restaurant.id }]);
  });

  it("never shows or acts on another restaurant's orders", async () => {
    const placed = await place(halfKarahiPickUp(theirs, NOW));
    const theirOrder = placed.data!.placeOrder._id;
    for (const [query, variables] of [
      [BOARD, { r: theirs.restaurant.id }],
      [SUMMARY, { r: theirs.restaurant.id }],
      [PAUSE, { r: theirs.restaurant.id, p: true }],
      [HOURS, { r: theirs.restaurant.id, t: [] }],
      [FOOD_STOCK, { id: theirs.menu.karahi!.id, out: true }],
      [OPTION_STOCK, { id: theirs.menu.naan!.id, out: true }],
      [`mutation ($id: String!) { acceptOrder(id: $id, preparationTime: 10) { _id } }`, { id: theirOrder }],
      [`mutation ($id: String!) { declineOrder(id: $id, reason: "no") { _id } }`, { id: theirOrder }],
      [`mutation ($id: String!) { handOverPickupOrder(id: $id) { _id } }`, { id: theirOrder }],
    ] as const) {
      const response = await api.gql(query, variables, { token: manager.token });
      expect(failure(response)?.code, query).toBe('FORBIDDEN');
    }
    // Nothing changed: their order, menu and availability are as they were.
    const [order] = await database.db.select().from(orders).where(eq(orders.id, theirOrder));
    expect(order?.orderStatus).toBe('PENDING');
    const [food] = await database.db.select().from(foods).where(eq(foods.id, theirs.menu.karahi!.id));
    expect(food?.isOutOfStock).toBe(false);
    const [option] = await database.db.select().from(options).where(eq(options.id, theirs.menu.naan!.id));
    expect(option?.isOutOfStock).toBe(false);
    const [row] = await database.db
      .select()
      .from(restaurants)
      .where(eq(restaurants.id, theirs.restaurant.id));
    expect(row?.isAvailable).toBe(true);
    // Their manager sees it; ours does not, on our board either.
    const theirBoard = await api.gql<Board>(
      BOARD,
      { r: theirs.restaurant.id },
      { token: otherManager.token },
    );
    expect(theirBoard.data?.consoleOrders.map((o) => o._id)).toContain(theirOrder);
    const ourBoard = await api.gql<Board>(BOARD, { r: mine.restaurant.id }, { token: manager.token });
    expect(ourBoard.data?.consoleOrders.map((o) => o._id)).not.toContain(theirOrder);
  });

  it("shows its own orders without the customer's contact details, and unpaid card orders not at all", async () => {
    const placed = await place(halfKarahiPickUp(mine, NOW));
    const cod = placed.data!.placeOrder._id;
    const unpaid = await createOrder(database.db, {
      userId: customer.user.id,
      restaurantId: mine.restaurant.id,
      orderId: 'UNPAID-1',
      paymentMethod: 'STRIPE',
      createdAt: NOW,
    });
    const board = await api.gql<{
      consoleOrders: { _id: string; user: { name: string; email: string; phone: string | null } }[];
    }>(BOARD, { r: mine.restaurant.id }, { token: manager.token });
    const ids = board.data!.consoleOrders.map((o) => o._id);
    expect(ids).toContain(cod);
    expect(ids).not.toContain(unpaid.id);
    const shown = board.data!.consoleOrders.find((o) => o._id === cod)!;
    expect(shown.user).toMatchObject({ name: customer.user.name, email: null, phone: null });
    expect(board.body).not.toContain(customer.user.email);
  });
});

describe('menu stock', () => {
  it('an out-of-stock food shows unavailable and cannot be ordered; back in stock it can', async () => {
    const marked = await api.gql(
      FOOD_STOCK,
      { id: mine.menu.karahi!.id, out: true },
      { token: manager.token },
    );
    expect(marked.data).toEqual({ setFoodOutOfStock: { _id: mine.menu.karahi!.id, isOutOfStock: true } });

    const menu = await api.gql<{
      restaurant: { categories: { foods: { _id: string; isOutOfStock: boolean }[] }[] };
    }>(MENU, { id: mine.restaurant.id });
    const listed = menu.data!.restaurant.categories.flatMap((c) => c.foods);
    expect(listed.find((f) => f._id === mine.menu.karahi!.id)?.isOutOfStock).toBe(true);
    expect(listed.find((f) => f._id === mine.menu.lassi!.id)?.isOutOfStock).toBe(false);

    const refused = await place(halfKarahiPickUp(mine, NOW));
    expect(failure(refused)).toEqual({
      code: 'ITEM_OUT_OF_STOCK',
      message: 'One or more item is out of stock. Please review your cart.',
    });
    expect(refused.errors?.[0]?.extensions?.['food']).toBe(mine.menu.karahi!.id);
    expect(failure(await place(lassiPickUp(mine, NOW)))).toBeUndefined();

    await api.gql(FOOD_STOCK, { id: mine.menu.karahi!.id, out: false }, { token: manager.token });
    expect(failure(await place(halfKarahiPickUp(mine, NOW)))).toBeUndefined();
  });

  it('an out-of-stock add-on option cannot be chosen; the other options still can', async () => {
    await api.gql(OPTION_STOCK, { id: mine.menu.naan!.id, out: true }, { token: manager.token });
    const fullWith = (option: string) => ({
      ...halfKarahiPickUp(mine, NOW),
      orderInput: [
        {
          food: mine.menu.karahi!.id,
          variation: mine.menu.full!.id,
          quantity: 1,
          addons: [{ _id: mine.menu.bread!.id, options: [option] }],
        },
      ],
      taxationAmount: null,
      orderAmount: null,
    });
    // Amounts left to the server: only the stock decides here.
    const withNaan = await place({ ...fullWith(mine.menu.naan!.id), taxationAmount: 0, orderAmount: null });
    expect(failure(withNaan)?.code).toBe('ITEM_OUT_OF_STOCK');
    expect(withNaan.errors?.[0]?.extensions?.['option']).toBe(mine.menu.naan!.id);
    const menu = await api.gql<{ restaurant: { options: { _id: string; isOutOfStock: boolean }[] } }>(MENU, {
      id: mine.restaurant.id,
    });
    expect(menu.data!.restaurant.options.find((o) => o._id === mine.menu.naan!.id)?.isOutOfStock).toBe(true);
    await api.gql(OPTION_STOCK, { id: mine.menu.naan!.id, out: false }, { token: manager.token });
  });
});

describe('pause and hours', () => {
  it('a paused restaurant shows closed and refuses orders until it is resumed', async () => {
    const paused = await api.gql(PAUSE, { r: mine.restaurant.id, p: true }, { token: manager.token });
    expect(paused.data).toEqual({
      pauseRestaurant: { _id: mine.restaurant.id, isAvailable: false, isOpen: false },
    });
    const menu = await api.gql<{ restaurant: { isOpen: boolean; isAvailable: boolean } }>(MENU, {
      id: mine.restaurant.id,
    });
    expect(menu.data!.restaurant).toMatchObject({ isOpen: false, isAvailable: false });
    expect(failure(await place(lassiPickUp(mine, NOW)))?.code).toBe('RESTAURANT_CLOSED');

    await api.gql(PAUSE, { r: mine.restaurant.id, p: false }, { token: manager.token });
    expect(failure(await place(lassiPickUp(mine, NOW)))).toBeUndefined();
  });

  it('new opening hours are what the next request sees', async () => {
    // Wednesday 17:00 local: open 09:00–12:00 and 18:00–24:00 leaves it closed now.
    const week = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'].map((day) => ({
      day,
      times: [
        { startTime: [9, 0], endTime: [12, 0] },
        { startTime: [18, 0], endTime: [24, 0] },
      ],
    }));
    const saved = await api.gql<{ updateOpeningTimes: { isOpen: boolean; openingTimes: unknown[] } }>(
      HOURS,
      { r: mine.restaurant.id, t: week },
      { token: manager.token },
    );
    expect(saved.data?.updateOpeningTimes.isOpen).toBe(false);
    const menu = await api.gql<{
      restaurant: { isOpen: boolean; openingTimes: { day: string; times: unknown[] }[] };
    }>(MENU, { id: mine.restaurant.id });
    expect(menu.data!.restaurant.isOpen).toBe(false);
    expect(menu.data!.restaurant.openingTimes.find((d) => d.day === 'WED')?.times).toEqual([
      { startTime: [9, 0], endTime: [12, 0] },
      { startTime: [18, 0], endTime: [24, 0] },
    ]);
    expect(failure(await place(lassiPickUp(mine, NOW)))?.code).toBe('RESTAURANT_CLOSED');

    // Open again from 16:00 on Wednesdays only; the other days left out are closed all day.
    await api.gql(
      HOURS,
      { r: mine.restaurant.id, t: [{ day: 'WED', times: [{ startTime: [16, 0], endTime: [24, 0] }] }] },
      {
        token: manager.token,
      },
    );
    const after = await api.gql<{
      restaurant: { isOpen: boolean; openingTimes: { day: string; times: unknown[] }[] };
    }>(MENU, { id: mine.restaurant.id });
    expect(after.data!.restaurant.isOpen).toBe(true);
    expect(after.data!.restaurant.openingTimes.find((d) => d.day === 'THU')?.times).toEqual([]);
    expect(failure(await place(lassiPickUp(mine, NOW)))).toBeUndefined();
  });

  it.each([
    ['an unknown day', [{ day: 'XYZ', times: [] }]],
    [
      'a day twice',
      [
        { day: 'MON', times: [] },
        { day: 'MON', times: [] },
      ],
    ],
    ['minute 60', [{ day: 'MON', times: [{ startTime: [9, 60], endTime: [10, 0] }] }]],
    ['a 25:00 end', [{ day: 'MON', times: [{ startTime: [9, 0], endTime: [25, 0] }] }]],
    ['an empty window', [{ day: 'MON', times: [{ startTime: [9, 0], endTime: [9, 0] }] }]],
  ])('refuses %s with BAD_USER_INPUT and keeps the hours', async (_name, week) => {
    const response = await api.gql(HOURS, { r: mine.restaurant.id, t: week }, { token: manager.token });
    expect(failure(response)?.code).toBe('BAD_USER_INPUT');
    const menu = await api.gql<{ restaurant: { isOpen: boolean } }>(MENU, { id: mine.restaurant.id });
    expect(menu.data!.restaurant.isOpen).toBe(true);
  });
});

describe('live board and figures', () => {
  it("hears its own restaurant's new and changed orders, not another's", async () => {
    const stream = await subscribeConsoleOrders(
      { db: database.db, pubsub },
      { restaurantId: mine.restaurant.id, timeZone: mine.restaurant.timeZone, now: NOW },
    );
    const first = stream.next();
    // Another restaurant's order first: it must not arrive.
    await place(lassiPickUp(theirs, NOW));
    const placed = await place(lassiPickUp(mine, NOW));
    const id = placed.data!.placeOrder._id;
    // The operation's own view: what of it the restaurant may read is decided per field by GraphQL
    // (docs/security.md "Who sees what of an order"), checked in cross-user.test.ts.
    expect((await first).value).toMatchObject({ _id: id, orderStatus: 'PENDING' });
    const next = stream.next();
    await api.gql(
      `mutation ($id: String!) { acceptOrder(id: $id, preparationTime: 10) { _id } }`,
      { id },
      {
        token: manager.token,
      },
    );
    expect((await next).value).toMatchObject({ _id: id, orderStatus: 'ACCEPTED' });
    await stream.return!();
  });

  it('with current: true starts with the board as it is, then sends the changes', async () => {
    const before = await place(lassiPickUp(mine, NOW));
    const beforeId = before.data!.placeOrder._id;
    const board = await api.gql<{ consoleOrders: { _id: string }[] }>(
      `query ($r: String!) { consoleOrders(restaurant: $r) { _id } }`,
      { r: mine.restaurant.id },
      { token: manager.token },
    );
    const stream = await subscribeConsoleOrders(
      { db: database.db, pubsub },
      { restaurantId: mine.restaurant.id, timeZone: mine.restaurant.timeZone, now: NOW, current: true },
    );
    const firstIds: string[] = [];
    for (let i = 0; i < board.data!.consoleOrders.length; i++) firstIds.push((await stream.next()).value._id);
    expect(firstIds).toEqual(board.data!.consoleOrders.map((order) => order._id));
    expect(firstIds).toContain(beforeId);
    const next = stream.next();
    const after = await place(lassiPickUp(mine, NOW));
    expect((await next).value).toMatchObject({ _id: after.data!.placeOrder._id, orderStatus: 'PENDING' });
    await stream.return!();
  });

  it("counts today's orders and takings in the restaurant's day", async () => {
    const before = await api.gql<{ consoleSummary: { orders: number; revenue: number; cancelled: number } }>(
      SUMMARY,
      { r: mine.restaurant.id },
      { token: manager.token },
    );
    const placed = await place(lassiPickUp(mine, NOW, { idempotencyKey: newKey() }));
    const cancelled = await place(lassiPickUp(mine, NOW));
    await api.gql(
      `mutation ($id: String!) { declineOrder(id: $id, reason: "Closing early") { _id } }`,
      {
        id: cancelled.data!.placeOrder._id,
      },
      { token: manager.token },
    );
    // Yesterday's order (before local midnight) is not today's.
    await createOrder(database.db, {
      userId: customer.user.id,
      restaurantId: mine.restaurant.id,
      orderId: 'YESTERDAY-1',
      createdAt: new Date('2025-06-03T18:30:00Z'),
      orderStatus: 'DELIVERED',
    });
    const after = await api.gql<{ consoleSummary: { orders: number; revenue: number; cancelled: number } }>(
      SUMMARY,
      { r: mine.restaurant.id },
      { token: manager.token },
    );
    expect(placed.data).toBeTruthy();
    expect(after.data!.consoleSummary.orders).toBe(before.data!.consoleSummary.orders + 2);
    expect(after.data!.consoleSummary.cancelled).toBe(before.data!.consoleSummary.cancelled + 1);
    expect(after.data!.consoleSummary.revenue).toBeCloseTo(before.data!.consoleSummary.revenue + 3.85, 2);
  });
});
