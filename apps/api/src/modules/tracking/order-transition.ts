import {
  AppError,
  canTransition,
  ERROR_MESSAGES,
  hasBeenPaid,
  isOrderStatus,
  type OrderEventActorRole,
  type OrderStatus,
} from '@food/domain';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/types.ts';
import { forbidden, notFound } from '../../errors.ts';
import { isUuid } from '../../lib/ids.ts';
import {
  orderTopics,
  publishOrderChanged,
  type OrderChangeKind,
  type RiderOffersEvent,
} from '../orders/order-events.ts';
import { refundCancelledOrder } from '../payments/refund-payment.ts';
import { notifyOrderCustomer } from '../orders/notify-order-customer.ts';
import type { Actor, TrackingDeps } from './tracking-deps.ts';
import {
  findTrackedOrder,
  updateOrderFrom,
  type OrderChanges,
  type TrackedOrder,
} from './tracking.repository.ts';

// The shared steps of every lifecycle operation (docs/product/order-states.md#transitions): find the order,
// check who acts, check the transition with packages/domain, apply it with a guarded UPDATE, announce it.

export type LoadedOrder = NonNullable<TrackedOrder>;

export const ORDER_NOT_FOUND = ERROR_MESSAGES.orderNotFound;

export const invalidTransition = (verb: string) =>
  new AppError('INVALID_TRANSITION', `This order can no longer be ${verb}.`);

/** The order, or NOT_FOUND for a malformed or unknown id (never a database error). */
export async function loadOrder(deps: Pick<TrackingDeps, 'db'>, orderId: string): Promise<LoadedOrder> {
  const id = orderId.trim();
  const order = isUuid(id) ? await findTrackedOrder(deps.db, id) : undefined;
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/**
 * Who may act on the order. A customer probing someone else's order gets NOT_FOUND (saying FORBIDDEN
 * would reveal that it exists); a restaurant or rider that is not this order's gets FORBIDDEN, as does
 * any actor of the wrong role.
 */
export function authorizeActor(
  actor: Actor,
  order: LoadedOrder,
  allowed: 'CUSTOMER' | 'RESTAURANT' | 'ASSIGNED_RIDER' | 'ANY_RIDER',
): void {
  if (actor.role === 'CUSTOMER' && allowed === 'CUSTOMER') {
    if (actor.userId !== order.userId) throw notFound(ORDER_NOT_FOUND);
    return;
  }
  if (actor.role === 'RESTAURANT' && allowed === 'RESTAURANT') {
    if (actor.restaurantId !== order.restaurantId) throw forbidden();
    return;
  }
  if (actor.role === 'RIDER' && allowed === 'ANY_RIDER') return;
  if (actor.role === 'RIDER' && allowed === 'ASSIGNED_RIDER') {
    if (order.riderId !== actor.riderId) throw forbidden();
    return;
  }
  throw forbidden();
}

/**
 * A card or PayPal order reaches the restaurant only once paid (orders SDL placeOrder); one refunded
 * since was cancelled, so acting on it is an INVALID_TRANSITION rather than "not paid".
 */
export function isSentToRestaurant(order: LoadedOrder): boolean {
  return order.paymentMethod === 'COD' || hasBeenPaid(order.paymentStatus);
}

/** Cash is collected at the door: a delivered COD order is paid in full. */
export function cashCollected(order: LoadedOrder): OrderChanges {
  return order.paymentMethod === 'COD' ? { paymentStatus: 'PAID', paidAmount: order.orderAmount } : {};
}

/** Who a history row names: any lifecycle Actor fits, and operator staff too. */
export type TransitionActor = { role: OrderEventActorRole; userId: string | null };

/**
 * Moves the order along `path` (each step checked with canTransition for its kind) in one guarded
 * UPDATE from its current status, which also writes the order's history row (`by`, `note`), then
 * publishes the change and notifies the customer. Loser of a race, or an illegal step:
 * INVALID_TRANSITION "This order can no longer be <verb>.". With `within`, the UPDATE and `within(tx)`
 * (an operator's audit row) share one transaction, and the announcements follow its commit.
 */
export async function applyTransition(
  deps: TrackingDeps,
  order: LoadedOrder,
  {
    path,
    verb,
    changes,
    extra,
    kind = 'STATUS',
    by,
    note,
    within,
  }: {
    path: OrderStatus[];
    verb: string;
    changes: OrderChanges;
    extra?: SQL;
    kind?: OrderChangeKind;
    by: TransitionActor;
    note?: string | null;
    within?: (tx: Db) => Promise<void>;
  },
): Promise<void> {
  const fulfilment = order.isPickedUp ? 'PICKUP' : 'DELIVERY';
  let from = order.orderStatus;
  for (const to of path) {
    if (!isOrderStatus(from) || !canTransition(from, to, fulfilment)) throw invalidTransition(verb);
    from = to;
  }
  const to = path[path.length - 1]!;
  const update = (db: Db) =>
    updateOrderFrom(db, {
      orderId: order.id,
      from: order.orderStatus,
      changes: { ...changes, orderStatus: to },
      extra,
      event: { path, at: deps.now, actorId: by.userId, actorRole: by.role, note },
    });
  const updated = within
    ? await deps.db.transaction(async (tx) => {
        if (!(await update(tx))) return false;
        await within(tx);
        return true;
      })
    : await update(deps.db);
  if (!updated) throw invalidTransition(verb);
  await announceTransition(deps, order, { to, kind });
}

/**
 * After a committed change: tells the order's subscribers and the restaurant's board, riders' offer
 * lists when a delivery order enters or leaves ACCEPTED (docs/rider-app.md), the customer's devices,
 * and refunds a paid order that became CANCELLED.
 */
export async function announceTransition(
  deps: TrackingDeps,
  order: LoadedOrder,
  { to, kind = 'STATUS' }: { to: OrderStatus; kind?: OrderChangeKind },
): Promise<void> {
  await publishOrderChanged(
    deps.pubsub,
    { orderId: order.id, userId: order.userId, kind },
    { restaurantId: order.restaurantId },
  );
  if (!order.isPickedUp && (order.orderStatus === 'ACCEPTED' || to === 'ACCEPTED')) {
    const event: RiderOffersEvent = { orderId: order.id };
    await deps.pubsub.publish(orderTopics.riderOffers, event);
  }
  await notifyOrderCustomer(deps, {
    userId: order.userId,
    id: order.id,
    orderId: order.orderId,
    title: `Order status: ${to}`,
  });
  if (to === 'CANCELLED') await refundIfPaid(deps, order.id);
}

/**
 * Every way into CANCELLED passes here, so a paid order is always refunded (docs/payments.md
 * "Refunds"). The cancel has happened either way: a refund that cannot finish now stays pending
 * (visible on the order) and the refund sweep retries it, so it is logged, never thrown.
 */
async function refundIfPaid(deps: TrackingDeps, orderId: string) {
  try {
    await refundCancelledOrder(deps, orderId);
  } catch (error) {
    deps.log.error({ err: error, orderId }, 'refund after cancellation failed; the refund sweep retries it');
  }
}
