import { VOUCHER_FUNDERS, VOUCHER_KINDS, VOUCHER_REFUSALS, type VoucherRefusal } from '@food/domain';
import { GraphQLEnumType } from 'graphql';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  configuration,
  couponRedemptions,
  couponRestaurants,
  coupons,
  orders,
} from '../src/db/schema/index.ts';
import { buildSchema } from '../src/graphql/schema.ts';
import { failure } from './helpers/accounts.ts';
import {
  PLACE_ORDER,
  createCustomer,
  createOpenRestaurant,
  createOrderPlatform,
  lassiPickUp,
  newKey,
  type OpenRestaurant,
} from './helpers/order-factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, type GraphQLResponse, type TestApp } from './helpers/test-server.ts';

// Vouchers and platform settings (docs/admin.md "Vouchers" and "Settings",
// docs/product/ordering.md#vouchers): every refusal reason through the lookup and placeOrder, FIXED and
// PERCENT pricing, the limits under concurrency, and the operator's screens' API with audit rows.

const NOW = new Date('2025-06-04T12:00:00Z');
const DAY = 86_400_000;

const COUPON = /* GraphQL */ `
  mutation ($coupon: String!, $restaurantId: ID, $subtotal: Float) {
    coupon(coupon: $coupon, restaurantId: $restaurantId, subtotal: $subtotal) {
      title
      kind
      discount
      amount
      minimumOrder
      enabled
    }
  }
`;
const VOUCHER_FIELDS = `_id code kind percent amount fundedBy startsAt endsAt totalLimit perCustomerLimit
  usedCount minimumOrder enabled restaurants { _id name }`;
const CREATE = `mutation ($input: VoucherInput!) { createVoucher(input: $input) { ${VOUCHER_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: VoucherInput!) { updateVoucher(id: $id, input: $input) { ${VOUCHER_FIELDS} } }`;
const ENABLE = `mutation ($id: ID!, $enabled: Boolean!) { setVoucherEnabled(id: $id, enabled: $enabled) { _id enabled } }`;
const LIST = `query ($search: String) { adminVouchers(search: $search) { ${VOUCHER_FIELDS} } }`;
const SETTINGS_FIELDS = `currency currencySymbol costType deliveryRate minimumDeliveryFee tipPresets tipsEnabled
  taxPercent taxEnabled`;
const UPDATE_SETTINGS = `mutation ($input: PlatformSettingsInput!) { updateSettings(input: $input) { ${SETTINGS_FIELDS} } }`;

let database: TestDatabase;
let api: TestApp;
let world: OpenRestaurant;
let other: OpenRestaurant;
let customer: Awaited<ReturnType<typeof createCustomer>>;
let admin: Awaited<ReturnType<typeof createCustomer>>;

async function voucher(values: Partial<typeof coupons.$inferInsert> & { title: string }) {
  const [row] = await database.db
    .insert(coupons)
    .values({ kind: 'PERCENT', discount: 10, ...values })
    .returning();
  return row!;
}

beforeAll(async () => {
  database = await createTestDatabase();
  api = await createTestApp({ db: database.db, now: NOW });
  await createOrderPlatform(database.db);
  world = await createOpenRestaurant(database.db, { tax: 10, minimumOrder: 0, orderPrefix: 'VOU' });
  other = await createOpenRestaurant(database.db, { tax: 10, minimumOrder: 0, orderPrefix: 'OTH' });
  customer = await createCustomer(database.db, NOW);
  admin = await createCustomer(database.db, NOW, { role: 'ADMIN', name: 'Olga Operator' });
  await voucher({ title: 'PCT10', discount: 10 });
  await voucher({ title: 'OFF', enabled: false });
  await voucher({ title: 'SOON', startsAt: new Date(NOW.getTime() + DAY) });
  await voucher({ title: 'GONE', endsAt: new Date(NOW.getTime() - 1000) });
  await voucher({ title: 'FULL', totalLimit: 3, usedCount: 3 });
  await voucher({ title: 'BIGORDER', minimumOrder: 1000 });
  const [elsewhere] = await database.db
    .insert(coupons)
    .values({ title: 'ELSEWHERE', discount: 10 })
    .returning();
  await database.db
    .insert(couponRestaurants)
    .values({ couponId: elsewhere!.id, restaurantId: other.restaurant.id });
}, 60_000);
afterAll(async () => {
  await api.app.close();
  await database.close();
});

