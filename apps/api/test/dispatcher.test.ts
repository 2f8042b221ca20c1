import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInProcessPubSub } from '../src/adapters/pubsub/in-process-pubsub.ts';
import type { PubSub } from '../src/adapters/pubsub/pubsub.ts';
import { silentLogger } from '../src/adapters/logger.ts';
import * as t from '../src/db/schema/index.ts';
import { sendChatMessage } from '../src/modules/chat/send-chat-message.ts';
import {
  orderTopics,
  publishOrderChanged,
  type RiderLocationEvent,
} from '../src/modules/orders/order-events.ts';
import { declineOrder } from '../src/modules/tracking/decline-order.ts';
import { buildServer } from '../src/server.ts';
import { createDispatcher, type Dispatcher } from '../src/simulator/dispatcher.ts';
import { TIMELINE } from '../src/simulator/timeline.ts';
import {
  createCustomer,
  createOrder,
  createRestaurantUser,
  createRider,
} from './helpers/tracking-factories.ts';
import { createConfiguration, createRestaurant, ORIGIN } from './helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';
import { testConfig } from './helpers/test-server.ts';
import { manualClock } from './helpers/manual-clock.ts';
import { demoGateways } from './helpers/payment-fakes.ts';

// The demo dispatcher (docs/demo-and-orders.md#demo-dispatcher) on a fast clock: it must move orders through
// the same lifecycle operations a restaurant and a rider would call, and leave alone what is not its
// business.

const DELIVERY_POINT = { latitude: 33.712, longitude: 73.015 };
const noPush = { send: async () => {} };
/** What a restaurant's or rider's own app would call the operations with, now. */
const operationDeps = () => ({
  db: database.db,
  pubsub,
  push: noPush,
  log: silentLogger,
  gateways: demoGateways(database.db),
  now: new Date(),
});

let database: TestDatabase;
let pubsub: PubSub;
let app: FastifyInstance | undefined;
let manual: Dispatcher | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.truncate();
  pubsub = createInProcessPubSub();
});
afterEach(async () => {
  await app?.close();
  app = undefined;
  await manual?.stop();
  manual = undefined;
  await pubsub.close();
});

async function startServer(speed: number) {
  app = await buildServer({
    config: testConfig({ dispatcher: true, dispatchSpeed: speed }),
    db: database.db,
    pubsub,
    logger: false,
  });
  await app.ready();
}

async function world() {
  const { db } = database;
  await createConfiguration(db);
  const restaurant = await createRestaurant(db, { name: 'Karahi House', deliveryTime: 30 });
  const customer = await createCustomer(db, { name: 'Ayesha Khan' });
  // The near rider is 0.5 km from the restaurant, the far one 3 km: the dispatcher takes the nearest.
  // Both are offline in the rider app: the dispatcher drives only riders nobody is driving by hand
  // (docs/rider-app.md).
  const near = await createRider(db, {
    isOnline: false,
    name: 'Imran Shah',
    latitude: ORIGIN.latitude + 0.0045,
    longitude: ORIGIN.longitude,
  });
  const far = await createRider(db, {
    isOnline: false,
    name: 'Waqas Khan',
    latitude: ORIGIN.latitude + 0.027,
    longitude: ORIGIN.longitude,
  });
  return { restaurant, customer, near, far };
}

async function readOrder(id: string) {
  const [row] = await database.db.select().from(t.orders).where(eq(t.orders.id, id));
  return row!;
}

