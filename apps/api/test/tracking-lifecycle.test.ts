import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../src/adapters/logger.ts';
import { createInProcessPubSub } from '../src/adapters/pubsub/in-process-pubsub.ts';
import { createNoopPushSender } from '../src/adapters/push/noop-push-sender.ts';
import { orders, riders } from '../src/db/schema/index.ts';
import { orderTopics, type OrderChangedEvent } from '../src/modules/orders/order-events.ts';
import { acceptOrder } from '../src/modules/tracking/accept-order.ts';
import { assignOrder } from '../src/modules/tracking/assign-order.ts';
import { declineOrder } from '../src/modules/tracking/decline-order.ts';
import type { TrackingDeps } from '../src/modules/tracking/tracking-deps.ts';
import type { TestDatabase } from './helpers/test-db.ts';
import type { TestApp } from './helpers/test-server.ts';
import { demoGateways } from './helpers/payment-fakes.ts';
import {
  createWorldOrder,
  startTrackingSuite,
  stopTrackingSuite,
  ORDER_FIELDS,
  type TrackingWorld,
} from './helpers/tracking-factories.ts';

let database: TestDatabase;
let api: TestApp;
let world: TrackingWorld;
const NOW = new Date('2025-06-04T12:00:00Z');

beforeAll(async () => {
  ({ database, world, api } = await startTrackingSuite({ now: NOW }));
});
afterAll(() => stopTrackingSuite({ api, database }));

const ACCEPT = `mutation ($id: String!, $minutes: Int!) { acceptOrder(id: $id, preparationTime: $minutes) { ${ORDER_FIELDS} } }`;
const DECLINE = `mutation ($id: String!, $reason: String) { declineOrder(id: $id, reason: $reason) { ${ORDER_FIELDS} } }`;
const HAND_OVER = `mutation ($id: String!) { handOverPickupOrder(id: $id) { ${ORDER_FIELDS} } }`;
const ASSIGN = `mutation ($id: String!) { assignOrder(id: $id) { ${ORDER_FIELDS} } }`;
const PICK_UP = `mutation ($id: String!) { pickUpOrder(id: $id) { ${ORDER_FIELDS} } }`;
const DELIVER = `mutation ($id: String!) { deliverOrder(id: $id) { ${ORDER_FIELDS} } }`;
const CANCEL = `mutation ($id: String!) { cancelOrder(id: $id) { ${ORDER_FIELDS} } }`;
const LOCATION = `mutation ($lat: Float!, $lng: Float!) { updateRiderLocation(latitude: $lat, longitude: $lng) { _id name location { coordinates } } }`;
const RIDER = `query ($id: String!) { rider(id: $id) { _id name location { coordinates } } }`;

type OrderData = {
  orderStatus: string;
  paymentStatus: string;
  paidAmount: number;
  reason: string | null;
  cancelledBy: string | null;
  acceptedAt: string | null;
  assignedAt: string | null;
  pickedAt: string | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
  preparationTime: string | null;
  completionTime: string | null;
  rider: { _id: string; name: string } | null;
};

const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const newOrder = (values: Partial<typeof orders.$inferInsert> = {}) =>
  createWorldOrder(database.db, world, values);
const codeOf = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.['code'];

function depsAt(now: Date) {
  const pubsub = createInProcessPubSub();
  const deps: TrackingDeps = {
    db: database.db,
    pubsub,
    push: createNoopPushSender(),
    log: silentLogger,
    gateways: demoGateways(database.db),
    now,
  };
  return deps;
}