const refusalOf = (response: GraphQLResponse) => ({
  ...failure(response),
  refusal: response.errors?.[0]?.extensions?.['voucherRefusal'],
});

/** One Lassi (3.50) to pick up at the 10%-tax restaurant with a code and the client's figures. */
const lassiWith = (code: string, taxationAmount: number, orderAmount: number, where = world) =>
  lassiPickUp(where, NOW, { couponCode: code, taxationAmount, orderAmount });

type Placed = { placeOrder: { _id: string; discount: number; orderAmount: number; couponCode: string } };

describe('published enums', () => {
  it.each([
    ['VoucherRefusal', VOUCHER_REFUSALS],
    ['VoucherKind', VOUCHER_KINDS],
    ['VoucherFunder', VOUCHER_FUNDERS],
  ])('enum %s lists exactly the domain list', (name, list) => {
    const type = buildSchema().getType(name) as GraphQLEnumType;
    expect(type).toBeInstanceOf(GraphQLEnumType);
    expect(type.getValues().map((value) => value.name)).toEqual([...list]);
  });
});

describe('refusal reasons', () => {
  const cases: [string, VoucherRefusal, string][] = [
    ['NOPE', 'UNKNOWN', 'Invalid Coupon.'],
    ['OFF', 'UNKNOWN', 'Invalid Coupon.'],
    ['SOON', 'NOT_STARTED', 'This voucher is not valid yet.'],
    ['GONE', 'EXPIRED', 'This voucher has expired.'],
    ['FULL', 'USED_UP', 'This voucher has been used up.'],
    ['BIGORDER', 'BELOW_MINIMUM', 'Your order is below this voucher’s minimum.'],
    ['ELSEWHERE', 'WRONG_RESTAURANT', 'This voucher is not valid at this restaurant.'],
  ];

  it.each(cases)('the lookup refuses %s as %s', async (code, refusal, message) => {
    const response = await api.gql(COUPON, {
      coupon: code,
      restaurantId: world.restaurant.id,
      subtotal: 3.5,
    });
    expect(refusalOf(response)).toEqual({ code: 'COUPON_INVALID', message, refusal });
  });

  it.each(cases)('placeOrder refuses %s as %s', async (code, refusal, message) => {
    const response = await api.gql(PLACE_ORDER, lassiWith(code, 0.32, 3.47), { token: customer.token });
    expect(refusalOf(response)).toEqual({ code: 'COUPON_INVALID', message, refusal });
  });

  it('old clients without restaurant or subtotal still get the voucher', async () => {
    const response = await api.gql(COUPON, { coupon: 'bigorder' });
    expect(response.data).toEqual({
      coupon: {
        title: 'BIGORDER',
        kind: 'PERCENT',
        discount: 10,
        amount: 0,
        minimumOrder: 10,
        enabled: true,
      },
    });
    expect(
      (await api.gql(COUPON, { coupon: 'ELSEWHERE', restaurantId: other.restaurant.id })).errors,
    ).toBeUndefined();
  });
});

describe('pricing', () => {
  it('PERCENT: 10% of 3.50 is 0.35 (tax on 3.15)', async () => {
    const response = await api.gql<Placed>(PLACE_ORDER, lassiWith('pct10', 0.32, 3.47), {
      token: customer.token,
    });
    expect(response.errors).toBeUndefined();
    expect(response.data!.placeOrder).toMatchObject({
      discount: 0.35,
      orderAmount: 3.47,
      couponCode: 'PCT10',
    });
  });

  it('FIXED: 1.00 off 3.50 (tax on 2.50), and never more than the subtotal', async () => {
    await voucher({ title: 'ONEOFF', kind: 'FIXED', discount: 0, amount: 100 });
    const one = await api.gql<Placed>(PLACE_ORDER, lassiWith('ONEOFF', 0.25, 2.75), {
      token: customer.token,
    });
    expect(one.errors).toBeUndefined();
    expect(one.data!.placeOrder).toMatchObject({ discount: 1, orderAmount: 2.75 });
    await voucher({ title: 'FIFTY', kind: 'FIXED', discount: 0, amount: 5000 });
    const all = await api.gql<Placed>(PLACE_ORDER, lassiWith('FIFTY', 0, 0), { token: customer.token });
    expect(all.errors).toBeUndefined();
    expect(all.data!.placeOrder).toMatchObject({ discount: 3.5, orderAmount: 0 });
    const lookup = await api.gql(COUPON, { coupon: 'FIFTY' });
    expect(lookup.data).toMatchObject({ coupon: { kind: 'FIXED', discount: 0, amount: 50 } });
  });
});

