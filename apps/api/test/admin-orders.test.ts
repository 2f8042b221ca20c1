import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.ts';
import { orderTopics } from '../src/modules/orders/order-events.ts';
import { createRestaurant, createUser } from './helpers/factories.ts';
import {
  createCustomer,
  createOpenRestaurant,
  createOrderPlatform,
  halfKarahiPickUp,
  PLACE_ORDER,
  recordingPubSub,
} from './helpers/order-factories.ts';
import { createPaymentOrder } from './helpers/payment-factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, type TestApp } from './helpers/test-server.ts';
import { createOrder, createRestaurantUser, createRider, tokenFor } from './helpers/tracking-factories.ts';

// The orders back office and the audit log (docs/admin.md "Orders", "Audit log"): search, the order's
// history written by each status change, the unassigned flag on the request's clock, assigning and
// cancelling by hand (refunded once), and the audit rows that come only with their change.

const NOW = new Date('2025-06-04T12:00:00Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

let database: TestDatabase;
let api: TestApp;
let published: { topic: string; payload: unknown }[];
let world: Awaited<ReturnType<typeof createWorld>>;

async function createWorld() {
  const { db } = database;
  await createOrderPlatform(db);
  const saffron = await createOpenRestaurant(db, { name: 'Saffron Corner' });
  const burger = await createRestaurant(db, { name: 'Burger Lane' });
  const staff = async (role: 'ADMIN' | 'SUPPORT', name: string) => {
    const user = await createUser(db, { role, name });
    return { user, token: await tokenFor(user) };
  };
  return {
    saffron,
    burger,
    zainab: await createCustomer(db, NOW, { name: 'Zainab Qureshi' }),
    omar: await createCustomer(db, NOW, { name: 'Omar Farooq' }),
    manager: await createRestaurantUser(db, saffron.restaurant.id),
    rider: await createRider(db),
    otherRider: await createRider(db),
    admin: await staff('ADMIN', 'Ada Operator'),
    support: await staff('SUPPORT', 'Sam Support'),
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  world = await createWorld();
  const recording = recordingPubSub();
  published = recording.published;
  api = await createTestApp({ db: database.db, now: NOW, pubsub: recording.pubsub });
});
afterAll(async () => {
  await api.app.close();
  await database.close();
});

const SUMMARY = '_id orderId orderStatus restaurantName customerName customerEmail riderName needsRider';
const LIST = `query ($search: String, $status: OrderStatus, $restaurant: ID, $from: String, $to: String, $needsRider: Boolean) {
  adminOrders(search: $search, status: $status, restaurant: $restaurant, from: $from, to: $to, needsRider: $needsRider, first: 100) {
    total items { ${SUMMARY} } } }`;
const DETAIL_FIELDS = `_id orderStatus paymentStatus cancelledBy reason needsRider
  customer { name email } rider { _id name }
  history { status at actorRole actorName note } payments { provider status amount refundRef }`;
const DETAIL = `query ($id: ID!) { adminOrder(id: $id) { ${DETAIL_FIELDS} } }`;
const CANCEL = `mutation ($id: ID!, $reason: String!) { adminCancelOrder(id: $id, reason: $reason) { ${DETAIL_FIELDS} } }`;
const ASSIGN = `mutation ($order: ID!, $rider: ID!) { adminAssignRider(order: $order, rider: $rider) { ${DETAIL_FIELDS} } }`;
const AUDIT = `query ($entityType: String, $entityId: String, $action: String, $actor: ID) {
  auditEntries(entityType: $entityType, entityId: $entityId, action: $action, actor: $actor) {
    total items { action entityId actorName actorRole before after at } } }`;

type Summary = { _id: string; orderId: string; needsRider: boolean; riderName: string | null };
type Detail = {
  orderStatus: string;
  paymentStatus: string;
  cancelledBy: string | null;
  reason: string | null;
  needsRider: boolean;
  customer: { name: string; email: string };
  rider: { _id: string; name: string } | null;
  history: { status: string; at: string; actorRole: string; actorName: string | null; note: string | null }[];
  payments: { provider: string; status: string; amount: number; refundRef: string | null }[];
};

const asAdmin = () => ({ token: world.admin.token });
const codeOf = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.['code'];

async function list(variables: Record<string, unknown>, token = world.admin.token) {
  const result = await api.gql<{ adminOrders: { total: number; items: Summary[] } }>(LIST, variables, {
    token,
  });
  expect(result.errors).toBeUndefined();
  return result.data!.adminOrders;
}
async function detail(id: string) {
  const result = await api.gql<{ adminOrder: Detail }>(DETAIL, { id }, asAdmin());
  expect(result.errors).toBeUndefined();
  return result.data!.adminOrder;
}
const auditRows = (entityId: string) =>
  database.db.select().from(t.auditLog).where(eq(t.auditLog.entityId, entityId));

let placed: { id: string; orderId: string };
let burgerOrder: { id: string };

describe('history', () => {
  it('has each status with who and when after place, accept, assign, pick up, deliver', async () => {
    api.setNow(NOW);
    const place = await api.gql<{ placeOrder: { _id: string; orderId: string } }>(
      PLACE_ORDER,
      halfKarahiPickUp(world.saffron, NOW),
      { token: world.zainab.token },
    );
    expect(place.errors).toBeUndefined();
    placed = { id: place.data!.placeOrder._id, orderId: place.data!.placeOrder.orderId };
    // Placed as a pick-up order (no delivery zone in this world), then made a delivery order so a
    // rider can take it: every step after placing runs through the real operations.
    await database.db.update(t.orders).set({ isPickedUp: false }).where(eq(t.orders.id, placed.id));
    const steps: [Date, string, string, string][] = [
      [at(1), `acceptOrder(id: $id, preparationTime: 15)`, world.manager.token, 'ACCEPTED'],
      [at(5), `assignOrder(id: $id)`, world.rider.token, 'ASSIGNED'],
      [at(20), `pickUpOrder(id: $id)`, world.rider.token, 'PICKED'],
      [at(40), `deliverOrder(id: $id)`, world.rider.token, 'DELIVERED'],
    ];
    for (const [now, call, token, status] of steps) {
      api.setNow(now);
      const result = await api.gql<Record<string, { orderStatus: string }>>(
        `mutation ($id: String!) { ${call} { orderStatus } }`,
        { id: placed.id },
        { token },
      );
      expect(result.errors, call).toBeUndefined();
      expect(Object.values(result.data!)[0]!.orderStatus).toBe(status);
    }
    const order = await detail(placed.id);
    expect(order.history).toEqual([
      {
        status: 'PENDING',
        at: NOW.toISOString(),
        actorRole: 'CUSTOMER',
        actorName: 'Zainab Qureshi',
        note: null,
      },
      {
        status: 'ACCEPTED',
        at: at(1).toISOString(),
        actorRole: 'RESTAURANT',
        actorName: world.manager.user.name,
        note: null,
      },
      {
        status: 'ASSIGNED',
        at: at(5).toISOString(),
        actorRole: 'RIDER',
        actorName: world.rider.user.name,
        note: null,
      },
      {
        status: 'PICKED',
        at: at(20).toISOString(),
        actorRole: 'RIDER',
        actorName: world.rider.user.name,
        note: null,
      },
      {
        status: 'DELIVERED',
        at: at(40).toISOString(),
        actorRole: 'RIDER',
        actorName: world.rider.user.name,
        note: null,
      },
    ]);
    expect(order.customer).toEqual({ name: 'Zainab Qureshi', email: world.zainab.user.email });
    expect(order.rider).toEqual({ _id: world.rider.rider.id, name: world.rider.rider.name });
  });
});

describe('search', () => {
  beforeAll(async () => {
    burgerOrder = await createOrder(database.db, {
      userId: world.omar.user.id,
      restaurantId: world.burger.id,
      orderId: 'BRG-77',
      createdAt: new Date('2025-05-01T09:00:00Z'),
    });
  });
  const ids = (page: { items: Summary[] }) => page.items.map((item) => item._id).sort();

  it.each([
    ['the order number', () => ({ search: 'brg-77' }), () => [burgerOrder.id]],
    ['the customer name', () => ({ search: 'zainab' }), () => [placed.id]],
    ['the customer e-mail', () => ({ search: world.omar.user.email.toUpperCase() }), () => [burgerOrder.id]],
    ['the restaurant name', () => ({ search: 'saffron' }), () => [placed.id]],
    ['the status', () => ({ status: 'DELIVERED' }), () => [placed.id]],
    ['the restaurant', () => ({ restaurant: world.burger.id }), () => [burgerOrder.id]],
    ['a date range (whole days)', () => ({ from: '2025-05-01', to: '2025-05-01' }), () => [burgerOrder.id]],
    ['no match', () => ({ search: '100%_none' }), () => []],
  ])('by %s', async (_name, variables, expected) => {
    const page = await list(variables());
    expect(ids(page)).toEqual(expected().sort());
    expect(page.total).toBe(expected().length);
  });

  it('refuses a malformed restaurant or date with a message', async () => {
    const bad = await api.gql(LIST, { restaurant: 'x' }, asAdmin());
    expect(bad.errors?.[0]).toMatchObject({ message: 'restaurant is not a valid id.' });
    const date = await api.gql(LIST, { from: 'yesterday' }, asAdmin());
    expect(codeOf(date)).toBe('BAD_USER_INPUT');
  });
});

describe('needs a rider', () => {
  let waiting: { id: string };
  beforeAll(async () => {
    waiting = await createOrder(database.db, {
      userId: world.omar.user.id,
      restaurantId: world.saffron.restaurant.id,
      orderStatus: 'ACCEPTED',
      acceptedAt: NOW,
      createdAt: at(-5),
    });
  });

  it('is flagged once no rider took it for the default 10 minutes, and listed first', async () => {
    api.setNow(at(9));
    expect((await list({ needsRider: true })).items).toEqual([]);
    api.setNow(at(11));
    const flagged = await list({ needsRider: true });
    expect(flagged.items.map((item) => item._id)).toEqual([waiting.id]);
    const all = await list({});
    expect(all.items[0]).toMatchObject({ _id: waiting.id, needsRider: true });
    expect(all.items.slice(1).every((item) => !item.needsRider)).toBe(true);
  });

  it("follows the operator's setting at once, with an audit row; support may not change it", async () => {
    const SETTINGS = `{ adminSettings { currency currencySymbol costType deliveryRate minimumDeliveryFee
      tipPresets tipsEnabled taxPercent taxEnabled unassignedAlertMinutes } }`;
    const UPDATE = `mutation ($input: PlatformSettingsInput!) { updateSettings(input: $input) { unassignedAlertMinutes } }`;
    const read = await api.gql<{ adminSettings: Record<string, unknown> }>(SETTINGS, {}, asAdmin());
    expect(read.data!.adminSettings['unassignedAlertMinutes']).toBe(10);
    const input = (minutes: number | null) => ({
      ...read.data!.adminSettings,
      unassignedAlertMinutes: minutes,
    });
    // 6 minutes after acceptance: not flagged at 10, flagged at 5.
    api.setNow(at(6));
    expect((await list({ needsRider: true })).items).toEqual([]);
    const refused = await api.gql(UPDATE, { input: input(5) }, { token: world.support.token });
    expect(codeOf(refused)).toBe('FORBIDDEN');
    const saved = await api.gql(UPDATE, { input: input(5) }, asAdmin());
    expect(saved.data).toEqual({ updateSettings: { unassignedAlertMinutes: 5 } });
    expect((await list({ needsRider: true })).items.map((item) => item._id)).toEqual([waiting.id]);
    expect((await detail(waiting.id)).needsRider).toBe(true);
    const audits = await database.db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.action, 'settings.update'));
    expect(audits.map((row) => [row.before, row.after])).toEqual([
      [{ unassignedAlertMinutes: 10 }, { unassignedAlertMinutes: 5 }],
    ]);
    // Left out, the minutes stay as stored; then back to the default for the tests below.
    const kept = await api.gql(UPDATE, { input: input(null) }, asAdmin());
    expect(kept.data).toEqual({ updateSettings: { unassignedAlertMinutes: 5 } });
    await api.gql(UPDATE, { input: input(10) }, asAdmin());
    expect((await list({ needsRider: true })).items).toEqual([]);
  });

  it.each([0, 241, -5])('refuses %i alert minutes with a message, and changes nothing', async (minutes) => {
    const SETTINGS = `{ adminSettings { currency currencySymbol costType deliveryRate minimumDeliveryFee
      tipPresets tipsEnabled taxPercent taxEnabled } }`;
    const read = await api.gql<{ adminSettings: Record<string, unknown> }>(SETTINGS, {}, asAdmin());
    const before = await database.db.select().from(t.auditLog);
    const result = await api.gql(
      `mutation ($input: PlatformSettingsInput!) { updateSettings(input: $input) { unassignedAlertMinutes } }`,
      { input: { ...read.data!.adminSettings, unassignedAlertMinutes: minutes } },
      asAdmin(),
    );
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe('The rider alert must be whole minutes from 1 to 240.');
    expect(await database.db.select().from(t.auditLog)).toHaveLength(before.length);
  });

  it('refuses a fraction of a minute before it reaches the operation', async () => {
    const result = await api.gql(
      `mutation { updateSettings(input: { currency: "USD", currencySymbol: "$", costType: "fixed",
        deliveryRate: 1, minimumDeliveryFee: 0, tipPresets: [], tipsEnabled: false, taxPercent: 0,
        taxEnabled: false, unassignedAlertMinutes: 2.5 }) { unassignedAlertMinutes } }`,
      {},
      asAdmin(),
    );
    expect(result.errors?.[0]?.message).toMatch(/Int cannot represent non-integer value: 2.5/);
  });

  it('assigning by hand clears the flag, with history, audit and the rider told', async () => {
    api.setNow(at(12));
    published.length = 0;
    const result = await api.gql<{ adminAssignRider: Detail }>(
      ASSIGN,
      { order: waiting.id, rider: world.otherRider.rider.id },
      asAdmin(),
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.adminAssignRider).toMatchObject({
      orderStatus: 'ASSIGNED',
      needsRider: false,
      rider: { _id: world.otherRider.rider.id },
    });
    expect(result.data!.adminAssignRider.history.at(-1)).toEqual({
      status: 'ASSIGNED',
      at: at(12).toISOString(),
      actorRole: 'ADMIN',
      actorName: 'Ada Operator',
      note: `Assigned by hand to ${world.otherRider.rider.name}`,
    });
    expect((await list({ needsRider: true })).items).toEqual([]);
    expect(published.map((event) => event.topic)).toEqual(
      expect.arrayContaining([orderTopics.order(waiting.id), orderTopics.riderOffers]),
    );
    const [audit] = await auditRows(waiting.id);
    expect(audit).toMatchObject({
      action: 'order.assign-rider',
      actorName: 'Ada Operator',
      before: { orderStatus: 'ACCEPTED', riderId: null },
    });
  });

  it('reassigns to another rider; a pick-up or finished order cannot be assigned', async () => {
    const result = await api.gql<{ adminAssignRider: Detail }>(
      ASSIGN,
      { order: waiting.id, rider: world.rider.rider.id },
      { token: world.support.token },
    );
    expect(result.data!.adminAssignRider.rider?._id).toBe(world.rider.rider.id);
    expect((await auditRows(waiting.id)).map((row) => row.action).sort()).toEqual([
      'order.assign-rider',
      'order.reassign-rider',
    ]);
    const delivered = await api.gql(
      ASSIGN,
      { order: placed.id, rider: world.otherRider.rider.id },
      asAdmin(),
    );
    expect(codeOf(delivered)).toBe('INVALID_TRANSITION');
    const unknown = await api.gql(ASSIGN, { order: waiting.id, rider: 'nobody' }, asAdmin());
    expect(codeOf(unknown)).toBe('NOT_FOUND');
  });
});

