import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessPubSub } from '../src/adapters/pubsub/in-process-pubsub.ts';
import { silentLogger } from '../src/adapters/logger.ts';
import { auditLog, orders, payments } from '../src/db/schema/index.ts';
import { refundCancelledOrder } from '../src/modules/payments/refund-payment.ts';
import { demoGateways } from './helpers/payment-fakes.ts';
import { failure } from './helpers/accounts.ts';
import {
  ORDER_FIELDS,
  PLACE_ORDER,
  createCustomer,
  createOpenRestaurant,
  createOrderPlatform,
  halfKarahiPickUp,
  type OpenRestaurant,
} from './helpers/order-factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, type TestApp } from './helpers/test-server.ts';
import { createRestaurantUser } from './helpers/tracking-factories.ts';

// The menu editor (docs/restaurant-console.md "Menu editor"): a restaurant user edits only its own
// menu, an operator any; every invalid state is refused with its own message and field; customers see
// a change on their next request; placed orders keep their own copy.

// Wednesday 17:00 in Asia/Karachi (UTC+5).
const NOW = new Date('2025-06-04T12:00:00Z');

let database: TestDatabase;
let api: TestApp;
let mine: OpenRestaurant;
let theirs: OpenRestaurant;
let manager: { token: string };
let otherManager: { token: string };
let admin: { token: string };
let customer: Awaited<ReturnType<typeof createCustomer>>;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await createTestApp({ db: database.db, now: NOW });
  await createOrderPlatform(database.db);
  mine = await createOpenRestaurant(database.db, { tax: 10, minimumOrder: 0 });
  theirs = await createOpenRestaurant(database.db, { tax: 10, minimumOrder: 0 });
  manager = await createRestaurantUser(database.db, mine.restaurant.id);
  otherManager = await createRestaurantUser(database.db, theirs.restaurant.id);
  admin = await createCustomer(database.db, NOW, { role: 'ADMIN' });
  customer = await createCustomer(database.db, NOW);
});
afterAll(async () => {
  await api.app.close();
  await database.close();
});

const MENU_FIELDS = `restaurant categories { _id title isHidden foods { _id title image isActive availableDays
  availableFrom availableTo variations { _id title price discounted addonGroups } } }
  addonGroups { _id title quantityMinimum quantityMaximum options { _id title price } }`;
const EDITOR = `query ($r: String!) { menuEditor(restaurant: $r) { ${MENU_FIELDS} } }`;
const SAVE_CATEGORY = `mutation ($i: CategoryInput!) { saveCategory(input: $i) { ${MENU_FIELDS} } }`;
const DELETE_CATEGORY = `mutation ($id: String!) { deleteCategory(id: $id) { ${MENU_FIELDS} } }`;
const REORDER_CATEGORIES = `mutation ($r: String!, $ids: [String!]!) { reorderCategories(restaurant: $r, ids: $ids) { ${MENU_FIELDS} } }`;
const SAVE_FOOD = `mutation ($i: FoodInput!) { saveFood(input: $i) { ${MENU_FIELDS} } }`;
const DELETE_FOOD = `mutation ($id: String!) { deleteFood(id: $id) { ${MENU_FIELDS} } }`;
const REORDER_FOODS = `mutation ($c: String!, $ids: [String!]!) { reorderFoods(category: $c, ids: $ids) { ${MENU_FIELDS} } }`;
const SAVE_GROUP = `mutation ($i: AddonGroupInput!) { saveAddonGroup(input: $i) { ${MENU_FIELDS} } }`;
const CUSTOMER_MENU = `query ($id: String!) { restaurant(id: $id) { categories { _id title foods { _id title
  variations { title price addons } } } } }`;

type Option = { _id: string; title: string; price: number };
type Group = {
  _id: string;
  title: string;
  quantityMinimum: number;
  quantityMaximum: number;
  options: Option[];
};
type Variation = {
  _id: string;
  title: string;
  price: number;
  discounted: number | null;
  addonGroups: string[];
};
type Food = { _id: string; title: string; image: string | null; variations: Variation[] };
type Category = { _id: string; title: string; isHidden: boolean; foods: Food[] };
type EditableMenu = { restaurant: string; categories: Category[]; addonGroups: Group[] };