describe('a delivery order from PENDING to DELIVERED', () => {
  it('sets each timestamp, the rider, the expected completion and COD payment', async () => {
    const order = await newOrder();
    api.setNow(NOW);
    const accepted = await api.gql<{ acceptOrder: OrderData }>(
      ACCEPT,
      { id: order.id, minutes: 20 },
      { token: world.manager.token },
    );
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data!.acceptOrder).toMatchObject({
      orderStatus: 'ACCEPTED',
      acceptedAt: NOW.toISOString(),
      preparationTime: at(20).toISOString(),
      // Ready in 20 minutes, then the restaurant's 30-minute delivery time.
      completionTime: at(50).toISOString(),
      paymentStatus: 'PENDING',
    });

    api.setNow(at(5));
    const assigned = await api.gql<{ assignOrder: OrderData }>(
      ASSIGN,
      { id: order.id },
      { token: world.rider.token },
    );
    expect(assigned.data!.assignOrder).toMatchObject({
      orderStatus: 'ASSIGNED',
      assignedAt: at(5).toISOString(),
      rider: { _id: world.rider.rider.id, name: world.rider.user.name },
    });

    api.setNow(at(21));
    const picked = await api.gql<{ pickUpOrder: OrderData }>(
      PICK_UP,
      { id: order.id },
      { token: world.rider.token },
    );
    expect(picked.data!.pickUpOrder).toMatchObject({ orderStatus: 'PICKED', pickedAt: at(21).toISOString() });

    api.setNow(at(44));
    const delivered = await api.gql<{ deliverOrder: OrderData }>(
      DELIVER,
      { id: order.id },
      { token: world.rider.token },
    );
    expect(delivered.data!.deliverOrder).toMatchObject({
      orderStatus: 'DELIVERED',
      deliveredAt: at(44).toISOString(),
      completionTime: at(44).toISOString(),
      paymentStatus: 'PAID',
      paidAmount: 25.3,
    });
    api.setNow(NOW);
  });

  it('a card order keeps its payment status on delivery', async () => {
    const order = await newOrder({
      paymentMethod: 'STRIPE',
      paymentStatus: 'PAID',
      paidAmount: 2530,
      orderStatus: 'PICKED',
      riderId: world.rider.rider.id,
    });
    const delivered = await api.gql<{ deliverOrder: OrderData }>(
      DELIVER,
      { id: order.id },
      { token: world.rider.token },
    );
    expect(delivered.data!.deliverOrder).toMatchObject({
      orderStatus: 'DELIVERED',
      paymentStatus: 'PAID',
      paidAmount: 25.3,
    });
  });
});

describe('pick-up orders', () => {
  it('complete at the preparation time, and are handed over ACCEPTED → DELIVERED', async () => {
    const order = await newOrder({ isPickedUp: true, deliveryLatitude: null, deliveryLongitude: null });
    const accepted = await api.gql<{ acceptOrder: OrderData }>(
      ACCEPT,
      { id: order.id, minutes: 15 },
      { token: world.manager.token },
    );
    expect(accepted.data!.acceptOrder.completionTime).toBe(at(15).toISOString());
    api.setNow(at(16));
    const handed = await api.gql<{ handOverPickupOrder: OrderData }>(
      HAND_OVER,
      { id: order.id },
      { token: world.manager.token },
    );
    api.setNow(NOW);
    expect(handed.data!.handOverPickupOrder).toMatchObject({
      orderStatus: 'DELIVERED',
      pickedAt: at(16).toISOString(),
      deliveredAt: at(16).toISOString(),
      paymentStatus: 'PAID',
      rider: null,
    });
  });
});

describe('decline and cancel', () => {
  it('decline stores the reason, the time and that the restaurant cancelled', async () => {
    const order = await newOrder();
    const declined = await api.gql<{ declineOrder: OrderData }>(
      DECLINE,
      { id: order.id, reason: '  Out of stock ' },
      { token: world.manager.token },
    );
    expect(declined.data!.declineOrder).toMatchObject({
      orderStatus: 'CANCELLED',
      reason: 'Out of stock',
      cancelledAt: NOW.toISOString(),
      cancelledBy: 'RESTAURANT',
    });
  });

  it('the customer cancels while PENDING or ACCEPTED only', async () => {
    for (const status of ['PENDING', 'ACCEPTED'] as const) {
      const order = await newOrder({ orderStatus: status });
      const cancelled = await api.gql<{ cancelOrder: OrderData }>(
        CANCEL,
        { id: order.id },
        { token: world.customer.token },
      );
      expect(cancelled.data!.cancelOrder).toMatchObject({
        orderStatus: 'CANCELLED',
        cancelledAt: NOW.toISOString(),
        cancelledBy: 'CUSTOMER',
      });
    }
    for (const status of ['ASSIGNED', 'PICKED', 'DELIVERED'] as const) {
      const order = await newOrder({ orderStatus: status, riderId: world.rider.rider.id });
      const refused = await api.gql(CANCEL, { id: order.id }, { token: world.customer.token });
      expect(refused.errors?.[0]).toMatchObject({
        message: 'This order can no longer be cancelled.',
        extensions: { code: 'INVALID_TRANSITION' },
      });
    }
  });
});