describe('limits', () => {
  it('a per-customer limit of 1: the second order is ALREADY_USED, another customer may still use it', async () => {
    await voucher({ title: 'ONCE', perCustomerLimit: 1 });
    const first = await api.gql(PLACE_ORDER, lassiWith('ONCE', 0.32, 3.47), { token: customer.token });
    expect(first.errors).toBeUndefined();
    const again = await api.gql(PLACE_ORDER, lassiWith('ONCE', 0.32, 3.47), { token: customer.token });
    expect(refusalOf(again).refusal).toBe('ALREADY_USED');
    const lookup = await api.gql(COUPON, { coupon: 'ONCE' }, { token: customer.token });
    expect(refusalOf(lookup).refusal).toBe('ALREADY_USED');
    // Signed out, the lookup cannot know; another customer may use it.
    expect((await api.gql(COUPON, { coupon: 'ONCE' })).errors).toBeUndefined();
    const second = await createCustomer(database.db, NOW);
    expect(
      (await api.gql(PLACE_ORDER, lassiWith('ONCE', 0.32, 3.47), { token: second.token })).errors,
    ).toBeUndefined();
  });

  it('a voucher limited to one restaurant works there and nowhere else', async () => {
    const ok = await api.gql(PLACE_ORDER, lassiWith('ELSEWHERE', 0.32, 3.47, other), {
      token: customer.token,
    });
    expect(ok.errors).toBeUndefined();
  });

  it('50 parallel orders with a 10-use voucher: exactly 10 carry it, the rest are USED_UP', async () => {
    const ten = await voucher({ title: 'TENUSES', totalLimit: 10 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        api.gql(PLACE_ORDER, lassiWith('TENUSES', 0.32, 3.47), { token: customer.token }),
      ),
    );
    const placed = responses.filter((r) => !r.errors);
    expect(placed).toHaveLength(10);
    expect(new Set(responses.filter((r) => r.errors).map((r) => refusalOf(r).refusal))).toEqual(
      new Set(['USED_UP']),
    );
    const [row] = await database.db.select().from(coupons).where(eq(coupons.id, ten.id));
    expect(row!.usedCount).toBe(10);
    const redemptions = await database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, ten.id));
    expect(redemptions).toHaveLength(10);
    const carrying = await database.db.select().from(orders).where(eq(orders.couponCode, 'TENUSES'));
    expect(carrying).toHaveLength(10);
  }, 60_000);

  it('a retry of a placed order returns it without taking another use', async () => {
    const single = await voucher({ title: 'SINGLE', totalLimit: 1 });
    const variables = { ...lassiWith('SINGLE', 0.32, 3.47), idempotencyKey: newKey() };
    const first = await api.gql<Placed>(PLACE_ORDER, variables, { token: customer.token });
    const retry = await api.gql<Placed>(PLACE_ORDER, variables, { token: customer.token });
    expect(retry.data!.placeOrder._id).toBe(first.data!.placeOrder._id);
    const [row] = await database.db.select().from(coupons).where(eq(coupons.id, single.id));
    expect(row!.usedCount).toBe(1);
  });
});

const voucherInput = (overrides: Record<string, unknown> = {}) => ({
  code: 'SUMMER-5',
  kind: 'FIXED',
  amount: 5,
  fundedBy: 'RESTAURANT',
  startsAt: '2025-06-01T00:00:00.000Z',
  endsAt: '2025-07-01T00:00:00.000Z',
  totalLimit: 100,
  perCustomerLimit: 1,
  minimumOrder: 20,
  restaurantIds: [] as string[],
  enabled: true,
  ...overrides,
});