describe('cancelling as operator', () => {
  it('refunds a card-paid order once, even when cancel is called twice', async () => {
    const order = await createPaymentOrder(database.db, {
      userId: world.zainab.user.id,
      restaurantId: world.saffron.restaurant.id,
      paymentStatus: 'PAID',
      paidAmount: 2765,
      orderStatus: 'ACCEPTED',
      orderId: 'PAY-1',
      createdAt: NOW,
    });
    await database.db.insert(t.payments).values({
      orderId: order.id,
      provider: 'demo',
      providerRef: `demo-${order.id}`,
      status: 'PAID',
      amount: 2765,
      currency: 'USD',
      captureRef: `capture-${order.id}`,
    });
    api.setNow(at(30));
    published.length = 0;
    const first = await api.gql<{ adminCancelOrder: Detail }>(
      CANCEL,
      { id: order.id, reason: ' Restaurant closed early ' },
      { token: world.support.token },
    );
    expect(first.errors).toBeUndefined();
    expect(first.data!.adminCancelOrder).toMatchObject({
      orderStatus: 'CANCELLED',
      cancelledBy: 'OPERATOR',
      reason: 'Restaurant closed early',
      paymentStatus: 'REFUNDED',
      payments: [{ provider: 'demo', status: 'REFUNDED', amount: 27.65, refundRef: expect.any(String) }],
    });
    expect(first.data!.adminCancelOrder.history.at(-1)).toMatchObject({
      status: 'CANCELLED',
      actorRole: 'SUPPORT',
      actorName: 'Sam Support',
      note: 'Restaurant closed early',
    });

    const second = await api.gql(CANCEL, { id: order.id, reason: 'again' }, asAdmin());
    expect(codeOf(second)).toBe('INVALID_TRANSITION');
    const refunds = published.filter(
      (event) =>
        event.topic === orderTopics.order(order.id) && (event.payload as { kind: string }).kind === 'REFUND',
    );
    expect(refunds).toHaveLength(1);
    const rows = await database.db.select().from(t.payments).where(eq(t.payments.orderId, order.id));
    expect(rows.map((row) => row.status)).toEqual(['REFUNDED']);
    expect((await auditRows(order.id)).map((row) => row.action)).toEqual(['order.cancel']);
  });

  it('writes no audit row nor history when the cancel fails', async () => {
    const before = await detail(placed.id);
    const delivered = await api.gql(CANCEL, { id: placed.id, reason: 'Too late' }, asAdmin());
    expect(codeOf(delivered)).toBe('INVALID_TRANSITION');
    const empty = await api.gql(CANCEL, { id: placed.id, reason: '   ' }, asAdmin());
    expect(codeOf(empty)).toBe('BAD_USER_INPUT');
    expect(await auditRows(placed.id)).toEqual([]);
    expect((await detail(placed.id)).history).toEqual(before.history);
  });
});