describe('who may act', () => {
  it('signed out: UNAUTHENTICATED', async () => {
    const order = await newOrder();
    expect(codeOf(await api.gql(ACCEPT, { id: order.id, minutes: 10 }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await api.gql(CANCEL, { id: order.id }))).toBe('UNAUTHENTICATED');
  });

  it('restaurant operations need a manager of this restaurant', async () => {
    const order = await newOrder();
    for (const token of [world.otherManager.token, world.customer.token, world.rider.token]) {
      expect(codeOf(await api.gql(ACCEPT, { id: order.id, minutes: 10 }, { token }))).toBe('FORBIDDEN');
      expect(codeOf(await api.gql(DECLINE, { id: order.id }, { token }))).toBe('FORBIDDEN');
    }
    const [stored] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.orderStatus).toBe('PENDING');
  });

  it('rider operations need a rider, and pick-up/deliver the assigned one', async () => {
    const accepted = await newOrder({ orderStatus: 'ACCEPTED' });
    expect(codeOf(await api.gql(ASSIGN, { id: accepted.id }, { token: world.customer.token }))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await api.gql(ASSIGN, { id: accepted.id }, { token: world.manager.token }))).toBe(
      'FORBIDDEN',
    );
    const assigned = await newOrder({ orderStatus: 'ASSIGNED', riderId: world.rider.rider.id });
    expect(codeOf(await api.gql(PICK_UP, { id: assigned.id }, { token: world.otherRider.token }))).toBe(
      'FORBIDDEN',
    );
    const picked = await newOrder({ orderStatus: 'PICKED', riderId: world.rider.rider.id });
    expect(codeOf(await api.gql(DELIVER, { id: picked.id }, { token: world.otherRider.token }))).toBe(
      'FORBIDDEN',
    );
    const [stored] = await database.db.select().from(orders).where(eq(orders.id, picked.id));
    expect(stored!.orderStatus).toBe('PICKED');
  });

  it("another customer's order is NOT_FOUND, as is a malformed or unknown id", async () => {
    const order = await newOrder();
    for (const id of [order.id, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const result = await api.gql(CANCEL, { id }, { token: world.otherCustomer.token });
      expect(result.errors?.[0]).toMatchObject({
        message: 'Order not found.',
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });

  it('refuses preparation times outside 1..240 minutes', async () => {
    const order = await newOrder();
    for (const minutes of [0, 241, -5]) {
      expect(codeOf(await api.gql(ACCEPT, { id: order.id, minutes }, { token: world.manager.token }))).toBe(
        'BAD_USER_INPUT',
      );
    }
  });

  it('card and PayPal orders reach the restaurant only once paid', async () => {
    for (const paymentMethod of ['STRIPE', 'PAYPAL'] as const) {
      const unpaid = await newOrder({ paymentMethod, paymentStatus: 'PENDING' });
      const refused = await api.gql(ACCEPT, { id: unpaid.id, minutes: 10 }, { token: world.manager.token });
      expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_PAID' } });
      const paid = await newOrder({ paymentMethod, paymentStatus: 'PAID', paidAmount: 2530 });
      const accepted = await api.gql<{ acceptOrder: OrderData }>(
        ACCEPT,
        { id: paid.id, minutes: 10 },
        { token: world.manager.token },
      );
      expect(accepted.data!.acceptOrder.orderStatus).toBe('ACCEPTED');
    }
  });
});

describe('concurrency: exactly one actor wins', () => {
  it('accept and decline at once', async () => {
    for (let round = 0; round < 5; round++) {
      const order = await newOrder();
      const actor = {
        role: 'RESTAURANT' as const,
        userId: world.manager.user.id,
        restaurantId: world.restaurant.id,
      };
      const results = await Promise.allSettled([
        acceptOrder(depsAt(NOW), actor, { orderId: order.id, preparationMinutes: 10 }),
        declineOrder(depsAt(NOW), actor, { orderId: order.id, reason: 'Closing' }),
      ]);
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0]!.reason).toMatchObject({ code: 'INVALID_TRANSITION' });
      const [stored] = await database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(['ACCEPTED', 'CANCELLED']).toContain(stored!.orderStatus);
      // The loser's columns were not written either.
      expect(stored!.orderStatus === 'ACCEPTED' ? stored!.cancelledAt : stored!.acceptedAt).toBeNull();
    }
  });

  it('two riders assigning the same order over HTTP', async () => {
    const order = await newOrder({ orderStatus: 'ACCEPTED' });
    const results = await Promise.all([
      api.gql<{ assignOrder: OrderData }>(ASSIGN, { id: order.id }, { token: world.rider.token }),
      api.gql<{ assignOrder: OrderData }>(ASSIGN, { id: order.id }, { token: world.otherRider.token }),
    ]);
    const winners = results.filter((r) => !r.errors);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => codeOf(r) === 'INVALID_TRANSITION')).toHaveLength(1);
    const [stored] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.riderId).toBe(winners[0]!.data!.assignOrder.rider!._id);
  });

  it('publishes one event per change, after it is stored', async () => {
    const order = await newOrder();
    const deps = depsAt(NOW);
    const events = deps.pubsub.subscribe<OrderChangedEvent>(orderTopics.order(order.id));
    const rider = { role: 'RIDER' as const, userId: world.rider.user.id, riderId: world.rider.rider.id };
    const manager = { role: 'RESTAURANT' as const, userId: null, restaurantId: world.restaurant.id };
    await acceptOrder(deps, manager, { orderId: order.id, preparationMinutes: 10 });
    await assignOrder(deps, rider, { orderId: order.id });
    await expect(events.next()).resolves.toEqual({
      done: false,
      value: { orderId: order.id, userId: world.customer.user.id, kind: 'STATUS' },
    });
    await expect(events.next()).resolves.toEqual({
      done: false,
      value: { orderId: order.id, userId: world.customer.user.id, kind: 'RIDER' },
    });
    await events.return?.();
  });
});

