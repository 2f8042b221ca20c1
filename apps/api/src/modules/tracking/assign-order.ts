import { canTransition, AppError, haversineKm, isOrderStatus } from '@food/domain';
import { and } from 'drizzle-orm';
import { forbidden } from '../../errors.ts';
import { applyTransition, authorizeActor, invalidTransition, loadOrder } from './order-transition.ts';
import type { Actor, TrackingDeps } from './tracking-deps.ts';
import { findOfferPlaces, findRiderById, riderIsOnline, riderIsUnassigned } from './tracking.repository.ts';

/** How far from the rider's last position a restaurant's order is still an offer (docs/rider-app.md). */
export const OFFER_RADIUS_KM = 10;

/**
 * Rider: take an ACCEPTED delivery order that has no rider yet (→ ASSIGNED to the caller). A person
 * (the rider app) must be online and within OFFER_RADIUS_KM of the restaurant; the demo dispatcher (`dispatcher: true`) plays riders who have no app and skips those
 * rules, never the race guard.
 */
export async function assignOrder(
  deps: TrackingDeps,
  actor: Actor,
  input: { orderId: string; dispatcher?: boolean },
): Promise<void> {
  const order = await loadOrder(deps, input.orderId);
  authorizeActor(actor, order, 'ANY_RIDER');
  if (actor.role !== 'RIDER') throw forbidden();
  // A pick-up order never gets a rider: canTransition refuses ACCEPTED → ASSIGNED for it.
  if (order.riderId !== null) throw invalidTransition('assigned');
  if (
    !isOrderStatus(order.orderStatus) ||
    !canTransition(order.orderStatus, 'ASSIGNED', order.isPickedUp ? 'PICKUP' : 'DELIVERY')
  )
    throw invalidTransition('assigned');
  if (!input.dispatcher) await assertMayTakeOffer(deps, actor.riderId, order.id);
  await applyTransition(deps, order, {
    path: ['ASSIGNED'],
    verb: 'assigned',
    by: actor,
    changes: { riderId: actor.riderId, assignedAt: deps.now },
    // Two riders racing for one order: only the first UPDATE finds it still without a rider (and, for
    // a person, finds them still online: switching off cannot slip in between).
    extra: input.dispatcher ? riderIsUnassigned() : and(riderIsUnassigned(), riderIsOnline(actor.riderId)),
    kind: 'RIDER',
  });
}

async function assertMayTakeOffer(deps: TrackingDeps, riderId: string, orderId: string) {
  const rider = await findRiderById(deps.db, riderId);
  if (rider?.suspendedAt)
    throw new AppError('FORBIDDEN', 'Your rider account is suspended. Contact the operator to ride again.');
  if (!rider?.isOnline) throw new AppError('RIDER_OFFLINE', 'Go online to take offers.');
  const places = await findOfferPlaces(deps.db, orderId);
  const near =
    rider.latitude !== null &&
    rider.longitude !== null &&
    places !== undefined &&
    haversineKm({ latitude: rider.latitude, longitude: rider.longitude }, places.restaurant) <=
      OFFER_RADIUS_KM;
  if (!near) throw new AppError('TOO_FAR', 'This order is too far from your position.');
  // A rider with a zone takes only its restaurants' orders, as riderOffers lists them.
  if (rider.zoneId !== null && places.zoneId !== rider.zoneId)
    throw new AppError('TOO_FAR', 'This order is outside your zone.');
}
