import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessPubSub } from '../src/adapters/pubsub/in-process-pubsub.ts';
import { auditLog, users } from '../src/db/schema/index.ts';
import { createMenu, createOpeningTimes, createZone, EVERY_DAY, ORIGIN } from './helpers/factories.ts';
import { PLACE_ORDER, createCustomer, createOrderPlatform, newKey } from './helpers/order-factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { createTestApp, type GraphQLResponse, type TestApp } from './helpers/test-server.ts';
import { createCustomer as createPlainCustomer, tokenFor } from './helpers/tracking-factories.ts';
import { createUser } from './helpers/factories.ts';

// Restaurants in the back office (docs/admin.md "Restaurants"): a new restaurant is a DRAFT customers
// cannot see or order from; publishing shows it on the very next request; every change is audited in
// its own transaction, and bad input gets the field's own message.

const NOW = new Date('2025-06-04T12:00:00Z');
let database: TestDatabase;
let api: TestApp;
/** A second instance on the same database: its caches learn of changes only through the pub/sub. */
let other: TestApp;
let admin: { token: string };
let support: { token: string };
let customer: Awaited<ReturnType<typeof createCustomer>>;

beforeAll(async () => {
  database = await createTestDatabase();
  const pubsub = createInProcessPubSub();
  api = await createTestApp({ db: database.db, now: NOW, pubsub });
  other = await createTestApp({ db: database.db, now: NOW, pubsub });
  await createOrderPlatform(database.db);
  admin = { token: await tokenFor(await createUser(database.db, { name: 'Ops', role: 'ADMIN' })) };
  support = { token: await tokenFor(await createUser(database.db, { name: 'Help', role: 'SUPPORT' })) };
  customer = await createCustomer(database.db, NOW);
});
afterAll(async () => {
  await api.app.close();
  await other.app.close();
  await database.close();
});

const FIELDS = `_id name slug status tax minimumOrder commissionRate orderPrefix zone { _id title } users { _id email }`;
const CREATE = `mutation ($input: RestaurantInput!) { createRestaurant(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: String!, $input: RestaurantInput!) { updateRestaurant(id: $id, input: $input) { ${FIELDS} } }`;
const PUBLISH = `mutation ($id: String!) { publishRestaurant(id: $id) { _id status } }`;
const UNPUBLISH = `mutation ($id: String!) { unpublishRestaurant(id: $id) { _id status } }`;
const LINK = `mutation ($r: String!, $e: String!) { linkRestaurantUser(restaurant: $r, email: $e) { users { _id email } } }`;
const UNLINK = `mutation ($r: String!, $u: String!) { unlinkRestaurantUser(restaurant: $r, user: $u) { users { _id } } }`;
const LIST = `query ($search: String, $status: RestaurantStatus, $zone: String) {
  adminRestaurants(search: $search, status: $status, zone: $zone, first: 10) { totalCount items { _id slug status } } }`;
const NEARBY = `query ($latitude: Float!, $longitude: Float!) {
  nearByRestaurants(latitude: $latitude, longitude: $longitude) { restaurants { _id } } }`;
const RESTAURANT = `query ($id: String!) { restaurant(id: $id) { _id name } }`;

type Admin = { _id: string; name: string; slug: string; status: string; tax: number; minimumOrder: number };
type Failure = { message: string; extensions?: Record<string, unknown> };

let slugs = 0;
const input = (overrides: Record<string, unknown> = {}) => ({
  name: 'Karachi Grill',
  slug: `karachi-grill-${++slugs}`,
  description: 'Grilled things',
  cuisines: ['BBQ', 'Pakistani'],
  image: '/media/restaurants/cover.webp',
  address: 'Blue Area, Islamabad',
  ...ORIGIN,
  timeZone: 'Asia/Karachi',
  minimumOrder: 5,
  deliveryTime: 30,
  preparationMinutes: 15,
  tax: 10,
  commissionRate: null,
  deliveryRadiusKm: 10,
  ...overrides,
});

const asAdmin = <T>(query: string, variables: Record<string, unknown> = {}) =>
  api.gql<T>(query, variables, { token: admin.token });
const errorOf = (response: GraphQLResponse<unknown>) => response.errors?.[0] as Failure | undefined;

async function create(overrides: Record<string, unknown> = {}): Promise<Admin> {
  const response = await asAdmin<{ createRestaurant: Admin }>(CREATE, { input: input(overrides) });
  expect(response.errors).toBeUndefined();
  return response.data!.createRestaurant;
}

async function nearbyIds(instance = api) {
  const response = await instance.gql<{ nearByRestaurants: { restaurants: { _id: string }[] } }>(
    NEARBY,
    ORIGIN,
  );
  return response.data!.nearByRestaurants.restaurants.map((r) => r._id);
}