describe('rider location', () => {
  it('a rider stores a position; customers of its active orders read it, others do not', async () => {
    const order = await newOrder({ orderStatus: 'PICKED', riderId: world.rider.rider.id });
    const moved = await api.gql<{ updateRiderLocation: { location: { coordinates: number[] } } }>(
      LOCATION,
      { lat: 33.72, lng: 73.05 },
      { token: world.rider.token },
    );
    expect(moved.data!.updateRiderLocation.location.coordinates).toEqual([73.05, 33.72]);
    const [row] = await database.db.select().from(riders).where(eq(riders.id, world.rider.rider.id));
    expect(row).toMatchObject({ latitude: 33.72, longitude: 73.05, locationUpdatedAt: NOW });

    const seen = await api.gql<{ rider: { location: { coordinates: number[] } | null } }>(
      RIDER,
      { id: world.rider.rider.id },
      { token: world.customer.token },
    );
    expect(seen.data!.rider.location!.coordinates).toEqual([73.05, 33.72]);
    const self = await api.gql<{ rider: { _id: string } }>(
      RIDER,
      { id: world.rider.rider.id },
      { token: world.rider.token },
    );
    expect(self.data!.rider._id).toBe(world.rider.rider.id);
    const stranger = await api.gql(RIDER, { id: world.rider.rider.id }, { token: world.otherCustomer.token });
    expect(stranger.errors?.[0]).toMatchObject({
      message: 'Rider not found.',
      extensions: { code: 'NOT_FOUND' },
    });

    // After the delivery the customer still sees who delivered, but no longer where the rider is.
    await database.db
      .update(orders)
      .set({ orderStatus: 'DELIVERED' })
      .where(eq(orders.userId, world.customer.user.id));
    const after = await api.gql<{ rider: { name: string; location: unknown } }>(
      RIDER,
      { id: world.rider.rider.id },
      { token: world.customer.token },
    );
    expect(after.data!.rider).toEqual({
      _id: world.rider.rider.id,
      name: world.rider.user.name,
      location: null,
    });
    expect(order.id).toBeTruthy();
  });

  it('only riders report positions, and only valid ones', async () => {
    expect(codeOf(await api.gql(LOCATION, { lat: 33.7, lng: 73 }, { token: world.customer.token }))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await api.gql(LOCATION, { lat: 91, lng: 73 }, { token: world.rider.token }))).toBe(
      'BAD_USER_INPUT',
    );
  });
});
