import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, restaurants } from '../src/db/schema/index.ts';
import { createAddress, createOffer, createUser } from './helpers/factories.ts';
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
import { createOrder, createRider, tokenFor } from './helpers/tracking-factories.ts';

// Delivery zones (docs/admin.md "Zones"): the operator's create/update/delete with validation and audit
// rows, and one answer to "does this restaurant deliver here" from the nearby list (index and SQL
// search), pins, carousels, Restaurant.deliversTo and placeOrder — inside, exactly on an edge or a
// corner, and a metre outside. Riders with a zone are offered only its restaurants' orders.

const NOW = new Date('2025-06-04T12:00:00Z');

// A square around the test restaurants' spot (33.7 N, 73.0 E): 72.98..73.02 E, 33.68..33.72 N.
const square = (south = 33.68) => [
  [
    [72.98, south],
    [73.02, south],
    [73.02, 33.72],
    [72.98, 33.72],
    [72.98, south],
  ],
];
const METRE = 1 / 111_320; // degrees of latitude
const POINTS = {
  inside: { latitude: 33.7, longitude: 73.0 },
  onEdge: { latitude: 33.68, longitude: 73.0 },
  onVertex: { latitude: 33.68, longitude: 72.98 },
  metreOutside: { latitude: 33.68 - METRE, longitude: 73.0 },
} as const;
type PointName = keyof typeof POINTS;

const ZONE_FIELDS = '_id title description isActive polygon restaurantCount riderCount';
const CREATE = `mutation ($input: ZoneInput!) { createZone(input: $input) { ${ZONE_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: ZoneInput!) { updateZone(id: $id, input: $input) { ${ZONE_FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteZone(id: $id) }`;
const LIST = `{ adminZones { ${ZONE_FIELDS} } }`;
const NEARBY = `query ($latitude: Float, $longitude: Float, $search: String) {
  nearByRestaurants(latitude: $latitude, longitude: $longitude, search: $search) {
    restaurants { _id } totalCount offers { restaurants }
  }
  nearByRestaurantPins(latitude: $latitude, longitude: $longitude) { totalCount pins { _id } }
}`;
const DELIVERS = `query ($id: String, $latitude: Float!, $longitude: Float!) {
  restaurant(id: $id) { deliversTo(latitude: $latitude, longitude: $longitude) }
}`;
const OFFERS = `{ riderOffers { _id } }`;
const ASSIGN = `mutation ($id: String!) { assignOrder(id: $id) { _id orderStatus } }`;

type Zone = {
  _id: string;
  title: string;
  polygon: number[][][] | null;
  restaurantCount: number;
  riderCount: number;
};
type Nearby = {
  nearByRestaurants: {
    restaurants: { _id: string }[];
    totalCount: number;
    offers: { restaurants: string[] }[];
  };
  nearByRestaurantPins: { totalCount: number; pins: { _id: string }[] };
};
type Failure = { errors?: { message: string; extensions?: Record<string, unknown> }[] };
const codeOf = (result: Failure) => result.errors?.[0]?.extensions?.['code'];

let database: TestDatabase;
let api: TestApp;
let adminToken: string;
let zone: Zone;
let zoned: OpenRestaurant;
let tight: OpenRestaurant;
let free: OpenRestaurant;
let customer: Awaited<ReturnType<typeof createCustomer>>;
const addressAt = new Map<PointName, string>();

beforeAll(async () => {
  database = await createTestDatabase();
  api = await createTestApp({ db: database.db, now: NOW });
  await createOrderPlatform(database.db);
  adminToken = await tokenFor(await createUser(database.db, { role: 'ADMIN', name: 'Operator' }));
  customer = await createCustomer(database.db, NOW);
  for (const [name, point] of Object.entries(POINTS))
    addressAt.set(
      name as PointName,
      (await createAddress(database.db, { userId: customer.user.id, ...point })).id,
    );
}, 120_000);
afterAll(async () => {
  await api?.app.close();
  await database?.close();
});

const asAdmin = <T>(query: string, variables: Record<string, unknown> = {}) =>
  api.gql<T>(query, variables, { token: adminToken });

