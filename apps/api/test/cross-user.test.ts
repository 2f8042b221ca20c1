import { randomBytes, randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createInProcessPubSub } from '../src/adapters/pubsub/in-process-pubsub.ts';
import type { PubSub } from '../src/adapters/pubsub/pubsub.ts';
import * as t from '../src/db/schema/index.ts';
import type { Db } from '../src/db/types.ts';
import {
  GraphQLObjectType,
  getNamedType,
  isLeafType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { buildSchema } from '../src/graphql/schema.ts';
import { AUDIENCE_SUBJECTS, FIELD_AUDIENCE, type Relation } from '../src/modules/orders/order-audience.ts';
import { orderTopics } from '../src/modules/orders/order-events.ts';
import { createAddress } from './helpers/factories.ts';
import { createOpenRestaurant, createOrderPlatform, ORDER_FIELDS } from './helpers/order-factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, testConfig, type TestApp } from './helpers/test-server.ts';
import { createOrder, createRider, tokenFor } from './helpers/tracking-factories.ts';

// The cross-user suite (issue 14, docs/faults.md): every user-scoped query, mutation, subscription and
// REST endpoint is tried against one customer's data (the victim) with the token of another customer,
// of a restaurant user of another restaurant and of a rider not on the victim's orders. Nothing of the
// victim may appear in any answer (leaks: unique marker strings planted in their data), and no row of
// theirs may change (changes: the victim's rows before and after each attempt). The operations are
// read from the schema: one without a case here, and not on the reviewed list of operations that are
// not user-scoped, fails the suite.

/** Reviewed: these act on no other user's data (public catalogue, sign-in and sign-up by e-mail or phone). */
const NOT_USER_SCOPED: Record<string, string> = {
  _health: 'liveness',
  _noop: 'placeholder',
  configuration: 'public settings',
  tips: 'public settings',
  taxes: 'public settings',
  // vouchers, platform settings
  adminVouchers: 'operator only (permissions.test.ts)',
  voucherRestaurantChoices: 'operator only (permissions.test.ts)',
  createVoucher: 'operator only (permissions.test.ts)',
  updateVoucher: 'operator only (permissions.test.ts)',
  setVoucherEnabled: 'operator only (permissions.test.ts)',
  adminSettings: 'operator only (permissions.test.ts)',
  updateSettings: 'operator only (permissions.test.ts)',
  coupon: 'a voucher by its code; reads only the caller’s own use count of it',
  nearByRestaurants: 'public catalogue',
  nearByRestaurantPins: 'public catalogue',
  nearByCarouselRestaurants: 'public catalogue',
  restaurant: 'public catalogue',
  placeSuggestions: 'geocoder',
  geocode: 'geocoder',
  reverseGeocode: 'geocoder',
  login: 'credentials, rate-limited',
  createUser: 'sign-up with a mailed code',
  emailExist: 'sign-up check (by design: tells whether an e-mail is registered)',
  phoneExist: 'sign-up check (by design: tells whether a phone is registered)',
  sendOtpToEmail: 'code to an address, rate-limited',
  sendOtpToPhoneNumber: 'code to a phone, rate-limited',
  forgotPassword: 'code to an address, rate-limited',
  verifyResetOtp: 'code check, rate-limited',
  resetPassword: 'needs the reset token from the mailed code',
  setPasswordWithToken: 'needs the one-time token create-admin --link printed',
  demoOutbox: 'demo mode only (off in this suite: FORBIDDEN)',
  appLinks: 'public settings',
  submitRegistration: 'public sign-up form: creates an application, reads nothing, rate-limited',
  submitContactMessage: 'public contact form: stores a message, reads nothing, rate-limited',
  subscribeNewsletter: 'public form: mails a confirmation link, rate-limited',
  confirmNewsletter: 'needs the token from the mailed link',
  unsubscribeNewsletter: 'needs the token from the mailed link',
  // The rider's own state: no argument names another user; rider against rider is riders.test.ts.
  riderProfile: "the caller's own rider profile (riders.test.ts)",
  riderOffers: 'offers carry no customer data (riders.test.ts)',
  setRiderOnline: "the caller's own switch (riders.test.ts)",
  subscriptionRiderOffers: 'order ids of offers only (riders.test.ts)',
  // ledger: a customer has no account; restaurant against restaurant, rider against rider and
  // support are ledger-read.test.ts
  ledgerBalance: 'restaurants’ and riders’ own accounts only (ledger-read.test.ts)',
  ledgerEntries: 'restaurants’ and riders’ own accounts only (ledger-read.test.ts)',
  ledgerStatement:
    'another restaurant, another rider, across parties, support, customer (ledger-statement.test.ts)',
  ledgerStatementCsv: 'as ledgerStatement, the same cases (ledger-statement.test.ts)',
  ledgerStatementPdf: 'as ledgerStatement, the same cases (ledger-statement.test.ts)',
  riderEarnings: 'no argument: the signed-in rider’s own account only (rider-earnings.test.ts)',
  // payouts: a party reads its own payouts (payouts.test.ts); the rest is the operator's
  payouts: 'a restaurant user its restaurant’s, a rider its own; another party’s refused (payouts.test.ts)',
  ledgerAccounts: 'operator only (permissions.test.ts)',
  createPayouts: 'operator only (permissions.test.ts)',
  markPayoutPaid: 'operator only (permissions.test.ts)',
  startPayoutOnboarding:
    'no argument: the caller’s own restaurant or rider account; support and the operator refused (payouts-stripe.test.ts)',
  // onboarding, rider-admin
  adminApplications: 'operator only (permissions.test.ts)',
  adminApplication: 'operator only (permissions.test.ts)',
  onboardingZones: 'operator only (permissions.test.ts)',
  approveApplication: 'operator only (permissions.test.ts)',
  rejectApplication: 'operator only (permissions.test.ts)',
  adminRiders: 'operator only (permissions.test.ts)',
  suspendRider: 'operator only (permissions.test.ts)',
  reactivateRider: 'operator only (permissions.test.ts)',
  setRiderZone: 'operator only (permissions.test.ts)',
  // orders back office and audit log
  adminOrders: 'operator only (permissions.test.ts)',
  adminOrder: 'operator only (permissions.test.ts)',
  orderAdminRiders: 'operator only (permissions.test.ts)',
  adminCancelOrder: 'operator only (permissions.test.ts)',
  adminAssignRider: 'operator only (permissions.test.ts)',
  auditEntries: 'operator only (permissions.test.ts)',
  // restaurants (back office)
  adminRestaurants: 'operator only (permissions.test.ts)',
  adminRestaurant: 'operator only (permissions.test.ts)',
  restaurantAdminZones: 'operator only (permissions.test.ts)',
  createRestaurant: 'operator only (permissions.test.ts)',
  updateRestaurant: 'operator only (permissions.test.ts)',
  publishRestaurant: 'operator only (permissions.test.ts)',
  unpublishRestaurant: 'operator only (permissions.test.ts)',
  linkRestaurantUser: 'operator only (permissions.test.ts)',
  unlinkRestaurantUser: 'operator only (permissions.test.ts)',
  // zones
  adminZones: 'operator only (permissions.test.ts)',
  adminZone: 'operator only (permissions.test.ts)',
  createZone: 'operator only (permissions.test.ts)',
  updateZone: 'operator only (permissions.test.ts)',
  deleteZone: 'operator only (permissions.test.ts)',
  // The menu editor: another restaurant's user is FORBIDDEN and the menu unchanged (menu-editor.test.ts).
  menuEditor: 'restaurant-scoped (menu-editor.test.ts)',
  saveCategory: 'restaurant-scoped (menu-editor.test.ts)',
  deleteCategory: 'restaurant-scoped (menu-editor.test.ts)',
  reorderCategories: 'restaurant-scoped (menu-editor.test.ts)',
  saveFood: 'restaurant-scoped (menu-editor.test.ts)',
  deleteFood: 'restaurant-scoped (menu-editor.test.ts)',
  reorderFoods: 'restaurant-scoped (menu-editor.test.ts)',
  saveAddonGroup: 'restaurant-scoped (menu-editor.test.ts)',
  deleteAddonGroup: 'restaurant-scoped (menu-editor.test.ts)',
};

const mark = (what: string) => `${what}-${randomBytes(6).toString('hex')}`;

async function insertUser(db: Db, values: Partial<typeof t.users.$inferInsert>) {
  const [user] = await db
    .insert(t.users)
    .values({
      name: mark('User'),
      email: `${mark('user')}@example.com`,
      phone: `+92${String(3_000_000_000 + Math.floor(Math.random() * 999_999_999))}`,
      phoneIsVerified: true,
      ...values,
    })
    .returning();
  return { user: user!, token: await tokenFor(user!) };
}

/** The victim's world: their orders in every status the operations act on, chat, address, favourite. */
async function createVictimWorld(db: Db) {
  await createOrderPlatform(db);
  const a = await createOpenRestaurant(db);
  const b = await createOpenRestaurant(db);
  const markers = {
    name: mark('VictimName'),
    email: `${mark('victim')}@example.com`,
    phone: `+9233${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}`,
    address: mark('VictimStreet'),
    details: mark('VictimFlat'),
    orderAddress: mark('VictimOrderStreet'),
    chat: mark('VictimChat'),
    review: mark('VictimReview'),
    notificationToken: mark('VictimPushToken'),
    latitude: 33.712_345_6,
  };
  const victim = await insertUser(db, {
    name: markers.name,
    email: markers.email,
    phone: markers.phone,
    notificationToken: markers.notificationToken,
  });
  const address = await createAddress(db, {
    userId: victim.user.id,
    deliveryAddress: markers.address,
    details: markers.details,
    selected: true,
    latitude: 33.71,
    longitude: 73.0,
  });
  await db.insert(t.favourites).values({ userId: victim.user.id, restaurantId: a.restaurant.id });
  const managerA = await insertUser(db, { role: 'RESTAURANT', restaurantId: a.restaurant.id });
  const riderUser = await insertUser(db, { role: 'RIDER' });
  const [rider] = await db
    .insert(t.riders)
    .values({
      userId: riderUser.user.id,
      name: riderUser.user.name,
      latitude: markers.latitude,
      longitude: 73.054_321,
    })
    .returning();

  const order = (values: Partial<typeof t.orders.$inferInsert>) =>
    createOrder(db, {
      userId: victim.user.id,
      restaurantId: a.restaurant.id,
      orderId: mark('VIC'),
      deliveryAddress: markers.orderAddress,
      ...values,
    });
  const now = new Date();
  const orders = {
    pending: await order({}),
    acceptedPickUp: await order({ orderStatus: 'ACCEPTED', isPickedUp: true, acceptedAt: now }),
    accepted: await order({ orderStatus: 'ACCEPTED', acceptedAt: now }),
    assigned: await order({ orderStatus: 'ASSIGNED', riderId: rider!.id, acceptedAt: now, assignedAt: now }),
    picked: await order({ orderStatus: 'PICKED', riderId: rider!.id, acceptedAt: now, pickedAt: now }),
    delivered: await order({ orderStatus: 'DELIVERED', riderId: rider!.id, deliveredAt: now }),
    card: await order({ paymentMethod: 'STRIPE' }),
    paypal: await order({ paymentMethod: 'PAYPAL' }),
  };
  const [message] = await db
    .insert(t.chatMessages)
    .values({
      orderId: orders.assigned.id,
      senderId: victim.user.id,
      senderName: markers.name,
      message: markers.chat,
    })
    .returning();

  const otherCustomer = await insertUser(db, { role: 'CUSTOMER' });
  const otherManager = await insertUser(db, { role: 'RESTAURANT', restaurantId: b.restaurant.id });
  const otherRiderUser = await insertUser(db, { role: 'RIDER' });
  const [otherRider] = await db
    .insert(t.riders)
    .values({
      userId: otherRiderUser.user.id,
      name: otherRiderUser.user.name,
      latitude: 33.6,
      longitude: 73.1,
    })
    .returning();
  const attackers = [
    { label: 'another customer', ...otherCustomer },
    { label: 'a restaurant user of another restaurant', ...otherManager },
    { label: 'a rider not on the order', ...otherRiderUser },
  ];
  // Each attacker's own order (at the victim's restaurant): what they may legitimately hear about.
  const own = new Map<string, string>();
  for (const attacker of attackers) {
    own.set(
      attacker.user.id,
      (await createOrder(db, { userId: attacker.user.id, restaurantId: a.restaurant.id })).id,
    );
  }
  return {
    a,
    b,
    victim,
    address,
    managerA,
    rider: rider!,
    otherRider: otherRider!,
    orders,
    message: message!,
    markers,
    attackers,
    own,
  };
}

type World = Awaited<ReturnType<typeof createVictimWorld>>;
type Attacker = World['attackers'][number];

/** Every row that is not an attacker's own, in a stable order: what no attempt may change. */
async function victimRows(db: Db, world: World): Promise<string> {
  const attackerIds = new Set(world.attackers.map((a) => a.user.id));
  const notAttackers = <R extends { userId?: string | null }>(rows: R[]) =>
    rows.filter((row) => !row.userId || !attackerIds.has(row.userId));
  const orders = notAttackers(await db.select().from(t.orders));
  const orderIds = new Set(orders.map((o) => o.id));
  const ofOrders = <R extends { orderId: string | null }>(rows: R[]) =>
    rows.filter((row) => row.orderId !== null && orderIds.has(row.orderId));
  const tables = {
    users: (await db.select().from(t.users)).filter((u) => !attackerIds.has(u.id)),
    riders: notAttackers(await db.select().from(t.riders)),
    addresses: notAttackers(await db.select().from(t.addresses)),
    favourites: notAttackers(await db.select().from(t.favourites)),
    orders,
    items: ofOrders(await db.select().from(t.orderItems)),
    chat: ofOrders(await db.select().from(t.chatMessages)),
    reviews: ofOrders(await db.select().from(t.reviews)),
    payments: ofOrders(await db.select().from(t.payments)),
    restaurants: await db.select().from(t.restaurants),
    // The restaurant console's stock and hours (the victim's restaurant is world.a).
    foods: await db.select().from(t.foods),
    options: await db.select().from(t.options),
    openingTimes: await db.select().from(t.openingTimes),
  };
  return JSON.stringify(
    Object.entries(tables).map(([name, rows]) => [name, rows.map((row) => JSON.stringify(row)).sort()]),
  );
}

/** What an attempt was answered (the last attacker's): an error code, a REST status, or "data". */
function answerCode(answer: string): string {
  const code = /"code":"([A-Z_]+)"/.exec(answer)?.[1];
  if (code) return code;
  if (/^\d{3} /.test(answer)) return answer.slice(0, 3);
  return answer.includes('"data"') ? 'data' : answer.slice(0, 60);
}

type Case = {
  /** The schema field (or REST route) it covers. */
  operation: string;
  run: (attacker: Attacker) => Promise<string>;
  /** A leak other than a marker (e.g. figures computed from the victim's address). */
  leaked?: (answer: string) => boolean;
};

// What each role sees of an order (docs/security.md "Who sees what of an order"): the fields of every
// type that carries a customer's data, asked through every operation that reaches them, checked
// against the one table the API enforces (modules/orders/order-audience.ts).

const GUARDED_TYPES = new Set([...Object.keys(FIELD_AUDIENCE), ...Object.keys(AUDIENCE_SUBJECTS)]);

/** Every field of `type` without required arguments, nested to `depth`: a new field is asked at once. */
function selectionOf(type: GraphQLNamedType, depth = 6): string {
  if (!(type instanceof GraphQLObjectType) || depth === 0) return '';
  const fields = Object.values(type.getFields()).filter((field) =>
    field.args.every((a) => !a.type.toString().endsWith('!')),
  );
  return `{ ${fields
    .map((field) => {
      const child = getNamedType(field.type);
      if (isLeafType(child)) return field.name;
      const inner = selectionOf(child, depth - 1);
      return inner ? `${field.name} ${inner}` : '';
    })
    .filter(Boolean)
    .join(' ')} }`;
}

/** The types reachable from `type` (itself included). */
function reachable(schema: GraphQLSchema, type: GraphQLNamedType, seen = new Set<string>()): Set<string> {
  if (seen.has(type.name) || !(type instanceof GraphQLObjectType)) return seen;
  seen.add(type.name);
  for (const field of Object.values(type.getFields())) reachable(schema, getNamedType(field.type), seen);
  return seen;
}

type Role = 'CUSTOMER' | 'RESTAURANT' | 'RIDER';

/** The relations the table grants a role on an order in `status` (the rider is the assigned one). */
function relationsOf(role: Role, status: string): Relation[] {
  if (role === 'CUSTOMER') return ['CUSTOMER'];
  if (role === 'RESTAURANT') return ['RESTAURANT'];
  return status === 'ASSIGNED' || status === 'PICKED'
    ? ['ASSIGNED_RIDER', 'ACTIVE_RIDER']
    : ['ASSIGNED_RIDER'];
}

/**
 * Walks an answer beside the schema: each field of the table a role may not read must be null.
 * Returns the refusals broken and the listed fields that were readable and set (the detector).
 */
function checkAudience(
  schema: GraphQLSchema,
  type: GraphQLNamedType,
  value: unknown,
  role: Role,
  status: string | undefined,
  at: string,
  found: { broken: string[]; seen: string[] },
): void {
  if (value === null || value === undefined || !(type instanceof GraphQLObjectType)) return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => checkAudience(schema, type, item, role, status, `${at}[${i}]`, found));
    return;
  }
  const object = value as Record<string, unknown>;
  const own = typeof object['orderStatus'] === 'string' ? (object['orderStatus'] as string) : status;
  for (const [name, field] of Object.entries(type.getFields())) {
    if (!(name in object)) continue;
    const audience = FIELD_AUDIENCE[type.name]?.[name];
    const path = `${at}.${type.name}.${name}`;
    if (audience) {
      const allowed = audience.some((relation) => relationsOf(role, own ?? '').includes(relation));
      if (!allowed && object[name] !== null) found.broken.push(`${role} read ${path} (${own})`);
      if (allowed && object[name] !== null) found.seen.push(`${type.name}.${name}`);
    }
    checkAudience(schema, getNamedType(field.type), object[name], role, own, path, found);
  }
}

