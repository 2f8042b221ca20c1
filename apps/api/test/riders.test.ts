import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, riders } from '../src/db/schema/index.ts';
import type { TestDatabase } from './helpers/test-db.ts';
import type { TestApp } from './helpers/test-server.ts';
import {
  createCustomer,
  createOrder,
  createRider,
  startTrackingSuite,
  stopTrackingSuite,
  type TrackingWorld,
} from './helpers/tracking-factories.ts';

// The rider app's rules (docs/rider-app.md): only an online rider within reach takes an offer, exactly
// one of two racing riders wins, a rider acts only on its own delivery, and the drop-off, the phone
// and the chat open only to the assigned rider (the phone only while the delivery is under way).

let database: TestDatabase;
let api: TestApp;
let world: TrackingWorld;
let customer: Awaited<ReturnType<typeof createCustomer>>;

const PHONE = '+923001112233';
const ADDRESS = 'House 9, Street 4, F-7/2, Islamabad';

beforeAll(async () => {
  ({ database, world, api } = await startTrackingSuite());
  customer = await createCustomer(database.db, { phone: PHONE });
}, 180_000);
afterAll(() => stopTrackingSuite({ api, database }));

const ASSIGN = `mutation ($id: String!) { assignOrder(id: $id) { _id orderStatus deliveryAddress { deliveryAddress } user { email phone } } }`;
const PICK_UP = `mutation ($id: String!) { pickUpOrder(id: $id) { _id orderStatus } }`;
const DELIVER = `mutation ($id: String!) { deliverOrder(id: $id) { _id orderStatus user { email phone } } }`;
const OFFERS = `{ riderOffers { _id orderId restaurant { name } distanceToRestaurant deliveryDistance } }`;
const PROFILE = `{ riderProfile { _id isOnline activeDelivery { _id orderStatus customer { name phone } dropOff { address } } } }`;
const ONLINE = `mutation ($online: Boolean!) { setRiderOnline(online: $online) { isOnline } }`;
const CHAT = `query ($order: ID!) { chat(order: $order) { id } }`;
const SEND = `mutation ($order: ID!) { sendChatMessage(orderId: $order, message: { message: "On my way" }) { success } }`;

const codeOf = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.['code'];

/** An ACCEPTED delivery order of the phone-carrying customer at the world's restaurant: an offer. */
const newOffer = () =>
  createOrder(database.db, {
    userId: customer.user.id,
    restaurantId: world.restaurant.id,
    orderStatus: 'ACCEPTED',
    acceptedAt: new Date(),
    deliveryAddress: ADDRESS,
  });