describe('zone edits', () => {
  it.each([
    ['an open ring', [square()[0]!.slice(0, 4)], 'Each ring must be closed'],
    [
      'three positions',
      [
        [
          [73, 33],
          [73.1, 33],
          [73, 33],
        ],
      ],
      'at least 4 positions',
    ],
    [
      'a latitude over 90',
      [
        [
          [73, 33],
          [73.1, 33],
          [73.1, 95],
          [73, 33],
        ],
      ],
      'between -90 and 90',
    ],
    [
      'a bow tie',
      [
        [
          [0, 0],
          [1, 1],
          [1, 0],
          [0, 1],
          [0, 0],
        ],
      ],
      'crosses itself',
    ],
  ])('refuses %s with a clear message and stores nothing', async (_name, polygon, message) => {
    const result = await asAdmin<Failure>(CREATE, { input: { title: 'Bad', polygon } });
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors![0]!.message).toContain(message);
    expect((await asAdmin<{ adminZones: Zone[] }>(LIST)).data!.adminZones).toEqual([]);
  });

  it('creates a zone with its audit row, then places restaurants and a rider in it', async () => {
    const created = await asAdmin<{ createZone: Zone }>(CREATE, {
      input: { title: '  Blue Area ', description: 'Centre', polygon: square(), isActive: true },
    });
    expect(created.errors).toBeUndefined();
    zone = created.data!.createZone;
    expect(zone).toMatchObject({ title: 'Blue Area', polygon: square(), restaurantCount: 0 });
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, zone._id));
    expect(audit).toMatchObject({ action: 'zone.create', entityType: 'zone', actorRole: 'ADMIN' });

    zoned = await createOpenRestaurant(database.db, {
      zoneId: zone._id,
      minimumOrder: 0,
      name: 'Zoned Grill',
    });
    tight = await createOpenRestaurant(database.db, {
      zoneId: zone._id,
      minimumOrder: 0,
      deliveryRadiusKm: 1,
    });
    free = await createOpenRestaurant(database.db, { minimumOrder: 0 });
    await createOffer(database.db, {}, [zoned.restaurant.id, tight.restaurant.id, free.restaurant.id]);
    await createRider(database.db, { zoneId: zone._id });
    const listed = (await asAdmin<{ adminZones: Zone[] }>(LIST)).data!.adminZones;
    expect(listed).toMatchObject([{ _id: zone._id, restaurantCount: 2, riderCount: 1 }]);
  });
});

/** Every way the API answers whether each restaurant delivers to the point, by restaurant id. */
async function answersAt(point: PointName) {
  const at = POINTS[point];
  const list = (await api.gql<Nearby>(NEARBY, { ...at })).data!;
  const search = (await api.gql<Nearby>(NEARBY, { ...at, search: 'Zoned Grill' })).data!;
  const ids = list.nearByRestaurants.restaurants.map((r) => r._id);
  const answers: Record<string, Record<string, boolean>> = {};
  for (const world of [zoned, tight, free]) {
    const id = world.restaurant.id;
    const delivers = await api.gql<{ restaurant: { deliversTo: boolean } }>(DELIVERS, { id, ...at });
    answers[id] = {
      list: ids.includes(id),
      pins: list.nearByRestaurantPins.pins.some((pin) => pin._id === id),
      carousel: list.nearByRestaurants.offers.some((offer) => offer.restaurants.includes(id)),
      deliversTo: delivers.data!.restaurant.deliversTo,
      placeOrder: await placesOrder(world, point),
    };
    if (id === zoned.restaurant.id)
      answers[id]!['search'] = search.nearByRestaurants.restaurants.some((r) => r._id === id);
  }
  expect(list.nearByRestaurants.totalCount).toBe(ids.length);
  expect(list.nearByRestaurantPins.totalCount).toBe(ids.length);
  return answers;
}

/** Whether a delivery to the point is accepted (the server's figures are sent back after PRICE_CHANGED). */
async function placesOrder(world: OpenRestaurant, point: PointName): Promise<boolean> {
  const variables = halfKarahiPickUp(world, NOW, {
    isPickedUp: false,
    address: { _id: addressAt.get(point)! },
    deliveryCharges: 0,
  });
  let result = await api.gql(PLACE_ORDER, variables, { token: customer.token });
  if (codeOf(result) === 'PRICE_CHANGED') {
    const expected = result.errors![0]!.extensions!['expected'] as Record<string, number>;
    result = await api.gql(PLACE_ORDER, { ...variables, ...expected }, { token: customer.token });
  }
  if (codeOf(result) === 'OUTSIDE_DELIVERY_AREA') return false;
  expect(result.errors).toBeUndefined();
  return true;
}

const everywhere = (value: boolean, search = false) => ({
  list: value,
  pins: value,
  carousel: value,
  deliversTo: value,
  placeOrder: value,
  ...(search ? { search: value } : {}),
});