async function run(query: string, variables: Record<string, unknown>, token = manager.token) {
  const response = await api.gql<Record<string, EditableMenu>>(query, variables, { token });
  const menu = response.data ? Object.values(response.data)[0] : undefined;
  return {
    menu,
    error: response.errors?.[0]
      ? { ...failure(response)!, field: response.errors[0].extensions?.['field'] }
      : undefined,
  };
}

const editor = async (token = manager.token, r = mine.restaurant.id) =>
  (await run(EDITOR, { r }, token)).menu!;
const r = () => mine.restaurant.id;
let pizzas: Category;
let sauce: Group;
let pizza: Food;

describe('building a menu', () => {
  it('creates a category, a required add-on group and a dish with two variations', async () => {
    const withCategory = await run(SAVE_CATEGORY, { i: { restaurant: r(), title: ' Pizzas ' } });
    pizzas = withCategory.menu!.categories.find((c) => c.title === 'Pizzas')!;
    expect(pizzas).toMatchObject({ isHidden: false, foods: [] });

    const withGroup = await run(SAVE_GROUP, {
      i: {
        restaurant: r(),
        title: 'Sauce',
        quantityMinimum: 1,
        quantityMaximum: 1,
        options: [
          { title: 'Tomato', price: 0 },
          { title: 'Garlic', price: 0.5 },
        ],
      },
    });
    sauce = withGroup.menu!.addonGroups.find((g) => g.title === 'Sauce')!;
    expect(sauce.options.map((o) => [o.title, o.price])).toEqual([
      ['Tomato', 0],
      ['Garlic', 0.5],
    ]);

    const withFood = await run(SAVE_FOOD, {
      i: {
        restaurant: r(),
        category: pizzas._id,
        title: 'Margherita',
        description: 'Basil',
        image: '/media/dish/abc.webp',
        variations: [
          { title: 'Small', price: 8, addonGroups: [sauce._id] },
          { title: 'Large', price: 12.5, discounted: 14, addonGroups: [sauce._id] },
        ],
      },
    });
    expect(withFood.error).toBeUndefined();
    pizza = withFood.menu!.categories.find((c) => c._id === pizzas._id)!.foods[0]!;
    expect(pizza.image).toBe('/media/dish/abc.webp');
    expect(pizza.variations.map((v) => [v.title, v.price, v.discounted, v.addonGroups])).toEqual([
      ['Small', 8, null, [sauce._id]],
      ['Large', 12.5, 14, [sauce._id]],
    ]);
  });

  it("shows the change in the customer's next restaurant query, without a hidden category", async () => {
    const seen = await api.gql<{ restaurant: { categories: { title: string; foods: Food[] }[] } }>(
      CUSTOMER_MENU,
      { id: r() },
    );
    const category = seen.data!.restaurant.categories.find((c) => c.title === 'Pizzas')!;
    expect(category.foods[0]!.variations).toEqual([
      { title: 'Small', price: 8, addons: [sauce._id] },
      { title: 'Large', price: 12.5, addons: [sauce._id] },
    ]);
    await run(SAVE_CATEGORY, { i: { restaurant: r(), id: pizzas._id, title: 'Pizzas', isHidden: true } });
    const hidden = await api.gql<{ restaurant: { categories: { title: string }[] } }>(CUSTOMER_MENU, {
      id: r(),
    });
    expect(hidden.data!.restaurant.categories.map((c) => c.title)).not.toContain('Pizzas');
    expect((await editor()).categories.find((c) => c._id === pizzas._id)!.isHidden).toBe(true);
    await run(SAVE_CATEGORY, { i: { restaurant: r(), id: pizzas._id, title: 'Pizzas', isHidden: false } });
  });

  it('hides a dish outside its hours from the customer and refuses to order it', async () => {
    const karahi = mine.menu.karahi!;
    const current = (await editor()).categories.flatMap((c) => c.foods).find((f) => f._id === karahi.id)!;
    const save = (from: number | null, to: number | null) =>
      run(SAVE_FOOD, {
        i: {
          restaurant: r(),
          id: karahi.id,
          category: mine.menu.mains!.id,
          title: current.title,
          availableFrom: from,
          availableTo: to,
          variations: current.variations.map((v) => ({
            id: v._id,
            title: v.title,
            price: v.price,
            discounted: v.discounted,
            addonGroups: v.addonGroups,
          })),
        },
      });
    // 07:00–11:00 Karachi: breakfast only; it is 17:00 there.
    expect((await save(420, 660)).error).toBeUndefined();
    const seen = await api.gql<{ restaurant: { categories: { foods: { _id: string }[] }[] } }>(
      CUSTOMER_MENU,
      {
        id: r(),
      },
    );
    expect(seen.data!.restaurant.categories.flatMap((c) => c.foods.map((f) => f._id))).not.toContain(
      karahi.id,
    );
    const order = await api.gql(PLACE_ORDER, halfKarahiPickUp(mine, NOW), { token: customer.token });
    expect(failure(order)?.code).toBe('ITEM_UNAVAILABLE');
    expect((await save(null, null)).error).toBeUndefined();
  });
});