async function order(restaurantId: string, menu: Awaited<ReturnType<typeof createMenu>>) {
  return api.gql(
    PLACE_ORDER,
    {
      restaurant: restaurantId,
      orderInput: [{ food: menu.karahi!.id, variation: menu.half!.id, quantity: 1 }],
      paymentMethod: 'COD',
      tipping: 0,
      taxationAmount: 1.3,
      deliveryCharges: 0,
      orderAmount: 14.29,
      address: null,
      orderDate: NOW.toISOString(),
      isPickedUp: true,
      idempotencyKey: newKey(),
    },
    { token: customer.token },
  );
}

const auditRows = (entityId: string) =>
  database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.id);

describe('publication', () => {
  it('a new restaurant is a DRAFT customers neither see nor order from, until it is published', async () => {
    // Both instances' position indexes are warm, so only the invalidation can show the change.
    await Promise.all([nearbyIds(), nearbyIds(other)]);
    const created = await create();
    expect(created).toMatchObject({ status: 'DRAFT', orderPrefix: 'KG1' });
    await createOpeningTimes(
      database.db,
      created._id,
      EVERY_DAY.map((day) => [day, [0, 0], [24, 0]]),
    );
    const menu = await createMenu(database.db, created._id);

    expect(await nearbyIds()).not.toContain(created._id);
    expect(errorOf(await api.gql(RESTAURANT, { id: created._id }))?.extensions?.['code']).toBe('NOT_FOUND');
    expect(errorOf(await order(created._id, menu))?.extensions?.['code']).toBe('NOT_FOUND');

    expect((await asAdmin(PUBLISH, { id: created._id })).data).toEqual({
      publishRestaurant: { _id: created._id, status: 'PUBLISHED' },
    });
    expect(await nearbyIds()).toContain(created._id);
    await expect.poll(() => nearbyIds(other)).toContain(created._id);
    expect((await api.gql(RESTAURANT, { id: created._id })).data).toEqual({
      restaurant: { _id: created._id, name: 'Karachi Grill' },
    });
    expect((await order(created._id, menu)).errors).toBeUndefined();

    await asAdmin(UNPUBLISH, { id: created._id });
    expect(await nearbyIds()).not.toContain(created._id);
    await expect.poll(() => nearbyIds(other)).not.toContain(created._id);
    expect(errorOf(await order(created._id, menu))?.extensions?.['code']).toBe('NOT_FOUND');
    expect((await auditRows(created._id)).map((row) => [row.action, row.before, row.after])).toEqual([
      ['restaurant.create', null, expect.objectContaining({ status: 'DRAFT', minimumOrder: 500 })],
      ['restaurant.publish', { status: 'DRAFT' }, { status: 'PUBLISHED' }],
      ['restaurant.unpublish', { status: 'PUBLISHED' }, { status: 'UNPUBLISHED' }],
    ]);
  });
});