describe('containment, agreed by every path', () => {
  it.each([
    ['inside', 'inside', true, true],
    ['exactly on an edge', 'onEdge', true, false],
    ['exactly on a corner', 'onVertex', true, false],
    ['a metre outside', 'metreOutside', false, false],
  ] as const)('%s', async (_name, point, inZone, inTightRadius) => {
    const answers = await answersAt(point);
    expect(answers[zoned.restaurant.id]).toEqual(everywhere(inZone, true));
    // In the zone AND within its 1 km radius (the edge is 2.2 km away).
    expect(answers[tight.restaurant.id]).toEqual(everywhere(inZone && inTightRadius));
    // Without a zone, the radius alone.
    expect(answers[free.restaurant.id]).toEqual(everywhere(true));
  });

  it('a moved edge applies at once (the catalog cache is invalidated), with an audit row of the change', async () => {
    const moved = await asAdmin<{ updateZone: Zone }>(UPDATE, {
      id: zone._id,
      input: { title: 'Blue Area', polygon: square(33.68 - 2 * METRE) },
    });
    expect(moved.errors).toBeUndefined();
    expect((await answersAt('metreOutside'))[zoned.restaurant.id]).toEqual(everywhere(true, true));
    const rows = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, zone._id), eq(auditLog.action, 'zone.update')));
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!.after!).sort()).toEqual(['description', 'polygon']);
    await asAdmin(UPDATE, { id: zone._id, input: { title: 'Blue Area', polygon: square() } });
    expect((await answersAt('metreOutside'))[zoned.restaurant.id]).toEqual(everywhere(false, true));
  });

  it('refuses an invalid polygon on update and keeps the zone', async () => {
    const result = await asAdmin<Failure>(UPDATE, {
      id: zone._id,
      input: {
        title: 'Blue Area',
        polygon: [
          [
            [73, 33],
            [73, 33],
            [73, 33],
            [73, 33],
          ],
        ],
      },
    });
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    const [listed] = (await asAdmin<{ adminZones: Zone[] }>(LIST)).data!.adminZones;
    expect(listed!.polygon).toEqual(square());
  });
});

describe('riders', () => {
  it('a rider with a zone is offered and may take only its restaurants’ orders; one without keeps all', async () => {
    const inZone = await createRider(database.db, { zoneId: zone._id });
    const anywhere = await createRider(database.db);
    const zoneOrder = await createOrder(database.db, {
      userId: customer.user.id,
      restaurantId: zoned.restaurant.id,
      orderId: 'ZONE-1',
      orderStatus: 'ACCEPTED',
      acceptedAt: NOW,
    });
    const outsideOrder = await createOrder(database.db, {
      userId: customer.user.id,
      restaurantId: free.restaurant.id,
      orderId: 'ZONE-2',
      orderStatus: 'ACCEPTED',
      acceptedAt: NOW,
    });
    const offersOf = async (token: string) =>
      (await api.gql<{ riderOffers: { _id: string }[] }>(OFFERS, {}, { token })).data!.riderOffers.map(
        (o) => o._id,
      );
    const zoneRiderSees = await offersOf(inZone.token);
    expect(zoneRiderSees).toContain(zoneOrder.id);
    expect(zoneRiderSees).not.toContain(outsideOrder.id);
    expect(await offersOf(anywhere.token)).toEqual(expect.arrayContaining([zoneOrder.id, outsideOrder.id]));

    const refused = await api.gql<Failure>(ASSIGN, { id: outsideOrder.id }, { token: inZone.token });
    expect(codeOf(refused)).toBe('TOO_FAR');
    expect(refused.errors![0]!.message).toBe('This order is outside your zone.');
    const taken = await api.gql(ASSIGN, { id: zoneOrder.id }, { token: inZone.token });
    expect(taken.errors).toBeUndefined();
  });
});

describe('deleting', () => {
  it('is refused while restaurants or riders are in the zone, then deletes with an audit row', async () => {
    const refused = await asAdmin<Failure>(DELETE, { id: zone._id });
    expect(codeOf(refused)).toBe('BAD_REQUEST');
    expect(refused.errors![0]!.message).toBe(
      'This zone still has 2 restaurant(s) and 2 rider(s); move them to another zone first.',
    );

    const empty = (
      await asAdmin<{ createZone: Zone }>(CREATE, { input: { title: 'Empty', polygon: square() } })
    ).data!.createZone;
    const deleted = await asAdmin<{ deleteZone: string }>(DELETE, { id: empty._id });
    expect(deleted.data!.deleteZone).toBe(empty._id);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, empty._id), eq(auditLog.action, 'zone.delete')));
    expect(audit!.before).toMatchObject({ title: 'Empty' });
    expect(codeOf(await asAdmin(DELETE, { id: empty._id }))).toBe('NOT_FOUND');
    // The restaurants are untouched by the refused delete.
    expect(await database.db.$count(restaurants, eq(restaurants.zoneId, zone._id))).toBe(2);
  });
});