describe('audit log', () => {
  it('support searches orders but may not read the audit log', async () => {
    expect((await list({ search: 'brg-77' }, world.support.token)).total).toBe(1);
    const refused = await api.gql(AUDIT, {}, { token: world.support.token });
    expect(codeOf(refused)).toBe('FORBIDDEN');
  });

  it('lists entries newest first with actor, action, entity and before/after', async () => {
    const result = await api.gql<{
      auditEntries: {
        total: number;
        items: { action: string; actorRole: string; before: string; after: string }[];
      };
    }>(AUDIT, { entityType: 'order' }, asAdmin());
    expect(result.errors).toBeUndefined();
    const { items, total } = result.data!.auditEntries;
    expect(total).toBe(3);
    expect(items.map((item) => item.action)).toEqual([
      'order.cancel',
      'order.reassign-rider',
      'order.assign-rider',
    ]);
    expect(items[0]!.actorRole).toBe('SUPPORT');
    expect(JSON.parse(items[0]!.after)).toMatchObject({ orderStatus: 'CANCELLED', cancelledBy: 'OPERATOR' });
    const bySupport = await api.gql<{ auditEntries: { total: number } }>(
      AUDIT,
      { actor: world.support.user.id, action: 'order.cancel' },
      asAdmin(),
    );
    expect(bySupport.data!.auditEntries.total).toBe(1);
    const rows = await database.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entityType, 'order'), eq(t.auditLog.actorId, world.admin.user.id)));
    expect(rows.map((row) => row.action)).toEqual(['order.assign-rider']);
  });
});
