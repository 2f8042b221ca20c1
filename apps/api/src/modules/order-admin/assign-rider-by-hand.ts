import { AppError } from '@food/domain';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import type { UserRow } from '../auth/auth.repository.ts';
import { recordAudit, userActor } from '../audit/record-audit.ts';
import { orderTopics, type RiderOffersEvent } from '../orders/order-events.ts';
import { announceTransition, invalidTransition, loadOrder } from '../tracking/order-transition.ts';
import type { TrackingDeps } from '../tracking/tracking-deps.ts';
import { riderIsUnassigned, updateOrderFrom } from '../tracking/tracking.repository.ts';
import { isUuid } from '../../lib/ids.ts';
import { notFound } from '../../errors.ts';
import { operatorActor } from './operator-actor.ts';
import { findRiderForAssignment } from './order-admin.repository.ts';

const RIDER_NOT_FOUND = 'This rider does not exist.';

/**
 * adminAssignRider: an ACCEPTED delivery order gets `riderId` as if the rider had taken it (→ ASSIGNED),
 * or an ASSIGNED one changes rider. One guarded UPDATE from the status and rider read (a rider taking
 * it meanwhile, or another operator, wins and this one is INVALID_TRANSITION), with its history row and
 * the audit row in one transaction; then the usual announcements, and riders' apps re-read their lists.
 */
export async function assignRiderByHand(
  deps: TrackingDeps & { requestId: string },
  { user, orderId, riderId }: { user: UserRow; orderId: string; riderId: string },
): Promise<void> {
  const order = await loadOrder(deps, orderId);
  const riderKey = riderId.trim();
  const rider = isUuid(riderKey) ? await findRiderForAssignment(deps.db, riderKey) : undefined;
  if (!rider) throw notFound(RIDER_NOT_FOUND);
  if (rider.suspendedAt) throw new AppError('BAD_USER_INPUT', 'This rider is suspended.');
  const assignable = order.orderStatus === 'ACCEPTED' || order.orderStatus === 'ASSIGNED';
  if (order.isPickedUp || !assignable) throw invalidTransition('assigned');
  if (order.riderId === rider.id) throw new AppError('BAD_USER_INPUT', 'This rider already has this order.');
  const previous = order.riderId;
  const updated = await deps.db.transaction(async (tx) => {
    const changed = await updateOrderFrom(tx, {
      orderId: order.id,
      from: order.orderStatus,
      changes: { orderStatus: 'ASSIGNED', riderId: rider.id, assignedAt: deps.now },
      extra: previous ? eq(orders.riderId, previous) : riderIsUnassigned(),
      event: {
        path: ['ASSIGNED'],
        at: deps.now,
        actorId: user.id,
        actorRole: operatorActor(user).role,
        note: `${previous ? 'Reassigned' : 'Assigned'} by hand to ${rider.name}`,
      },
    });
    if (!changed) return false;
    await recordAudit(tx, {
      actor: userActor(user),
      action: previous ? 'order.reassign-rider' : 'order.assign-rider',
      entityType: 'order',
      entityId: order.id,
      restaurantId: order.restaurantId,
      before: { orderStatus: order.orderStatus, riderId: previous },
      after: { orderStatus: 'ASSIGNED', riderId: rider.id, riderName: rider.name },
      requestId: deps.requestId,
    });
    return true;
  });
  if (!updated) throw invalidTransition('assigned');
  await announceTransition(deps, order, { to: 'ASSIGNED', kind: 'RIDER' });
  // From ASSIGNED no offer list changed, but both riders' apps must re-read their deliveries.
  if (previous) {
    const event: RiderOffersEvent = { orderId: order.id };
    await deps.pubsub.publish(orderTopics.riderOffers, event);
  }
}
