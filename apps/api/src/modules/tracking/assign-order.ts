import { forbidden } from '../../errors.ts';
import { applyTransition, authorizeActor, invalidTransition, loadOrder } from './order-transition.ts';
import type { Actor, TrackingDeps } from './tracking-deps.ts';
import { riderIsUnassigned } from './tracking.repository.ts';

/** Rider: take an ACCEPTED delivery order that has no rider yet (→ ASSIGNED to the caller). */
export async function assignOrder(
  deps: TrackingDeps,
  actor: Actor,
  input: { orderId: string },
): Promise<void> {
  const order = await loadOrder(deps, input.orderId);
  authorizeActor(actor, order, 'ANY_RIDER');
  if (actor.role !== 'RIDER') throw forbidden();
  // A pick-up order never gets a rider: canTransition refuses ACCEPTED → ASSIGNED for it.
  if (order.riderId !== null) throw invalidTransition('assigned');
  await applyTransition(deps, order, {
    path: ['ASSIGNED'],
    verb: 'assigned',
    changes: { riderId: actor.riderId, assignedAt: deps.now },
    // Two riders racing for one order: only the first UPDATE finds it still without a rider.
    extra: riderIsUnassigned(),
    kind: 'RIDER',
  });
}
