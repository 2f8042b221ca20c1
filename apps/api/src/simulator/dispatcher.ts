import { AppError, assertNever, type ErrorCode, type LatLng } from '@food/domain';
import type { Logger } from '../adapters/logger.ts';
import type { PaymentGateways } from '../adapters/payments/payment-gateway.ts';
import type { PubSub } from '../adapters/pubsub/pubsub.ts';
import type { PushSender } from '../adapters/push/push-sender.ts';
import type { Db } from '../db/types.ts';
import { orderTopics, type OrderChangedEvent } from '../modules/orders/order-events.ts';
import { acceptOrder } from '../modules/tracking/accept-order.ts';
import { assignOrder } from '../modules/tracking/assign-order.ts';
import { deliverOrder } from '../modules/tracking/deliver-order.ts';
import { handOverPickupOrder } from '../modules/tracking/hand-over-pickup-order.ts';
import { pickUpOrder } from '../modules/tracking/pick-up-order.ts';
import type { Actor, TrackingDeps } from '../modules/tracking/tracking-deps.ts';
import { updateRiderLocation } from '../modules/tracking/update-rider-location.ts';
import { systemClock, type DispatchClock } from './dispatch-clock.ts';
import {
  claimRider,
  findDispatchOrder,
  findRider,
  listAvailableRiders,
  listDispatchableOrderIds,
  releaseIdleRiders,
  releaseRider,
  type DispatchOrder,
  type DispatchRider,
} from './dispatcher.repository.ts';
import { nearestFirst } from './nearest-riders.ts';
import { createRiderChat, type ChatJob } from './rider-chat.ts';
import { legPoints, MIN_SCAN_INTERVAL_MS, TIMELINE } from './timeline.ts';

// The demo dispatcher (docs/demo-and-orders.md#demo-dispatcher): plays every restaurant and the seeded
// riders. It calls the same lifecycle operations their apps would, so it can lose a race to a human
// (INVALID_TRANSITION) and simply moves on. Its memory is a cache: the database decides each next step, so a
// restart or a lost event costs at most one scan interval.

export type DispatcherOptions = {
  db: Db;
  pubsub: PubSub;
  push: PushSender;
  log: Logger;
  gateways: PaymentGateways;
  /** DISPATCH_SPEED: every wait of the timeline is divided by it. */
  speed: number;
  clock?: DispatchClock;
};

export type Dispatcher = {
  start(): void;
  stop(): Promise<void>;
  /**
   * Resolves once no step (a scan, a timed step and what it does next) is running; the listeners
   * only wait for events. Tests on a manual clock let each step finish before moving time on.
   */
  idle(): Promise<void>;
};

type Job = ChatJob & { timer?: unknown };

// Failures that mean "someone else changed the order first": expected, the order is simply re-read.
const LOST_RACE: ReadonlySet<ErrorCode> = new Set([
  'INVALID_TRANSITION',
  'NOT_FOUND',
  'FORBIDDEN',
  'NOT_PAID',
]);
const MINUTE_MS = 60_000;
const SCAN_LIMIT = 500;
const MAX_WAIT_MS = 60 * MINUTE_MS;

const riderActor = (rider: DispatchRider): Actor => ({
  role: 'RIDER',
  userId: rider.userId,
  riderId: rider.id,
});
const positionOf = (rider: DispatchRider): LatLng | undefined =>
  rider.latitude === null || rider.longitude === null
    ? undefined
    : { latitude: rider.latitude, longitude: rider.longitude };