describe('admin vouchers', () => {
  let id: string;

  it('creates a voucher with an audit row, and the customer can look it up', async () => {
    const response = await api.gql<{ createVoucher: { _id: string } }>(
      CREATE,
      { input: voucherInput({ restaurantIds: [world.restaurant.id] }) },
      { token: admin.token },
    );
    expect(response.errors).toBeUndefined();
    expect(response.data!.createVoucher).toMatchObject({
      code: 'SUMMER-5',
      kind: 'FIXED',
      amount: 5,
      percent: 0,
      fundedBy: 'RESTAURANT',
      minimumOrder: 20,
      usedCount: 0,
      restaurants: [{ _id: world.restaurant.id }],
    });
    id = response.data!.createVoucher._id;
    const [row] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'voucher.create'), eq(auditLog.entityId, id)));
    expect(row).toMatchObject({ actorId: admin.user.id, entityType: 'voucher' });
    expect(row!.after).toMatchObject({ title: 'SUMMER-5', amount: 500, minimumOrder: 2000 });
    const lookup = await api.gql(COUPON, {
      coupon: 'summer-5',
      restaurantId: world.restaurant.id,
      subtotal: 25,
    });
    expect(lookup.data).toMatchObject({ coupon: { kind: 'FIXED', amount: 5, minimumOrder: 20 } });
  });

  it.each([
    [{ kind: 'PERCENT', percent: 0 }, 'The percent must be from 1 to 100.'],
    [{ kind: 'PERCENT', percent: 101 }, 'The percent must be from 1 to 100.'],
    [{ amount: 0 }, 'The amount must be above 0.'],
    [{ endsAt: '2025-05-01T00:00:00.000Z' }, 'The end must be after the start.'],
    [{ totalLimit: 0 }, 'The total limit must be a whole number of at least 1.'],
    [{ perCustomerLimit: 0 }, 'The per-customer limit must be a whole number of at least 1.'],
    [{ code: 'a b' }, 'The code must be 3 to 30 letters, digits, dashes or underscores.'],
    [{ code: 'summer-5' }, 'Another voucher already has this code.'],
    [
      { code: 'NEWCODE', restaurantIds: ['00000000-0000-4000-8000-000000000000'] },
      'Unknown restaurant in the list.',
    ],
  ])('refuses %j', async (overrides, message) => {
    const response = await api.gql(CREATE, { input: voucherInput(overrides) }, { token: admin.token });
    expect(failure(response)).toEqual({ code: 'BAD_USER_INPUT', message });
  });

  it('updates and disables with audit rows; a disabled code is refused as UNKNOWN', async () => {
    const updated = await api.gql(
      UPDATE,
      { id, input: voucherInput({ kind: 'PERCENT', percent: 15, amount: null, restaurantIds: [] }) },
      { token: admin.token },
    );
    expect(updated.data).toMatchObject({
      updateVoucher: { kind: 'PERCENT', percent: 15, amount: 0, restaurants: [] },
    });
    const disabled = await api.gql(ENABLE, { id, enabled: false }, { token: admin.token });
    expect(disabled.data).toEqual({ setVoucherEnabled: { _id: id, enabled: false } });
    expect(refusalOf(await api.gql(COUPON, { coupon: 'SUMMER-5' })).refusal).toBe('UNKNOWN');
    const rows = await database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(rows.map((row) => row.action)).toEqual(['voucher.create', 'voucher.update', 'voucher.disable']);
    expect(rows[1]!.before).toMatchObject({ kind: 'FIXED', discount: 0 });
    expect(rows[1]!.after).toMatchObject({ kind: 'PERCENT', discount: 15 });
  });

  it('lists by search; support staff are refused', async () => {
    const list = await api.gql<{ adminVouchers: { code: string }[] }>(
      LIST,
      { search: 'summer' },
      { token: admin.token },
    );
    expect(list.data!.adminVouchers.map((v) => v.code)).toEqual(['SUMMER-5']);
    const support = await createCustomer(database.db, NOW, { role: 'SUPPORT' });
    expect(failure(await api.gql(LIST, {}, { token: support.token }))?.code).toBe('FORBIDDEN');
  });
});

const settingsInput = (overrides: Record<string, unknown> = {}) => ({
  currency: 'EUR',
  currencySymbol: '€',
  costType: 'perKM',
  deliveryRate: 1.5,
  minimumDeliveryFee: 4,
  tipPresets: [5, 10, 15],
  tipsEnabled: true,
  taxPercent: 7,
  taxEnabled: true,
  ...overrides,
});