describe('every invalid state has its own message', () => {
  const group = (change: Record<string, unknown>) => ({
    restaurant: r(),
    title: 'Cheese',
    quantityMinimum: 0,
    quantityMaximum: 1,
    options: [{ title: 'Mozzarella', price: 1 }],
    ...change,
  });
  const food = (change: Record<string, unknown>) => ({
    restaurant: r(),
    category: pizzas._id,
    title: 'Diavola',
    variations: [{ title: 'Regular', price: 9, addonGroups: [] }],
    ...change,
  });
  it.each([
    [
      'required group without options',
      SAVE_GROUP,
      () => group({ quantityMinimum: 1, options: [] }),
      'options',
      'A required group needs at least one option.',
    ],
    [
      'max below min',
      SAVE_GROUP,
      () => group({ quantityMinimum: 1, quantityMaximum: 0 }),
      'quantityMaximum',
      'The maximum must be at least 1.',
    ],
    [
      'max below min (2 > 1)',
      SAVE_GROUP,
      () =>
        group({
          quantityMinimum: 2,
          quantityMaximum: 1,
          options: [
            { title: 'a', price: 0 },
            { title: 'b', price: 0 },
          ],
        }),
      'quantityMaximum',
      'The maximum cannot be below the minimum.',
    ],
    [
      'min above the options',
      SAVE_GROUP,
      () => group({ quantityMinimum: 2, quantityMaximum: 2 }),
      'quantityMinimum',
      "The minimum (2) is more than the group's 1 options.",
    ],
    [
      'negative option price',
      SAVE_GROUP,
      () => group({ options: [{ title: 'Feta', price: -1 }] }),
      'options.0.price',
      'The option price cannot be negative.',
    ],
    [
      'too long group title',
      SAVE_GROUP,
      () => group({ title: 'x'.repeat(81) }),
      'title',
      "The group's title is too long (at most 80 characters).",
    ],
    [
      'duplicate category',
      SAVE_CATEGORY,
      () => ({ restaurant: r(), title: 'PIZZAS' }),
      'title',
      'This restaurant already has a category with this title.',
    ],
    [
      'too long category',
      SAVE_CATEGORY,
      () => ({ restaurant: r(), title: 'x'.repeat(81) }),
      'title',
      "The category's title is too long (at most 80 characters).",
    ],
    [
      'duplicate dish',
      SAVE_FOOD,
      () => food({ title: 'margherita' }),
      'title',
      'This category already has a dish with this title.',
    ],
    [
      'no variation',
      SAVE_FOOD,
      () => food({ variations: [] }),
      'variations',
      'Add at least one variation with its price.',
    ],
    [
      'negative price',
      SAVE_FOOD,
      () => food({ variations: [{ title: 'R', price: -2, addonGroups: [] }] }),
      'variations.0.price',
      'The variation price cannot be negative.',
    ],
    [
      'duplicate variation',
      SAVE_FOOD,
      () =>
        food({
          variations: [
            { title: 'R', price: 1, addonGroups: [] },
            { title: 'r', price: 2, addonGroups: [] },
          ],
        }),
      'variations.1.title',
      'Two variations of this dish have the same title.',
    ],
    [
      'photo from elsewhere',
      SAVE_FOOD,
      () => food({ image: 'https://evil.example/x.jpg' }),
      'image',
      'Upload the photo here first; only uploaded photos can be used.',
    ],
    [
      'category with dishes',
      DELETE_CATEGORY,
      () => pizzas._id,
      'category',
      'This category still has 1 dish: move or delete them first.',
    ],
  ] as const)('%s', async (_name, query, input, field, message) => {
    const before = await editor();
    const value = input();
    const { error } = await run(query, typeof value === 'string' ? { id: value } : { i: value });
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', message, field });
    expect(await editor()).toEqual(before);
  });
});