export function createDispatcher({
  db,
  pubsub,
  push,
  log,
  gateways,
  speed,
  clock = systemClock,
}: DispatcherOptions): Dispatcher {
  const jobs = new Map<string, Job>();
  /** When a PENDING order was first seen: its acceptance is timed from then. */
  const firstSeen = new Map<string, number>();
  /** Steps in progress; `listening`: the inbox and chat loops, which end only with stop(). */
  const running = new Set<Promise<void>>();
  const listening = new Set<Promise<void>>();
  const lifetime = new AbortController();
  const scanEveryMs = Math.max(MIN_SCAN_INTERVAL_MS, TIMELINE.scanEveryMs / speed);
  let scanTimer: unknown;
  let stopped = false;

  const now = () => clock.now().getTime();
  const deps = (): TrackingDeps => ({ db, pubsub, push, log, gateways, now: clock.now() });
  /** The real moment `simulatedMs` after `anchor` on the dispatcher's clock. */
  const after = (anchor: number, simulatedMs: number) => anchor + simulatedMs / speed;
  const chat = createRiderChat({
    db,
    pubsub,
    log,
    clock,
    speed,
    deps,
    track: (work, into) => track(work, into === 'listening' ? listening : running),
    stopped: () => stopped,
  });

  function track(work: Promise<void>, into = running) {
    into.add(work);
    void work.finally(() => into.delete(work));
  }

  function forget(orderId: string) {
    firstSeen.delete(orderId);
    const job = jobs.get(orderId);
    if (!job) return;
    clock.clearTimeout(job.timer);
    job.chat?.abort();
    for (const timer of job.replies) clock.clearTimeout(timer);
    jobs.delete(orderId);
  }

  function report(error: unknown, orderId: string) {
    if (error instanceof AppError && LOST_RACE.has(error.code)) {
      log.debug({ orderId, code: error.code }, 'dispatcher: the order changed under it; moving on');
    } else {
      log.warn({ err: error, orderId }, 'dispatcher: a step failed; retrying on the next scan');
    }
  }

  /** Runs a step of the order; a failure drops the order until the next scan reads it again. */
  async function attempt(orderId: string, step: () => Promise<void>) {
    if (stopped || !jobs.has(orderId)) return;
    try {
      await step();
    } catch (error) {
      report(error, orderId);
      forget(orderId);
    }
  }

  /** The order's one pending step, at real time `when`. */
  function at(orderId: string, when: number, step: () => Promise<void>) {
    const job = jobs.get(orderId);
    if (!job || stopped) return;
    clock.clearTimeout(job.timer);
    // A far step (an order scheduled for tomorrow) is re-planned hourly rather than timed once: timers
    // cannot wait longer than ~24 days, and the order may change meanwhile.
    const wait = Math.max(0, when - now());
    const run = wait > MAX_WAIT_MS ? () => plan(orderId) : step;
    job.timer = clock.setTimeout(
      () => {
        job.timer = undefined;
        track(attempt(orderId, run));
      },
      Math.min(wait, MAX_WAIT_MS),
    );
  }

  function take(orderId: string) {
    if (stopped || jobs.has(orderId)) return;
    jobs.set(orderId, { replies: new Set() });
    track(attempt(orderId, () => plan(orderId)));
  }

  /** Reads the order and schedules what its restaurant or rider does next. */
  async function plan(orderId: string): Promise<void> {
    const order = await findDispatchOrder(db, orderId);
    // Unpaid card/PayPal orders never reached the restaurant: not ours to touch.
    if (!order || (order.paymentMethod !== 'COD' && order.paymentStatus !== 'PAID')) return forget(orderId);
    if (order.orderStatus !== 'PENDING') firstSeen.delete(orderId);
    switch (order.orderStatus) {
      case 'PENDING':
        return planAcceptance(order);
      case 'ACCEPTED':
        return planAfterAcceptance(order);
      case 'ASSIGNED':
      case 'PICKED':
        return planRide(order);
      case 'DELIVERED':
      case 'COMPLETED':
      case 'CANCELLED':
        return forget(orderId);
      default:
        return assertNever(order.orderStatus);
    }
  }

  function restaurantActor(order: DispatchOrder): Actor {
    return { role: 'RESTAURANT', userId: null, restaurantId: order.restaurantId };
  }

  function planAcceptance(order: DispatchOrder) {
    const seen = firstSeen.get(order.id) ?? now();
    firstSeen.set(order.id, seen);
    // A scheduled order waits until its time minus the preparation time.
    const untilScheduled = order.orderDate.getTime() - TIMELINE.preparationMinutes * MINUTE_MS - seen;
    at(order.id, after(seen, Math.max(TIMELINE.acceptAfterMs, untilScheduled)), async () => {
      await acceptOrder(deps(), restaurantActor(order), {
        orderId: order.id,
        preparationMinutes: TIMELINE.preparationMinutes,
      });
      await plan(order.id);
    });
  }

  /** When the food is ready on the dispatcher's clock (the restaurant's own estimate, sped up). */
  function readyAt(order: DispatchOrder): number {
    const acceptedAt = order.acceptedAt?.getTime() ?? now();
    const preparationMs = Math.max(0, (order.preparationTime?.getTime() ?? acceptedAt) - acceptedAt);
    return after(acceptedAt, preparationMs);
  }

  function planAfterAcceptance(order: DispatchOrder) {
    if (order.isPickedUp) {
      return at(order.id, readyAt(order), async () => {
        await handOverPickupOrder(deps(), restaurantActor(order), { orderId: order.id });
        forget(order.id);
      });
    }
    if (order.riderId !== null) return forget(order.id);
    const acceptedAt = order.acceptedAt?.getTime() ?? now();
    const preparationMs = Math.max(0, (order.preparationTime?.getTime() ?? acceptedAt) - acceptedAt);
    const wait = Math.max(TIMELINE.assignAfterMs, TIMELINE.assignMinShareOfPreparation * preparationMs);
    at(order.id, after(acceptedAt, wait), () => assignNearestRider(order));
  }

  async function assignNearestRider(order: DispatchOrder) {
    const restaurant = { latitude: order.restaurantLatitude, longitude: order.restaurantLongitude };
    let rider: DispatchRider | undefined;
    for (const candidate of nearestFirst(await listAvailableRiders(db), restaurant)) {
      if (await claimRider(db, candidate.id)) {
        rider = candidate;
        break;
      }
    }
    // Every rider is out: ask again after a scan interval.
    if (!rider) return at(order.id, now() + scanEveryMs, () => plan(order.id));
    try {
      // Its riders have no app: the rider app's rules (online, within reach) are not theirs.
      await assignOrder(deps(), riderActor(rider), { orderId: order.id, dispatcher: true });
    } catch (error) {
      await releaseRider(db, rider.id);
      throw error;
    }
    listenToChat(order, rider);
    await chat.greet(order, rider);
    await plan(order.id);
  }

  /** ASSIGNED: ride to the restaurant, wait for the food, pick up. PICKED: ride to the customer, deliver. */
  async function planRide(order: DispatchOrder) {
    const rider = order.riderId ? await findRider(db, order.riderId) : undefined;
    if (!rider || (order.orderStatus === 'PICKED' && order.isPickedUp)) return forget(order.id);
    // An online rider is a person with the rider app (docs/rider-app.md): theirs to ride, not ours.
    if (rider.isOnline) return forget(order.id);
    listenToChat(order, rider);
    const actor = riderActor(rider);
    const restaurant = { latitude: order.restaurantLatitude, longitude: order.restaurantLongitude };
    const from = positionOf(rider) ?? restaurant;
    if (order.orderStatus === 'ASSIGNED') {
      return drive(order.id, actor, from, restaurant, async () => {
        at(order.id, readyAt(order), async () => {
          await pickUpOrder(deps(), actor, { orderId: order.id });
          await plan(order.id);
        });
      });
    }
    const customer =
      order.deliveryLatitude === null || order.deliveryLongitude === null
        ? restaurant
        : { latitude: order.deliveryLatitude, longitude: order.deliveryLongitude };
    drive(order.id, actor, from, customer, async () => {
      try {
        await deliverOrder(deps(), actor, { orderId: order.id });
      } finally {
        await releaseRider(db, rider.id);
        forget(order.id);
      }
    });
  }

  /** Reports interpolated positions from `from` to `to`, one per tick, then `arrive`. */
  function drive(orderId: string, actor: Actor, from: LatLng, to: LatLng, arrive: () => Promise<void>) {
    const { points, everyMs } = legPoints(from, to);
    const tick = (index: number) =>
      at(orderId, after(now(), everyMs), async () => {
        await updateRiderLocation(deps(), actor, points[index]!);
        if (index + 1 < points.length) tick(index + 1);
        else await arrive();
      });
    tick(0);
  }

  function listenToChat(order: DispatchOrder, rider: DispatchRider) {
    const job = jobs.get(order.id);
    if (job) chat.listen(job, order, rider);
  }

  async function scan() {
    try {
      for (const id of await listDispatchableOrderIds(db, SCAN_LIMIT)) take(id);
    } catch (error) {
      log.warn({ err: error }, 'dispatcher: scanning for orders failed');
    }
    if (!stopped) scanTimer = clock.setTimeout(() => track(scan()), scanEveryMs);
  }

  return {
    start() {
      if (stopped) return;
      log.info({ speed }, 'demo dispatcher started');
      const inbox = pubsub.subscribe<OrderChangedEvent>(orderTopics.restaurantInbox, {
        signal: lifetime.signal,
      });
      track(
        (async () => {
          for await (const event of inbox) take(event.orderId);
        })(),
        listening,
      );
      track(
        (async () => {
          // Riders a stopped dispatcher left busy although no unfinished order is theirs.
          await releaseIdleRiders(db).catch((error: unknown) =>
            log.warn({ err: error }, 'dispatcher: releasing idle riders failed'),
          );
          await scan();
        })(),
      );
    },
    async stop() {
      stopped = true;
      lifetime.abort();
      clock.clearTimeout(scanTimer);
      for (const orderId of [...jobs.keys()]) forget(orderId);
      // Steps already running finish (their follow-ups are not scheduled any more).
      while (running.size + listening.size > 0) await Promise.allSettled([...running, ...listening]);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