describe('platform settings', () => {
  it.each([
    [{ currency: 'XXX' }, 'Unknown currency "XXX".'],
    [{ currencySymbol: '' }, 'The currency symbol must be 1 to 5 characters.'],
    [{ costType: 'perMile' }, 'The delivery fee rule must be fixed or perKM.'],
    [{ deliveryRate: -1 }, 'The delivery fee must be 0 or more.'],
    [{ tipPresets: [5, 5] }, 'Tip presets must differ from each other.'],
    [{ tipPresets: [0] }, 'Each tip preset must be a percent above 0 and at most 100.'],
    [{ taxPercent: 101 }, 'The tax must be a percent from 0 to 100.'],
    [{ defaultCommissionRate: 100.5 }, 'The default commission must be a percent from 0 to 100.'],
    [{ riderFeePerDelivery: -1 }, 'The rider fee must be 0 or more.'],
    [{ riderFeePerKm: -0.5 }, 'The rider fee per km must be 0 or more.'],
  ])('refuses %j', async (overrides, message) => {
    const response = await api.gql(
      UPDATE_SETTINGS,
      { input: settingsInput(overrides) },
      { token: admin.token },
    );
    expect(failure(response)).toEqual({ code: 'BAD_USER_INPUT', message });
  });

  it('saves with an audit row; the next configuration query and placeOrder use it', async () => {
    const saved = await api.gql(UPDATE_SETTINGS, { input: settingsInput() }, { token: admin.token });
    expect(saved.errors).toBeUndefined();
    const read = await api.gql(
      `{ configuration { currency currencySymbol costType deliveryRate minimumDeliveryFee }
         tips { tipVariations enabled } taxes { taxationCharges enabled } }`,
    );
    expect(read.data).toEqual({
      configuration: {
        currency: 'EUR',
        currencySymbol: '€',
        costType: 'perKM',
        deliveryRate: 1.5,
        minimumDeliveryFee: 4,
      },
      tips: { tipVariations: [5, 10, 15], enabled: true },
      taxes: { taxationCharges: 7, enabled: true },
    });
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'));
    expect(audit!.before).toMatchObject({ currency: 'USD', currencySymbol: '$', minimumDeliveryFee: 0 });
    expect(audit!.after).toMatchObject({ currency: 'EUR', minimumDeliveryFee: 400, taxationCharges: 7 });

    // Delivered at the restaurant's door: 0 km → one kilometre's rate (1.50), raised to the minimum 4.00.
    // 3.50 + 4.00 = 7.50, 10% tax 0.75: 8.25.
    const delivered = await api.gql<{ placeOrder: { deliveryCharges: number; orderAmount: number } }>(
      PLACE_ORDER,
      {
        ...lassiPickUp(world, NOW, { taxationAmount: 0.75, orderAmount: 8.25 }),
        isPickedUp: false,
        address: { _id: customer.address.id },
        deliveryCharges: 4,
      },
      { token: customer.token },
    );
    expect(delivered.errors).toBeUndefined();
    expect(delivered.data!.placeOrder).toMatchObject({ deliveryCharges: 4, orderAmount: 8.25 });

    // A fixed fee of 2.00 applies at once (the cache was invalidated).
    await api.gql(
      UPDATE_SETTINGS,
      { input: settingsInput({ costType: 'fixed', deliveryRate: 2 }) },
      { token: admin.token },
    );
    const fixed = await api.gql(`{ configuration { costType deliveryRate minimumDeliveryFee } }`);
    expect(fixed.data).toEqual({
      configuration: { costType: 'fixed', deliveryRate: 2, minimumDeliveryFee: 0 },
    });
  });

  it('the ledger settings: commission default and rider fee, kept when a client leaves them out', async () => {
    const fields = 'defaultCommissionRate riderFeePerDelivery riderFeePerKm';
    const save = (overrides: Record<string, unknown>) =>
      api.gql(
        `mutation ($input: PlatformSettingsInput!) { updateSettings(input: $input) { ${fields} } }`,
        { input: settingsInput(overrides) },
        { token: admin.token },
      );
    const saved = await save({ defaultCommissionRate: 12.5, riderFeePerDelivery: 2.5, riderFeePerKm: 0.4 });
    expect(saved.data).toEqual({
      updateSettings: { defaultCommissionRate: 12.5, riderFeePerDelivery: 2.5, riderFeePerKm: 0.4 },
    });
    const [row] = await database.db.select().from(configuration);
    expect(row).toMatchObject({ defaultCommissionBp: 1250, riderFeePerDelivery: 250, riderFeePerKm: 40 });
    // The settings screen of before issue 24 sends none of them.
    const kept = await save({});
    expect(kept.data).toEqual(saved.data);
  });
});