describe('cross-user access: another customer, another restaurant, another rider', () => {
  let database: TestDatabase;
  let api: TestApp;
  let world: World;
  let pubsub: PubSub;
  let wsUrl: string;
  const subscribed = new Map<string, number>();
  /** Checks waiting for something a subscription does (subscribe, an answer, its end). */
  const waiting = new Set<() => void>();
  const changed = () => [...waiting].forEach((check) => check());
  /** Resolves once `check` holds, tested at each change (the test's timeout bounds the wait). */
  const when = (check: () => boolean) =>
    new Promise<void>((resolve) => {
      const test = () => {
        if (!check()) return;
        waiting.delete(test);
        resolve();
      };
      waiting.add(test);
      test();
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    world = await createVictimWorld(database.db);
    const inner = createInProcessPubSub();
    pubsub = {
      publish: (topic, payload) => inner.publish(topic, payload),
      subscribe: (topic, options) => {
        subscribed.set(topic, (subscribed.get(topic) ?? 0) + 1);
        changed();
        return inner.subscribe(topic, options);
      },
      ready: () => inner.ready(),
      close: () => inner.close(),
    };
    api = await createTestApp({
      db: database.db,
      config: testConfig({ demoMode: false }),
      now: new Date(),
      pubsub,
    });
    const port = (Number(process.env.TEST_PORT_BASE) || 4700) + 30 + (process.env.DATABASE_URL ? 1 : 0);
    wsUrl = (await api.app.listen({ port, host: '127.0.0.1' })).replace(/^http/, 'ws') + '/graphql';
  });

  afterAll(async () => {
    await api?.app.close();
    await database?.close();
  });

  const gql = async (attacker: Attacker, query: string, variables: Record<string, unknown> = {}) =>
    (await api.gql(query, variables, { token: attacker.token })).body;

  const rest = async (attacker: Attacker, url: string) => {
    const response = await api.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${attacker.token}` },
    });
    return `${response.statusCode} ${response.headers.location ?? ''} ${response.body}`;
  };

  /**
   * A subscription over graphql-ws: refused at subscribe time (the answer is its error), or, if it is
   * accepted, the victim's events are published and then `sentinel`, an event of the attacker's own:
   * once it has arrived, whatever came before it is the answer. An accepted subscription needs one.
   */
  async function subscription(
    attacker: Attacker,
    query: string,
    variables: Record<string, unknown>,
    {
      topic,
      victimEvents,
      sentinel,
      firstAnswer = false,
    }: {
      topic: string;
      victimEvents: [string, unknown][];
      sentinel?: [string, unknown];
      /** The stream's first answer is enough (a subscription that starts with the current state). */
      firstAnswer?: boolean;
    },
  ): Promise<string> {
    const client = createClient({
      url: wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${attacker.token}` },
      retryAttempts: 0,
    });
    const results: unknown[] = [];
    let ended = false;
    const before = subscribed.get(topic) ?? 0;
    const iterator = client.iterate({ query, variables });
    const reading = (async () => {
      try {
        for await (const result of iterator) {
          results.push(result);
          changed();
        }
      } catch (error) {
        results.push({ error: String(error) });
      } finally {
        ended = true;
        changed();
      }
    })();
    try {
      await when(() => ended || results.length > 0 || (subscribed.get(topic) ?? 0) > before);
      if (firstAnswer) await when(() => ended || results.length > 0);
      else if (!ended && results.length === 0) {
        if (!sentinel) throw new Error(`${query} was accepted: its case needs a sentinel event`);
        for (const [eventTopic, payload] of victimEvents) await pubsub.publish(eventTopic, payload);
        await pubsub.publish(...sentinel);
        await when(() => ended || JSON.stringify(results).includes(world.own.get(attacker.user.id)!));
      }
    } finally {
      await iterator.return?.();
      await client.dispose();
      await reading;
    }
    return JSON.stringify(results);
  }

  const USER = '_id name email phone favourite addresses { _id deliveryAddress details label selected }';

  function cases(): Case[] {
    const o = world.orders;
    const orderOp = (operation: string, field: string, id: string, args = '') => ({
      operation,
      run: (attacker: Attacker) =>
        gql(attacker, `mutation ($id: String!) { ${field}(id: $id${args}) { ${ORDER_FIELDS} } }`, { id }),
    });
    const addressInput = (id: string) => ({
      _id: id,
      latitude: '33.7',
      longitude: '73.0',
      deliveryAddress: 'Changed by an attacker',
      details: 'x',
      label: 'Work',
    });
    return [
      // Queries
      { operation: 'profile', run: (x) => gql(x, `{ profile { ${USER} } }`) },
      { operation: 'orders', run: (x) => gql(x, `{ orders { ${ORDER_FIELDS} } }`) },
      ...(['order', 'orderPaypal', 'orderStripe'] as const).flatMap((field) =>
        Object.values(o).map((order) => ({
          operation: field,
          run: (x: Attacker) =>
            gql(x, `query ($id: String!) { ${field}(id: $id) { ${ORDER_FIELDS} } }`, { id: order.id }),
        })),
      ),
      {
        operation: 'chat',
        run: (x) =>
          gql(x, `query ($id: ID!) { chat(order: $id) { id message user { id name } } }`, {
            id: o.assigned.id,
          }),
      },
      {
        operation: 'userFavourite',
        run: (x) => gql(x, `{ userFavourite(latitude: 33.7, longitude: 73.0) { _id name } }`),
      },
      {
        operation: 'rider',
        run: (x) =>
          gql(x, `query ($id: String!) { rider(id: $id) { _id name location { coordinates } } }`, {
            id: world.rider.id,
          }),
      },
      // Mutations on the signed-in user: nothing in them names another user; the victim must not change.
      {
        operation: 'updateUser',
        run: (x) =>
          gql(x, `mutation { updateUser(name: "Attacker", phone: "${world.markers.phone}") { ${USER} } }`),
      },
      {
        operation: 'changePassword',
        run: (x) =>
          gql(
            x,
            `mutation { changePassword(oldPassword: "Wrong1234", newPassword: "Attack1234") { changed token } }`,
          ),
      },
      {
        operation: 'saveNotificationTokenWeb',
        run: (x) =>
          gql(
            x,
            `mutation { saveNotificationTokenWeb(token: "${world.markers.notificationToken}") { success message } }`,
          ),
      },
      {
        operation: 'verifyPhoneOtp',
        run: (x) =>
          gql(x, `mutation { verifyPhoneOtp(phone: "${world.markers.phone}", otp: "123456") { ${USER} } }`),
      },
      {
        operation: 'createAddress',
        run: (x) =>
          gql(x, `mutation ($a: AddressInput!) { createAddress(addressInput: $a) { ${USER} } }`, {
            a: addressInput(world.address.id),
          }),
      },
      {
        operation: 'editAddress',
        run: (x) =>
          gql(x, `mutation ($a: AddressInput!) { editAddress(addressInput: $a) { ${USER} } }`, {
            a: addressInput(world.address.id),
          }),
      },
      {
        operation: 'deleteAddress',
        run: (x) =>
          gql(x, `mutation ($id: ID!) { deleteAddress(id: $id) { ${USER} } }`, { id: world.address.id }),
      },
      {
        operation: 'selectAddress',
        run: (x) =>
          gql(x, `mutation ($id: ID!) { selectAddress(id: $id) { ${USER} } }`, { id: world.address.id }),
      },
      {
        operation: 'addFavourite',
        run: (x) =>
          gql(x, `mutation ($id: String!) { addFavourite(id: $id) { ${USER} } }`, {
            id: world.a.restaurant.id,
          }),
      },
      {
        // The victim's saved address on the attacker's order: refused, and no figure computed from it.
        operation: 'placeOrder',
        run: (x) =>
          gql(
            x,
            `mutation ($input: [OrderInput!]!, $restaurant: String!, $address: OrderAddressInput, $key: String!) {
              placeOrder(restaurant: $restaurant, orderInput: $input, paymentMethod: "COD", tipping: 0,
                taxationAmount: 0, address: $address, orderDate: "${new Date().toISOString()}", isPickedUp: false,
                deliveryCharges: 0, orderAmount: 0, idempotencyKey: $key) { ${ORDER_FIELDS} } }`,
            {
              restaurant: world.a.restaurant.id,
              input: [
                { food: world.a.menu.lassi!.id, variation: world.a.menu.lassiRegular!.id, quantity: 5 },
              ],
              address: { _id: world.address.id },
              key: randomUUID(),
            },
          ),
        leaked: (answer) => answer.includes('"expected"'),
      },
      // The restaurant console on the victim's restaurant (world.a): only its own manager may.
      {
        operation: 'consoleRestaurants',
        run: (x) => gql(x, `{ consoleRestaurants { _id name isAvailable openingTimes { day } } }`),
      },
      {
        operation: 'consoleOrders',
        run: (x) =>
          gql(x, `query ($r: String!) { consoleOrders(restaurant: $r) { ${ORDER_FIELDS} } }`, {
            r: world.a.restaurant.id,
          }),
      },
      {
        operation: 'consoleSummary',
        run: (x) =>
          gql(x, `query ($r: String!) { consoleSummary(restaurant: $r) { orders revenue } }`, {
            r: world.a.restaurant.id,
          }),
      },
      {
        operation: 'setFoodOutOfStock',
        run: (x) =>
          gql(x, `mutation ($id: String!) { setFoodOutOfStock(food: $id, outOfStock: true) { _id } }`, {
            id: world.a.menu.lassi!.id,
          }),
      },
      {
        operation: 'setOptionOutOfStock',
        run: (x) =>
          gql(x, `mutation ($id: String!) { setOptionOutOfStock(option: $id, outOfStock: true) { _id } }`, {
            id: world.a.menu.naan!.id,
          }),
      },
      {
        operation: 'pauseRestaurant',
        run: (x) =>
          gql(x, `mutation ($r: String!) { pauseRestaurant(restaurant: $r, paused: true) { _id } }`, {
            r: world.a.restaurant.id,
          }),
      },
      {
        operation: 'updateOpeningTimes',
        run: (x) =>
          gql(x, `mutation ($r: String!) { updateOpeningTimes(restaurant: $r, openingTimes: []) { _id } }`, {
            r: world.a.restaurant.id,
          }),
      },
      // History, reports, busy controls, closed days and reviews (restaurant-reports, busy-controls).
      ...(
        [
          [
            'consoleOrderHistory',
            `query ($r: String!) { consoleOrderHistory(restaurant: $r) { totalCount orders { ${ORDER_FIELDS} } } }`,
          ],
          ['consoleOrdersCsv', `query ($r: String!) { consoleOrdersCsv(restaurant: $r) }`],
          [
            'consoleReport',
            `query ($r: String!) { consoleReport(restaurant: $r, period: DAY, from: "2025-01-01", to: "2025-12-31") { rows { start revenue } } }`,
          ],
          [
            'consoleReviews',
            `query ($r: String!) { consoleReviews(restaurant: $r) { totalCount reviews { _id reply } } }`,
          ],
          ['consoleClosures', `query ($r: String!) { consoleClosures(restaurant: $r) { date } }`],
          [
            'pauseRestaurantUntil',
            `mutation ($r: String!) { pauseRestaurantUntil(restaurant: $r, minutes: 30) { _id } }`,
          ],
          [
            'setExtraPreparationTime',
            `mutation ($r: String!) { setExtraPreparationTime(restaurant: $r, minutes: 30) { _id } }`,
          ],
          ['addClosure', `mutation ($r: String!) { addClosure(restaurant: $r, date: "2099-01-01") { _id } }`],
          ['removeClosure', `mutation ($r: String!) { removeClosure(restaurant: $r, date: "2099-01-01") }`],
        ] as const
      ).map(([operation, query]) => ({
        operation,
        run: (x: Attacker) => gql(x, query, { r: world.a.restaurant.id }),
      })),
      {
        // No review exists in this world: a forged id is NOT_FOUND, never a reply.
        operation: 'replyToReview',
        run: (x) =>
          gql(x, `mutation ($id: String!) { replyToReview(review: $id, text: "hi") { _id } }`, {
            id: randomUUID(),
          }),
      },
      {
        operation: 'subscriptionConsoleOrders',
        run: (x) =>
          subscription(
            x,
            `subscription ($restaurant: String!) { subscriptionConsoleOrders(restaurant: $restaurant) { ${ORDER_FIELDS} } }`,
            { restaurant: world.a.restaurant.id },
            {
              topic: orderTopics.restaurantOrders(world.a.restaurant.id),
              victimEvents: [
                [
                  orderTopics.restaurantOrders(world.a.restaurant.id),
                  { orderId: o.pending.id, userId: world.victim.user.id, kind: 'STATUS' },
                ],
              ],
            },
          ),
      },
      // The order lifecycle, each on the victim's order in the status it acts on.
      orderOp('cancelOrder', 'cancelOrder', o.pending.id),
      orderOp('acceptOrder', 'acceptOrder', o.pending.id, ', preparationTime: 10'),
      orderOp('declineOrder', 'declineOrder', o.accepted.id, ', reason: "attack"'),
      orderOp('handOverPickupOrder', 'handOverPickupOrder', o.acceptedPickUp.id),
      orderOp('assignOrder', 'assignOrder', o.assigned.id),
      orderOp('pickUpOrder', 'pickUpOrder', o.assigned.id),
      orderOp('deliverOrder', 'deliverOrder', o.picked.id),
      {
        operation: 'reviewOrder',
        run: (x) =>
          gql(
            x,
            `mutation ($id: String!) { reviewOrder(order: $id, rating: 1, description: "attack") { ${ORDER_FIELDS} } }`,
            {
              id: o.delivered.id,
            },
          ),
      },
      {
        operation: 'updateRiderLocation',
        run: (x) =>
          gql(
            x,
            `mutation { updateRiderLocation(latitude: 33.5, longitude: 73.5) { _id name location { coordinates } } }`,
          ),
      },
      {
        operation: 'sendChatMessage',
        run: (x) =>
          gql(
            x,
            `mutation ($id: ID!) { sendChatMessage(orderId: $id, message: { message: "attack", user: { id: "${world.victim.user.id}", name: "x" } }) { success message data { id message user { id name } } } }`,
            { id: o.assigned.id },
          ),
      },
      // Subscriptions to the victim's order, orders, rider and chat.
      {
        operation: 'subscriptionOrder',
        run: (x) =>
          subscription(
            x,
            `subscription ($id: String!) { subscriptionOrder(id: $id) { ${ORDER_FIELDS} } }`,
            { id: o.assigned.id },
            {
              topic: orderTopics.order(o.assigned.id),
              victimEvents: [
                [
                  orderTopics.order(o.assigned.id),
                  { orderId: o.assigned.id, userId: world.victim.user.id, kind: 'STATUS' },
                ],
              ],
            },
          ),
      },
      {
        operation: 'subscriptionOrders',
        run: (x) =>
          subscription(
            x,
            `subscription { subscriptionOrders { ${ORDER_FIELDS} } }`,
            {},
            {
              topic: orderTopics.userOrders(x.user.id),
              victimEvents: [
                [
                  orderTopics.userOrders(world.victim.user.id),
                  { orderId: o.assigned.id, userId: world.victim.user.id, kind: 'STATUS' },
                ],
                // A forged event naming the victim's order on the attacker's own topic.
                [
                  orderTopics.userOrders(x.user.id),
                  { orderId: o.assigned.id, userId: x.user.id, kind: 'STATUS' },
                ],
              ],
              sentinel: [
                orderTopics.userOrders(x.user.id),
                { orderId: world.own.get(x.user.id)!, userId: x.user.id, kind: 'STATUS' },
              ],
            },
          ),
      },
      {
        operation: 'subscriptionOrders',
        // With current: true the stream starts with the caller's newest orders as they are: theirs only.
        run: (x) =>
          subscription(
            x,
            `subscription { subscriptionOrders(current: true) { ${ORDER_FIELDS} } }`,
            {},
            {
              topic: orderTopics.userOrders(x.user.id),
              victimEvents: [],
              sentinel: [
                orderTopics.userOrders(x.user.id),
                { orderId: world.own.get(x.user.id)!, userId: x.user.id, kind: 'STATUS' },
              ],
            },
          ),
      },
      {
        operation: 'subscriptionRiderLocation',
        run: (x) =>
          subscription(
            x,
            `subscription ($riderId: String!) { subscriptionRiderLocation(riderId: $riderId) { _id name location { coordinates } } }`,
            { riderId: world.rider.id },
            {
              topic: orderTopics.riderLocation(world.rider.id),
              victimEvents: [
                [
                  orderTopics.riderLocation(world.rider.id),
                  { riderId: world.rider.id, latitude: world.markers.latitude, longitude: 73.054_321 },
                ],
              ],
            },
          ),
      },
      {
        operation: 'subscriptionNewMessage',
        run: (x) =>
          subscription(
            x,
            `subscription ($order: ID!) { subscriptionNewMessage(order: $order) { id message user { id name } } }`,
            { order: o.assigned.id },
            {
              topic: orderTopics.chat(o.assigned.id),
              victimEvents: [
                [orderTopics.chat(o.assigned.id), { orderId: o.assigned.id, messageId: world.message.id }],
              ],
            },
          ),
      },
      // REST payment routes on the victim's unpaid orders.
      {
        operation: 'GET /stripe/create-checkout-session',
        run: (x) => rest(x, `/stripe/create-checkout-session?id=${o.card.id}`),
      },
      {
        operation: 'GET /paypal/create-order',
        run: (x) => rest(x, `/paypal/create-order?id=${o.paypal.id}`),
      },
      {
        operation: 'GET /paypal/paypal-transaction-complete',
        run: (x) =>
          rest(
            x,
            `/paypal/paypal-transaction-complete?id=${o.paypal.id}&paymentDetails=${encodeURIComponent(JSON.stringify({ id: 'PAYPAL-1' }))}`,
          ),
      },
      // Last: it ends the attacker's own sessions.
      { operation: 'logout', run: (x) => gql(x, `mutation { logout }`) },
    ];
  }

  it('finds the victim’s markers when the victim asks (the detector works)', async () => {
    const victim = { label: 'the victim', ...world.victim };
    const byName = new Map(cases().map((c) => [c.operation, c]));
    const markers = Object.values(world.markers).map(String);
    for (const operation of ['profile', 'orders', 'chat']) {
      const answer = await byName.get(operation)!.run(victim);
      expect(
        markers.some((marker) => answer.includes(marker)),
        operation,
      ).toBe(true);
    }
  });

  it(
    'lets no user read or change another user’s data through any user-scoped operation',
    { timeout: 120_000 },
    async () => {
      const schema = buildSchema();
      const fields = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap(
        (type) => Object.keys(type?.getFields() ?? {}),
      );
      const all = cases();
      const covered = new Set(all.map((c) => c.operation));
      const missing = fields.filter((field) => !covered.has(field) && !(field in NOT_USER_SCOPED));
      const stale = [...covered].filter((name) => !name.startsWith('GET ') && !fields.includes(name));

      const markers = Object.values(world.markers).map(String);
      const found: string[] = [];
      const codes = new Map<string, string>();
      let attempts = 0;
      let leaks = 0;
      let changes = 0;
      for (const attacker of world.attackers) {
        for (const attempt of all) {
          const before = await victimRows(database.db, world);
          const answer = await attempt.run(attacker);
          const after = await victimRows(database.db, world);
          attempts++;
          codes.set(attempt.operation, answerCode(answer));
          const leakedMarker = markers.find((marker) => answer.includes(marker));
          if (leakedMarker || attempt.leaked?.(answer)) {
            leaks++;
            found.push(
              `LEAK ${attempt.operation} as ${attacker.label}: ${leakedMarker ?? ''} ${answer.slice(0, 300)}`,
            );
          }
          if (before !== after) {
            changes++;
            found.push(`CHANGE ${attempt.operation} as ${attacker.label}: ${answer.slice(0, 300)}`);
          }
        }
      }
      const graphqlCases = new Set(
        all.filter((c) => !c.operation.startsWith('GET ')).map((c) => c.operation),
      );
      console.log(
        `cross-user: ${fields.length} schema operations (${graphqlCases.size} user-scoped with cases, ` +
          `${Object.keys(NOT_USER_SCOPED).length} reviewed as not user-scoped), ${all.length - [...all].filter((c) => !c.operation.startsWith('GET ')).length} REST routes; ` +
          `${all.length} cases x ${world.attackers.length} users = ${attempts} attempts, ${leaks} leaks, ${changes} changes`,
      );
      console.log([...codes].map(([operation, code]) => `${operation}: ${code}`).join(', '));
      expect(missing, 'operations without a cross-user case or a review').toEqual([]);
      expect(stale, 'cases for operations the schema no longer has').toEqual([]);
      expect(found).toEqual([]);
      expect({ leaks, changes }).toEqual({ leaks: 0, changes: 0 });
    },
  );
  it(
    'shows each role only the fields of an order the audience table grants it, through every operation',
    { timeout: 120_000 },
    async () => {
      const schema = buildSchema();
      const db = database.db;
      const m = world.markers;
      const victimOrder = (values: Partial<typeof t.orders.$inferInsert>) =>
        createOrder(db, {
          userId: world.victim.user.id,
          restaurantId: world.a.restaurant.id,
          deliveryAddress: m.orderAddress,
          deliveryDetails: m.details,
          ...values,
        });
      const now = new Date();
      const manager = { label: 'the restaurant', ...world.managerA };
      const riderUser = await db.query.users.findFirst({
        where: (u, { eq }) => eq(u.id, world.rider.userId),
      });
      const rider = { label: 'the assigned rider', user: riderUser!, token: await tokenFor(riderUser!) };
      const taker = await createRider(db);
      const takerLabel = { label: 'the rider taking the order', user: taker.user, token: taker.token };
      const victim = { label: 'the customer', ...world.victim };

      const sel = (typeName: string) => selectionOf(schema.getType(typeName)!);
      const ORDER = sel('Order');
      const act =
        (who: Attacker, field: string, order: () => Promise<{ id: string }>, args = '') =>
        async () =>
          gql(who, `mutation ($id: String!) { ${field}(id: $id${args}) ${ORDER} }`, {
            id: (await order()).id,
          });
      type FieldCase = { operation: string; role: Role; run: () => Promise<string> };
      const asks =
        (who: Attacker, query: string, variables: Record<string, unknown> = {}) =>
        () =>
          gql(who, query, variables);
      const fieldCases: FieldCase[] = [
        {
          operation: 'order',
          role: 'CUSTOMER',
          run: asks(victim, `query ($id: String!) { order(id: $id) ${ORDER} }`, {
            id: world.orders.picked.id,
          }),
        },
        {
          operation: 'consoleOrders',
          role: 'RESTAURANT',
          run: asks(manager, `query ($r: String!) { consoleOrders(restaurant: $r) ${ORDER} }`, {
            r: world.a.restaurant.id,
          }),
        },
        {
          operation: 'consoleOrderHistory',
          role: 'RESTAURANT',
          run: asks(
            manager,
            `query ($r: String!) { consoleOrderHistory(restaurant: $r) { orders ${ORDER} } }`,
            { r: world.a.restaurant.id },
          ),
        },
        {
          operation: 'acceptOrder',
          role: 'RESTAURANT',
          run: act(manager, 'acceptOrder', () => victimOrder({}), ', preparationTime: 10'),
        },
        {
          operation: 'declineOrder',
          role: 'RESTAURANT',
          run: act(manager, 'declineOrder', () => victimOrder({}), ', reason: "busy"'),
        },
        {
          operation: 'handOverPickupOrder',
          role: 'RESTAURANT',
          run: act(manager, 'handOverPickupOrder', () =>
            victimOrder({ orderStatus: 'ACCEPTED', isPickedUp: true, acceptedAt: now }),
          ),
        },
        {
          operation: 'assignOrder',
          role: 'RIDER',
          run: act(takerLabel, 'assignOrder', () =>
            victimOrder({ orderStatus: 'ACCEPTED', acceptedAt: now }),
          ),
        },
        {
          operation: 'pickUpOrder',
          role: 'RIDER',
          run: act(rider, 'pickUpOrder', () =>
            victimOrder({
              orderStatus: 'ASSIGNED',
              riderId: world.rider.id,
              acceptedAt: now,
              assignedAt: now,
            }),
          ),
        },
        {
          operation: 'deliverOrder',
          role: 'RIDER',
          run: act(rider, 'deliverOrder', () =>
            victimOrder({ orderStatus: 'PICKED', riderId: world.rider.id, acceptedAt: now, pickedAt: now }),
          ),
        },
        {
          operation: 'riderProfile',
          role: 'RIDER',
          run: asks(rider, `{ riderProfile ${sel('RiderProfile')} }`),
        },
        {
          operation: 'setRiderOnline',
          role: 'RIDER',
          run: asks(rider, `mutation { setRiderOnline(online: true) ${sel('RiderProfile')} }`),
        },
        {
          operation: 'subscriptionConsoleOrders',
          role: 'RESTAURANT',
          run: () =>
            subscription(
              manager,
              `subscription ($r: String!) { subscriptionConsoleOrders(restaurant: $r, current: true) ${ORDER} }`,
              { r: world.a.restaurant.id },
              {
                topic: orderTopics.restaurantOrders(world.a.restaurant.id),
                victimEvents: [],
                firstAnswer: true,
              },
            ),
        },
      ];
      // The customer's own operations (checked against other users above): the customer reads all.
      const customersOwn = [
        'orders',
        'order',
        'orderPaypal',
        'orderStripe',
        'placeOrder',
        'cancelOrder',
        'reviewOrder',
        'subscriptionOrder',
        'subscriptionOrders',
      ];
      const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap(
        (root) => Object.values(root?.getFields() ?? {}),
      );
      const reaching = roots
        .filter((field) =>
          [...reachable(schema, getNamedType(field.type))].some((name) => GUARDED_TYPES.has(name)),
        )
        .map((field) => field.name);
      const covered = new Set([...fieldCases.map((c) => c.operation), ...customersOwn]);
      expect(
        reaching.filter((name) => !covered.has(name)),
        'operations reaching order data without a field case',
      ).toEqual([]);

      const broken: string[] = [];
      const leaks: string[] = [];
      const seen = new Set<string>();
      for (const fieldCase of fieldCases) {
        const answer = await fieldCase.run();
        const parsed = JSON.parse(answer) as { data?: Record<string, unknown> } | { payload?: unknown }[];
        const results = Array.isArray(parsed) ? parsed : [parsed];
        let answered = 0;
        for (const result of results) {
          const data = (result as { data?: Record<string, unknown> }).data;
          if (!data) continue;
          answered++;
          const root = roots.find((field) => field.name === fieldCase.operation)!;
          const found = { broken, seen: [] as string[] };
          checkAudience(
            schema,
            getNamedType(root.type),
            data[fieldCase.operation],
            fieldCase.role,
            undefined,
            fieldCase.operation,
            found,
          );
          found.seen.forEach((field) => seen.add(`${fieldCase.role} ${field}`));
        }
        expect(
          answered,
          `${fieldCase.operation} as ${fieldCase.role}: ${answer.slice(0, 300)}`,
        ).toBeGreaterThan(0);
        // Whatever the table says, a restaurant never gets the customer's e-mail, phone or address,
        // and a rider never the e-mail (docs/restaurant-console.md, docs/rider-app.md).
        const never =
          fieldCase.role === 'RESTAURANT'
            ? [m.email, m.phone, m.orderAddress, m.details]
            : fieldCase.role === 'RIDER'
              ? [m.email]
              : [];
        for (const marker of never)
          if (answer.includes(marker)) leaks.push(`${fieldCase.operation} as ${fieldCase.role}: ${marker}`);
      }
      console.log(
        `field audience: ${fieldCases.length} cases; readable listed fields: ${[...seen].sort().join(', ')}`,
      );
      expect(broken).toEqual([]);
      expect(leaks).toEqual([]);
      // The detector works: the customer reads all of it, the rider under way the phone and drop-off.
      expect([...seen]).toEqual(
        expect.arrayContaining([
          'CUSTOMER Order.deliveryAddress',
          'CUSTOMER OrderUser.email',
          'CUSTOMER OrderUser.phone',
          'RIDER Order.deliveryAddress',
          'RIDER OrderUser.phone',
          'RIDER RiderCustomer.phone',
        ]),
      );
    },
  );
});
