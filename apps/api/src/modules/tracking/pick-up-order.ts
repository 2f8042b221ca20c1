import { applyTransition, authorizeActor, loadOrder } from './order-transition.ts';
import type { Actor, TrackingDeps } from './tracking-deps.ts';

/** Assigned rider: collected at the restaurant (ASSIGNED → PICKED). */
export async function pickUpOrder(
  deps: TrackingDeps,
  actor: Actor,
  input: { orderId: string },
): Promise<void> {
  const order = await loadOrder(deps, input.orderId);
  authorizeActor(actor, order, 'ASSIGNED_RIDER');
  await applyTransition(deps, order, {
    path: ['PICKED'],
    verb: 'picked up',
    by: actor,
    changes: { pickedAt: deps.now },
  });
}