describe('reordering', () => {
  it('puts categories and dishes in the given order, and refuses a stale list', async () => {
    const ids = (await editor()).categories.map((c) => c._id);
    const reversed = [...ids].reverse();
    const { menu } = await run(REORDER_CATEGORIES, { r: r(), ids: reversed });
    expect(menu!.categories.map((c) => c._id)).toEqual(reversed);
    // Saved, not only answered: a fresh read has the new order.
    expect((await editor()).categories.map((c) => c._id)).toEqual(reversed);
    const stale = await run(REORDER_CATEGORIES, { r: r(), ids: reversed.slice(1) });
    expect(stale.error?.message).toBe('The menu changed meanwhile: reload it and try again.');

    const mains = mine.menu.mains!.id;
    const dishes = (await editor()).categories.find((c) => c._id === mains)!.foods.map((f) => f._id);
    const turned = await run(REORDER_FOODS, { c: mains, ids: [...dishes].reverse() });
    expect(turned.menu!.categories.find((c) => c._id === mains)!.foods.map((f) => f._id)).toEqual(
      [...dishes].reverse(),
    );
    expect((await editor()).categories.find((c) => c._id === mains)!.foods.map((f) => f._id)).toEqual(
      [...dishes].reverse(),
    );
  });
});

describe('access', () => {
  it("refuses another restaurant's user on every operation and leaves the menu unchanged", async () => {
    const before = await editor();
    const attempts = [
      run(EDITOR, { r: r() }, otherManager.token),
      run(SAVE_CATEGORY, { i: { restaurant: r(), title: 'Theirs' } }, otherManager.token),
      run(
        SAVE_CATEGORY,
        { i: { restaurant: theirs.restaurant.id, id: pizzas._id, title: 'X' } },
        otherManager.token,
      ),
      run(DELETE_FOOD, { id: pizza._id }, otherManager.token),
      run(DELETE_CATEGORY, { id: pizzas._id }, otherManager.token),
      run(REORDER_FOODS, { c: pizzas._id, ids: [pizza._id] }, otherManager.token),
      run(
        SAVE_GROUP,
        {
          i: {
            restaurant: r(),
            id: sauce._id,
            title: 'X',
            quantityMinimum: 0,
            quantityMaximum: 1,
            options: [],
          },
        },
        otherManager.token,
      ),
      run(
        SAVE_FOOD,
        {
          i: {
            restaurant: theirs.restaurant.id,
            category: theirs.menu.mains!.id,
            title: 'Stolen',
            variations: [{ title: 'R', price: 1, addonGroups: [sauce._id] }],
          },
        },
        otherManager.token,
      ),
      run(EDITOR, { r: r() }, customer.token),
    ];
    for (const attempt of await Promise.all(attempts)) expect(attempt.error?.code).toBe('FORBIDDEN');
    expect(await editor()).toEqual(before);
  });

  it('lets an operator edit any restaurant', async () => {
    const { menu, error } = await run(
      SAVE_CATEGORY,
      { i: { restaurant: theirs.restaurant.id, title: 'Specials' } },
      admin.token,
    );
    expect(error).toBeUndefined();
    expect(menu!.categories.map((c) => c.title)).toContain('Specials');
    const unknown = await run(EDITOR, { r: '00000000-0000-4000-8000-000000000000' }, admin.token);
    expect(unknown.error?.code).toBe('NOT_FOUND');
  });
});

