import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema/index.ts';
import { createUser, createZone } from './helpers/factories.ts';
import type { TestDatabase } from './helpers/test-db.ts';
import type { TestApp } from './helpers/test-server.ts';
import {
  createOrder,
  createRider,
  startTrackingSuite,
  stopTrackingSuite,
  tokenFor,
  type TrackingWorld,
} from './helpers/tracking-factories.ts';

// Riders in /admin (docs/admin.md "Riders"): the work status the list shows, and a suspension that
// switches the rider off, keeps them off and stops them taking offers until reactivated.

let database: TestDatabase;
let api: TestApp;
let world: TrackingWorld;
let admin: string;

const LIST = `query ($search: String, $status: RiderWorkStatus) { adminRiders(search: $search, status: $status) { id name status zoneId zoneTitle suspendedAt } }`;
const SUSPEND = `mutation ($id: ID!) { suspendRider(id: $id) { id status suspendedAt } }`;
const REACTIVATE = `mutation ($id: ID!) { reactivateRider(id: $id) { id suspendedAt } }`;
const SET_ZONE = `mutation ($id: ID!, $zone: ID) { setRiderZone(id: $id, zone: $zone) { id zoneId zoneTitle } }`;
const ONLINE = `mutation ($online: Boolean!) { setRiderOnline(online: $online) { isOnline } }`;
const OFFERS = `{ riderOffers { _id } }`;
const ASSIGN = `mutation ($id: String!) { assignOrder(id: $id) { _id orderStatus } }`;

type Rider = {
  id: string;
  name: string;
  status: string;
  suspendedAt: string | null;
  zoneTitle: string | null;
};

beforeAll(async () => {
  ({ database, world, api } = await startTrackingSuite());
  admin = await tokenFor(await createUser(database.db, { role: 'ADMIN' }));
}, 180_000);
afterAll(() => stopTrackingSuite({ api, database }));

const offer = () =>
  createOrder(database.db, {
    userId: world.customer.user.id,
    restaurantId: world.restaurant.id,
    orderStatus: 'ACCEPTED',
    acceptedAt: new Date(),
  });

describe('the list', () => {
  it('shows OFFLINE, ONLINE and ON_DELIVERY and filters by status and search', async () => {
    const busy = await createRider(database.db, { name: 'Busy Bilal' });
    await createOrder(database.db, {
      userId: world.customer.user.id,
      restaurantId: world.restaurant.id,
      orderStatus: 'PICKED',
      riderId: busy.rider.id,
    });
    await createRider(database.db, { name: 'Resting Rehana', isOnline: false });
    const all = await api.gql<{ adminRiders: Rider[] }>(LIST, {}, { token: admin });
    expect(all.errors).toBeUndefined();
    const statusOf = (name: string) => all.data!.adminRiders.find((rider) => rider.name === name)?.status;
    expect(statusOf('Busy Bilal')).toBe('ON_DELIVERY');
    expect(statusOf('Resting Rehana')).toBe('OFFLINE');
    expect(statusOf(world.rider.rider.name)).toBe('ONLINE');

    const onDelivery = await api.gql<{ adminRiders: Rider[] }>(
      LIST,
      { status: 'ON_DELIVERY' },
      { token: admin },
    );
    expect(onDelivery.data!.adminRiders.map((rider) => rider.name)).toEqual(['Busy Bilal']);
    const found = await api.gql<{ adminRiders: Rider[] }>(LIST, { search: 'rehana' }, { token: admin });
    expect(found.data!.adminRiders.map((rider) => rider.name)).toEqual(['Resting Rehana']);
  });

  it('moves a rider to a zone, with an audit row', async () => {
    const zone = await createZone(database.db, { title: 'Saddar' });
    const moved = await api.gql<{ setRiderZone: Rider }>(
      SET_ZONE,
      { id: world.otherRider.rider.id, zone: zone.id },
      { token: admin },
    );
    expect(moved.data!.setRiderZone.zoneTitle).toBe('Saddar');
    const unknown = await api.gql(
      SET_ZONE,
      { id: world.otherRider.rider.id, zone: world.rider.rider.id },
      { token: admin },
    );
    expect(unknown.errors?.[0]?.message).toBe('No such zone.');
    const audit = await database.db
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.entityId, world.otherRider.rider.id));
    expect(audit.map((row) => row.action)).toEqual(['rider.set-zone']);
  });
});

describe('suspension', () => {
  it('switches the rider off; they cannot go online, see or take offers until reactivated', async () => {
    const { rider, token } = await createRider(database.db, { name: 'Suspended Saad' });
    const order = await offer();
    const suspended = await api.gql<{ suspendRider: Rider }>(SUSPEND, { id: rider.id }, { token: admin });
    expect(suspended.data!.suspendRider).toMatchObject({ status: 'OFFLINE' });
    expect(suspended.data!.suspendRider.suspendedAt).not.toBeNull();

    const online = await api.gql(ONLINE, { online: true }, { token });
    expect(online.errors?.[0]?.message).toContain('suspended');
    // Even with the switch forced on behind the app's back, no offers and no taking one.
    await database.db.update(t.riders).set({ isOnline: true }).where(eq(t.riders.id, rider.id));
    const offers = await api.gql<{ riderOffers: unknown[] }>(OFFERS, {}, { token });
    expect(offers.data!.riderOffers).toEqual([]);
    const take = await api.gql(ASSIGN, { id: order.id }, { token });
    expect(take.errors?.[0]?.message).toContain('suspended');

    await api.gql(REACTIVATE, { id: rider.id }, { token: admin });
    const back = await api.gql<{ setRiderOnline: { isOnline: boolean } }>(
      ONLINE,
      { online: true },
      { token },
    );
    expect(back.data!.setRiderOnline.isOnline).toBe(true);
    const taken = await api.gql<{ assignOrder: { orderStatus: string } }>(
      ASSIGN,
      { id: order.id },
      { token },
    );
    expect(taken.data!.assignOrder.orderStatus).toBe('ASSIGNED');
    const audit = await database.db.select().from(t.auditLog).where(eq(t.auditLog.entityId, rider.id));
    expect(audit.map((row) => row.action).sort()).toEqual(['rider.reactivate', 'rider.suspend']);
  });
});