/** Polls `read` until `done` holds (vi.waitFor, at most `timeoutMs`); the last value read is returned. */
function waitFor<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000) {
  return vi.waitFor(
    async () => {
      const value = await read();
      if (!done(value)) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(value)}`);
      return value;
    },
    { timeout: timeoutMs, interval: 20 },
  );
}

/** From acceptance to a rider's assignment, at speed 1 with the timeline's preparation time. */
const ASSIGN_AFTER_MS = Math.max(
  TIMELINE.assignAfterMs,
  TIMELINE.assignMinShareOfPreparation * TIMELINE.preparationMinutes * 60_000,
);

/**
 * The dispatcher at speed 1 on a manual clock, started: `advance(ms)` moves its time on, running each
 * step that falls due and letting it finish, so waits of minutes take no real time.
 */
function startOnManualClock() {
  const time = manualClock();
  const dispatcher = createDispatcher({
    db: database.db,
    pubsub,
    push: noPush,
    log: silentLogger,
    gateways: demoGateways(database.db),
    speed: 1,
    clock: time.clock,
  });
  manual = dispatcher;
  dispatcher.start();
  return { time, dispatcher, advance: (ms: number) => time.advance(ms, dispatcher.idle) };
}

/** Every status the order passes through, as its subscribers see it. */
function watchStatuses(orderId: string): string[] {
  const seen: string[] = ['PENDING'];
  void (async () => {
    for await (const _event of pubsub.subscribe(orderTopics.order(orderId))) {
      const { orderStatus } = await readOrder(orderId);
      if (seen.at(-1) !== orderStatus) seen.push(orderStatus);
    }
  })();
  return seen;
}

function collect<T>(topic: string): T[] {
  const events: T[] = [];
  void (async () => {
    for await (const event of pubsub.subscribe<T>(topic)) events.push(event);
  })();
  return events;
}

const chatOf = (orderId: string) =>
  database.db
    .select({ senderId: t.chatMessages.senderId, message: t.chatMessages.message })
    .from(t.chatMessages)
    .where(eq(t.chatMessages.orderId, orderId))
    .orderBy(t.chatMessages.createdAt, t.chatMessages.id);

describe('demo dispatcher', () => {
  it('takes a cash delivery order from PENDING to DELIVERED with the nearest rider, a drive and a chat', async () => {
    const { restaurant, customer, near, far } = await world();
    const unpaidCard = await createOrder(database.db, {
      userId: customer.user.id,
      restaurantId: restaurant.id,
      paymentMethod: 'STRIPE',
      paymentStatus: 'PENDING',
    });
    await startServer(1000);
    const order = await createOrder(database.db, {
      userId: customer.user.id,
      restaurantId: restaurant.id,
      deliveryLatitude: DELIVERY_POINT.latitude,
      deliveryLongitude: DELIVERY_POINT.longitude,
      orderDate: new Date(),
    });
    const statuses = watchStatuses(order.id);
    const positions = collect<RiderLocationEvent>(orderTopics.riderLocation(near.rider.id));
    const farPositions = collect<RiderLocationEvent>(orderTopics.riderLocation(far.rider.id));
    // The customer answers the rider's greeting once; the rider must reply exactly once.
    void (async () => {
      for await (const event of pubsub.subscribe<{ messageId: string }>(orderTopics.chat(order.id))) {
        const [first] = await chatOf(order.id);
        if (first && first.senderId === near.user.id && (await chatOf(order.id)).length === 1) {
          await sendChatMessage(
            operationDeps(),
            { userId: customer.user.id, name: customer.user.name },
            { orderId: order.id, message: 'Please ring twice.' },
          );
        }
        void event;
      }
    })();
    // What placeOrder announces for a cash order.
    await publishOrderChanged(
      pubsub,
      { orderId: order.id, userId: customer.user.id, kind: 'PLACED' },
      { toRestaurant: true },
    );

    const delivered = await waitFor(
      'delivery',
      () => readOrder(order.id),
      (o) => o.orderStatus === 'DELIVERED',
    );
    // The watcher reads the order after each event on its own schedule: wait until it has read the last.
    await waitFor(
      'the status watcher',
      async () => statuses,
      (seen) => seen.at(-1) === 'DELIVERED',
    );
    expect(statuses).toEqual(['PENDING', 'ACCEPTED', 'ASSIGNED', 'PICKED', 'DELIVERED']);
    expect(delivered.riderId).toBe(near.rider.id);
    expect(delivered.paymentStatus).toBe('PAID'); // cash collected at the door
    // The timeline's preparation is announced on the real clock.
    const preparationMs = TIMELINE.preparationMinutes * 60_000;
    expect(delivered.preparationTime!.getTime() - delivered.acceptedAt!.getTime()).toBe(preparationMs);
    expect(delivered.acceptedAt! < delivered.assignedAt! && delivered.assignedAt! < delivered.pickedAt!).toBe(
      true,
    );
    expect(delivered.pickedAt! < delivered.deliveredAt!).toBe(true);

    // The drive: near rider → restaurant, then restaurant → the delivery point, in small steps.
    expect(farPositions).toEqual([]);
    const points = positions.map(({ latitude, longitude }) => ({ latitude, longitude }));
    expect(points.length).toBeGreaterThanOrEqual(40);
    const atRestaurant = points.findIndex(
      (p) => p.latitude === restaurant.latitude && p.longitude === restaurant.longitude,
    );
    expect(atRestaurant).toBeGreaterThan(0);
    expect(points.at(-1)).toEqual(DELIVERY_POINT);
    // Each step moves a little: no jump from the restaurant straight to the customer.
    const last = points.length - 1;
    expect(Math.abs(points[last - 1]!.latitude - DELIVERY_POINT.latitude)).toBeLessThan(0.002);
    expect(points[atRestaurant + 1]!.latitude).not.toBe(DELIVERY_POINT.latitude);

    const chat = await waitFor(
      'the rider reply',
      () => chatOf(order.id),
      (rows) => rows.length >= 3,
    );
    expect(chat).toEqual([
      { senderId: near.user.id, message: "Hi Ayesha, I'm Imran. I'll bring your order from Karahi House." },
      { senderId: customer.user.id, message: 'Please ring twice.' },
      { senderId: near.user.id, message: expect.stringMatching(/^Thanks! /) },
    ]);

    // The rider is free again; the far rider was never taken; the unpaid card order is untouched.
    // The dispatcher frees the rider just after it writes DELIVERED: wait for that write.
    const riders = await waitFor(
      'the rider released',
      () => database.db.select().from(t.riders),
      (rows) => rows.every((rider) => rider.isAvailable),
    );
    expect(riders).toHaveLength(2);
    expect(await readOrder(unpaidCard.id)).toMatchObject({
      orderStatus: 'PENDING',
      acceptedAt: null,
      riderId: null,
    });
  });

  it('hands a pick-up order over when it is ready, without a rider (found by the scan)', async () => {
    const { restaurant, customer } = await world();
    const order = await createOrder(database.db, {
      userId: customer.user.id,
      restaurantId: restaurant.id,
      isPickedUp: true,
      orderDate: new Date(),
    });
    await startServer(1000);
    const delivered = await waitFor(
      'hand-over',
      () => readOrder(order.id),
      (o) => o.orderStatus === 'DELIVERED',
    );
    expect(delivered.riderId).toBeNull();
    expect(delivered.pickedAt).not.toBeNull();
    // Handed over once the (sped-up) preparation time has passed (at speed 1000: a thousandth of it).
    const preparedAfterMs = (TIMELINE.preparationMinutes * 60_000) / 1000;
    expect(delivered.deliveredAt!.getTime() - delivered.acceptedAt!.getTime()).toBeGreaterThanOrEqual(
      preparedAfterMs - 10,
    );
    expect(await chatOf(order.id)).toEqual([]);
  });

  it('leaves an order alone that a restaurant user declined before a rider was assigned', async () => {
    const { restaurant, customer } = await world();
    const manager = await createRestaurantUser(database.db, restaurant.id);
    const order = await createOrder(database.db, { userId: customer.user.id, restaurantId: restaurant.id });
    const { advance } = startOnManualClock();
    // Found by the first scan, accepted acceptAfterMs later.
    await advance(TIMELINE.acceptAfterMs);
    expect((await readOrder(order.id)).orderStatus).toBe('ACCEPTED');
    await declineOrder(
      operationDeps(),
      { role: 'RESTAURANT', userId: manager.user.id, restaurantId: restaurant.id },
      { orderId: order.id, reason: 'Out of naan' },
    );
    // Past the moment a rider would have been assigned, and many scans later.
    await advance(ASSIGN_AFTER_MS + 10 * TIMELINE.scanEveryMs);
    expect(await readOrder(order.id)).toMatchObject({
      orderStatus: 'CANCELLED',
      reason: 'Out of naan',
      riderId: null,
    });
    expect((await database.db.select().from(t.riders)).every((rider) => rider.isAvailable)).toBe(true);
    expect(await chatOf(order.id)).toEqual([]);
  });

  it('waits with a scheduled order until its time minus the preparation time', async () => {
    const { restaurant, customer } = await world();
    const { time, advance } = startOnManualClock();
    const started = time.now();
    // Due in the preparation time + 80 s: accepted 80 s after it is first seen (at the start).
    const order = await createOrder(database.db, {
      userId: customer.user.id,
      restaurantId: restaurant.id,
      isPickedUp: true,
      orderDate: new Date(started + TIMELINE.preparationMinutes * 60_000 + 80_000),
    });
    await advance(80_000 - 1);
    expect((await readOrder(order.id)).orderStatus).toBe('PENDING');
    await advance(1);
    const accepted = await readOrder(order.id);
    expect(accepted.orderStatus).toBe('ACCEPTED');
    expect(accepted.acceptedAt!.getTime()).toBe(started + 80_000);
  });

  it('stops with no timer left and changes nothing afterwards', async () => {
    const { restaurant, customer } = await world();
    const order = await createOrder(database.db, { userId: customer.user.id, restaurantId: restaurant.id });
    const { time, dispatcher, advance } = startOnManualClock();
    await advance(TIMELINE.acceptAfterMs + ASSIGN_AFTER_MS);
    expect((await readOrder(order.id)).orderStatus).toBe('ASSIGNED');
    // Stop in the middle of the ride to the restaurant (a few positions reported).
    await advance(3 * TIMELINE.locationEveryMs);
    expect((await readOrder(order.id)).orderStatus).toBe('ASSIGNED');
    await dispatcher.stop();
    expect(time.pending()).toBe(0);
    const stoppedAt = await readOrder(order.id);
    // An order announced after the stop is not taken; an hour later nothing has moved.
    const later = await createOrder(database.db, { userId: customer.user.id, restaurantId: restaurant.id });
    await publishOrderChanged(
      pubsub,
      { orderId: later.id, userId: customer.user.id, kind: 'PLACED' },
      { toRestaurant: true },
    );
    await advance(60 * 60_000);
    expect(time.pending()).toBe(0);
    expect(await readOrder(order.id)).toEqual(stoppedAt);
    expect((await readOrder(later.id)).orderStatus).toBe('PENDING');
  });
});