describe('placed orders keep their own copy', () => {
  it("a price change leaves the placed order's bill and its refund unchanged", async () => {
    const placed = await api.gql<{ placeOrder: { _id: string; orderAmount: number } }>(
      PLACE_ORDER,
      halfKarahiPickUp(mine, NOW),
      { token: customer.token },
    );
    expect(failure(placed)).toBeUndefined();
    const ORDER = `query ($id: String!) { order(id: $id) { ${ORDER_FIELDS} } }`;
    const bill = async () =>
      (
        await api.gql<{ order: unknown }>(
          ORDER,
          { id: placed.data!.placeOrder._id },
          { token: customer.token },
        )
      ).data!.order;
    const before = await bill();
    expect(before).toMatchObject({
      orderAmount: 14.29,
      items: [{ variation: { title: 'Half', price: 12.99 } }],
    });

    const karahi = (await editor()).categories
      .flatMap((c) => c.foods)
      .find((f) => f._id === mine.menu.karahi!.id)!;
    const { error } = await run(SAVE_FOOD, {
      i: {
        restaurant: r(),
        id: karahi._id,
        category: mine.menu.mains!.id,
        title: 'Chicken Karahi',
        variations: karahi.variations.map((v) => ({
          id: v._id,
          title: v.title,
          price: v.price * 2,
          addonGroups: v.addonGroups,
        })),
      },
    });
    expect(error).toBeUndefined();
    expect(await bill()).toEqual(before);

    // Cancelled after the change, a paid order gets back what was paid, not the new price.
    const orderId = placed.data!.placeOrder._id;
    await database.db.insert(payments).values({
      orderId,
      provider: 'demo',
      status: 'PAID',
      amount: 1429,
      captureRef: 'demo-capture',
      currency: 'USD',
    });
    await database.db.update(orders).set({ orderStatus: 'CANCELLED' }).where(eq(orders.id, orderId));
    const deps = {
      db: database.db,
      pubsub: createInProcessPubSub(),
      gateways: demoGateways(database.db),
      log: silentLogger,
      now: NOW,
    };
    expect(await refundCancelledOrder(deps, orderId)).toBe('REFUNDED');
    const [refund] = await database.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(refund).toMatchObject({ status: 'REFUNDED', amount: 1429 });
  });
});

describe('audit', () => {
  it('writes one row per change with the actor and the restaurant', async () => {
    const rows = await database.db.select().from(auditLog).where(eq(auditLog.restaurantId, r()));
    const actions = rows.map((row) => row.action);
    for (const action of [
      'menu.category.create',
      'menu.category.update',
      'menu.addon.create',
      'menu.food.create',
      'menu.food.update',
      'menu.category.reorder',
      'menu.food.reorder',
    ])
      expect(actions).toContain(action);
    expect(rows.every((row) => row.actorRole === 'RESTAURANT')).toBe(true);
    const theirRows = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.restaurantId, theirs.restaurant.id));
    expect(theirRows.map((row) => [row.action, row.actorRole])).toEqual([['menu.category.create', 'ADMIN']]);
  });

  it('deletes a dish, then its empty category', async () => {
    expect((await run(DELETE_FOOD, { id: pizza._id })).error).toBeUndefined();
    const { menu, error } = await run(DELETE_CATEGORY, { id: pizzas._id });
    expect(error).toBeUndefined();
    expect(menu!.categories.map((c) => c._id)).not.toContain(pizzas._id);
  });
});