async function storedOrder(id: string) {
  const [row] = await database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

describe('offers', () => {
  it('an online rider near the restaurant sees the offer without the customer; offline riders see none', async () => {
    const order = await newOffer();
    const offline = await createRider(database.db, { isOnline: false });
    const seen = await api.gql<{ riderOffers: { _id: string }[] }>(OFFERS, {}, { token: world.rider.token });
    expect(seen.errors).toBeUndefined();
    expect(seen.data!.riderOffers.map((o) => o._id)).toContain(order.id);
    expect(JSON.stringify(seen.data)).not.toContain(ADDRESS);

    const none = await api.gql<{ riderOffers: unknown[] }>(OFFERS, {}, { token: offline.token });
    expect(none.data!.riderOffers).toEqual([]);

    const far = await createRider(database.db, { latitude: 24.86, longitude: 67.0 });
    const farOffers = await api.gql<{ riderOffers: { _id: string }[] }>(OFFERS, {}, { token: far.token });
    expect(farOffers.data!.riderOffers.map((o) => o._id)).not.toContain(order.id);
    const farTake = await api.gql(ASSIGN, { id: order.id }, { token: far.token });
    expect(codeOf(farTake)).toBe('TOO_FAR');

    const customerAsks = await api.gql(OFFERS, {}, { token: customer.token });
    expect(codeOf(customerAsks)).toBe('FORBIDDEN');
  });

  it('an offline rider cannot take an offer, and going online lets them', async () => {
    const order = await newOffer();
    const rider = await createRider(database.db, { isOnline: false });
    const refused = await api.gql(ASSIGN, { id: order.id }, { token: rider.token });
    expect(codeOf(refused)).toBe('RIDER_OFFLINE');
    expect(await storedOrder(order.id)).toMatchObject({ orderStatus: 'ACCEPTED', riderId: null });

    const online = await api.gql<{ setRiderOnline: { isOnline: boolean } }>(
      ONLINE,
      { online: true },
      { token: rider.token },
    );
    expect(online.data!.setRiderOnline.isOnline).toBe(true);
    const taken = await api.gql(ASSIGN, { id: order.id }, { token: rider.token });
    expect(taken.errors).toBeUndefined();
    expect(await storedOrder(order.id)).toMatchObject({ orderStatus: 'ASSIGNED', riderId: rider.rider.id });
  });

  it('two riders taking one offer at once: exactly one wins, and it leaves the other’s offers', async () => {
    const a = await createRider(database.db);
    const b = await createRider(database.db);
    for (let round = 0; round < 3; round++) {
      const order = await newOffer();
      const results = await Promise.all([
        api.gql(ASSIGN, { id: order.id }, { token: a.token }),
        api.gql(ASSIGN, { id: order.id }, { token: b.token }),
      ]);
      const winners = results.filter((r) => !r.errors);
      expect(winners).toHaveLength(1);
      expect(results.filter((r) => codeOf(r) === 'INVALID_TRANSITION')).toHaveLength(1);
      const stored = await storedOrder(order.id);
      expect([a.rider.id, b.rider.id]).toContain(stored.riderId);
      const loser = stored.riderId === a.rider.id ? b : a;
      const left = await api.gql<{ riderOffers: { _id: string }[] }>(OFFERS, {}, { token: loser.token });
      expect(left.data!.riderOffers.map((o) => o._id)).not.toContain(order.id);
    }
  });
});

describe('the assigned rider only', () => {
  it('another rider cannot pick up or deliver, nor read the address, phone or chat', async () => {
    const mine = await createRider(database.db);
    const other = await createRider(database.db);
    const order = await newOffer();
    const taken = await api.gql<{
      assignOrder: { deliveryAddress: { deliveryAddress: string }; user: { email: string; phone: string } };
    }>(ASSIGN, { id: order.id }, { token: mine.token });
    expect(taken.data!.assignOrder.deliveryAddress.deliveryAddress).toBe(ADDRESS);
    // The phone while under way; the email never.
    expect(taken.data!.assignOrder.user).toEqual({ email: null, phone: PHONE });

    expect(codeOf(await api.gql(PICK_UP, { id: order.id }, { token: other.token }))).toBe('FORBIDDEN');
    expect(codeOf(await api.gql(DELIVER, { id: order.id }, { token: other.token }))).toBe('FORBIDDEN');
    expect(codeOf(await api.gql(CHAT, { order: order.id }, { token: other.token }))).toBe('NOT_FOUND');
    expect(codeOf(await api.gql(SEND, { order: order.id }, { token: other.token }))).toBe('NOT_FOUND');
    const otherProfile = await api.gql(PROFILE, {}, { token: other.token });
    expect(JSON.stringify(otherProfile.data)).not.toContain(ADDRESS);
    expect(JSON.stringify(otherProfile.data)).not.toContain(PHONE);
    expect(await storedOrder(order.id)).toMatchObject({ orderStatus: 'ASSIGNED', riderId: mine.rider.id });

    const profile = await api.gql<{
      riderProfile: { activeDelivery: { customer: { phone: string }; dropOff: { address: string } } };
    }>(PROFILE, {}, { token: mine.token });
    expect(profile.data!.riderProfile.activeDelivery).toMatchObject({
      customer: { phone: PHONE },
      dropOff: { address: ADDRESS },
    });
    expect((await api.gql(SEND, { order: order.id }, { token: mine.token })).errors).toBeUndefined();

    // Offline is refused while the delivery is under way.
    expect(codeOf(await api.gql(ONLINE, { online: false }, { token: mine.token }))).toBe('RIDER_BUSY');

    expect((await api.gql(PICK_UP, { id: order.id }, { token: mine.token })).errors).toBeUndefined();
    const done = await api.gql<{ deliverOrder: { orderStatus: string; user: { phone: string | null } } }>(
      DELIVER,
      { id: order.id },
      { token: mine.token },
    );
    expect(done.data!.deliverOrder).toMatchObject({ orderStatus: 'DELIVERED', user: { phone: null } });
    const after = await api.gql<{ riderProfile: { activeDelivery: unknown } }>(
      PROFILE,
      {},
      { token: mine.token },
    );
    expect(after.data!.riderProfile.activeDelivery).toBeNull();
    expect(codeOf(await api.gql(ONLINE, { online: false }, { token: mine.token }))).toBeUndefined();
    const [row] = await database.db.select().from(riders).where(eq(riders.id, mine.rider.id));
    expect(row!.isOnline).toBe(false);
  });
});

describe('making a rider (the admin step)', () => {
  it('turns a customer into an offline rider, and refuses a restaurant account', async () => {
    const { makeRider } = await import('../src/modules/riders/make-rider.ts');
    const someone = await createCustomer(database.db);
    const rider = await makeRider({ db: database.db, email: someone.user.email });
    expect(rider).toMatchObject({ userId: someone.user.id, isOnline: false });
    const profile = await api.gql<{ riderProfile: { isOnline: boolean } }>(
      PROFILE,
      {},
      { token: someone.token },
    );
    expect(profile.data!.riderProfile.isOnline).toBe(false);
    await expect(makeRider({ db: database.db, email: world.manager.user.email })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