describe('editing', () => {
  it('writes the changed fields, and the audit row holds only them, before and after', async () => {
    const created = await create();
    const zone = await createZone(database.db, { title: 'North' });
    const changed = input({ slug: created.slug, name: 'Karachi Grill House', tax: 12.5, zone: zone.id });
    const response = await asAdmin<{ updateRestaurant: Admin }>(UPDATE, { id: created._id, input: changed });
    expect(response.data?.updateRestaurant).toMatchObject({
      name: 'Karachi Grill House',
      tax: 12.5,
      minimumOrder: 5,
      zone: { _id: zone.id, title: 'North' },
    });
    const [, update] = await auditRows(created._id);
    expect(update).toMatchObject({
      action: 'restaurant.update',
      actorRole: 'ADMIN',
      before: { name: 'Karachi Grill', tax: 10, zoneId: null },
      after: { name: 'Karachi Grill House', tax: 12.5, zoneId: zone.id },
    });
    const byZone = await asAdmin<{ adminRestaurants: { totalCount: number } }>(LIST, { zone: zone.id });
    expect(byZone.data?.adminRestaurants.totalCount).toBe(1);
  });

  it('refuses a slug another restaurant uses, on create and on update, and writes no audit row', async () => {
    const first = await create();
    const second = await create();
    const clash = await asAdmin(CREATE, { input: input({ slug: first.slug }) });
    expect(errorOf(clash)).toMatchObject({
      message: 'Another restaurant already uses this slug.',
      extensions: { code: 'BAD_USER_INPUT', field: 'slug', rule: 'slugTaken' },
    });
    const before = (await auditRows(second._id)).length;
    const update = await asAdmin(UPDATE, {
      id: second._id,
      input: input({ slug: first.slug, name: 'Renamed' }),
    });
    expect(errorOf(update)?.extensions?.['rule']).toBe('slugTaken');
    expect(await auditRows(second._id)).toHaveLength(before);
    const again = await asAdmin<{ adminRestaurant: Admin }>(
      `query ($id: String!) { adminRestaurant(id: $id) { ${FIELDS} } }`,
      {
        id: second._id,
      },
    );
    expect(again.data?.adminRestaurant.name).toBe('Karachi Grill');
  });

  it.each([
    [{ name: ' ' }, 'name', 'Enter the restaurant name.'],
    [{ name: 'x'.repeat(121) }, 'name', 'The name is longer than 120 characters.'],
    [{ slug: 'Bad Slug' }, 'slug', expect.stringContaining('lower-case letters')],
    [{ minimumOrder: -1 }, 'minimumOrder', 'Amounts cannot be negative.'],
    [{ tax: 101 }, 'tax', 'The tax is a percentage from 0 to 100.'],
    [{ commissionRate: 150 }, 'commissionRate', expect.stringContaining('platform default')],
    [{ timeZone: 'Mars/Olympus' }, 'timeZone', expect.stringContaining('time zone')],
    [{ zone: '00000000-0000-4000-8000-000000000000' }, 'zone', 'This zone does not exist.'],
    [{ image: 'https://evil.example/x.png' }, 'image', expect.stringContaining('Upload the image again')],
  ])('%o is refused with the field and its message', async (change, field, message) => {
    const response = await asAdmin(CREATE, { input: input(change) });
    expect(errorOf(response)).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  });

  it('publishing needs a cover image', async () => {
    const created = await create({ image: null });
    const refused = await asAdmin(PUBLISH, { id: created._id });
    expect(errorOf(refused)).toMatchObject({
      message: expect.stringContaining('Add a cover image'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('lists by search and status with the total, for support too; support may not edit', async () => {
    const created = await create({ name: 'Findable Falafel', slug: 'findable-falafel' });
    const found = await api.gql<{ adminRestaurants: { totalCount: number; items: { _id: string }[] } }>(
      LIST,
      { search: 'FINDABLE', status: 'DRAFT' },
      { token: support.token },
    );
    expect(found.data?.adminRestaurants).toEqual({
      totalCount: 1,
      items: [expect.objectContaining({ _id: created._id })],
    });
    const published = await asAdmin<{ adminRestaurants: { totalCount: number } }>(LIST, {
      search: 'findable',
      status: 'PUBLISHED',
    });
    expect(published.data?.adminRestaurants.totalCount).toBe(0);
    const edit = await api.gql(PUBLISH, { id: created._id }, { token: support.token });
    expect(errorOf(edit)?.extensions?.['code']).toBe('FORBIDDEN');
  });
});

describe('owners and staff', () => {
  it('links an account by e-mail: it becomes a RESTAURANT user and its console lists the restaurant', async () => {
    const created = await create();
    const owner = await createPlainCustomer(database.db, { email: `owner-${created.slug}@example.com` });
    const linked = await asAdmin<{ linkRestaurantUser: { users: { _id: string; email: string }[] } }>(LINK, {
      r: created._id,
      e: ` Owner-${created.slug}@EXAMPLE.com `,
    });
    expect(linked.data?.linkRestaurantUser.users).toEqual([{ _id: owner.user.id, email: owner.user.email }]);
    const [row] = await database.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(row).toMatchObject({ role: 'RESTAURANT', restaurantId: created._id });
    const console = await api.gql<{ consoleRestaurants: { _id: string }[] }>(
      '{ consoleRestaurants { _id } }',
      {},
      { token: owner.token },
    );
    expect(console.data?.consoleRestaurants).toEqual([{ _id: created._id }]);
    // The draft's own staff (their console's menu tab) and the operator read it; customers do not.
    const preview = await api.gql(RESTAURANT, { id: created._id }, { token: owner.token });
    expect(preview.data).toEqual({ restaurant: { _id: created._id, name: 'Karachi Grill' } });
    expect((await asAdmin(RESTAURANT, { id: created._id })).errors).toBeUndefined();
    const asCustomer = await api.gql(RESTAURANT, { id: created._id }, { token: customer.token });
    expect(errorOf(asCustomer)?.extensions?.['code']).toBe('NOT_FOUND');
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, owner.user.id), eq(auditLog.action, 'restaurant.link-user')));
    expect(audit).toHaveLength(1);

    const unlinked = await asAdmin<{ unlinkRestaurantUser: { users: unknown[] } }>(UNLINK, {
      r: created._id,
      u: owner.user.id,
    });
    expect(unlinked.data?.unlinkRestaurantUser.users).toEqual([]);
  });

  it('an unknown e-mail and an operator account get their own messages', async () => {
    const created = await create();
    const unknown = await asAdmin(LINK, { r: created._id, e: 'nobody@example.com' });
    expect(errorOf(unknown)).toMatchObject({
      message: expect.stringContaining('No account uses this e-mail'),
      extensions: { code: 'NOT_FOUND' },
    });
    const staff = await createUser(database.db, { role: 'SUPPORT' });
    const refused = await asAdmin(LINK, { r: created._id, e: staff.email });
    expect(errorOf(refused)?.message).toContain('cannot be linked');
  });
});
