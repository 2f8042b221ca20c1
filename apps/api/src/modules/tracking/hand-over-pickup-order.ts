import { recordOrderDelivered } from '../ledger/record-ledger-events.ts';
import { applyTransition, authorizeActor, cashCollected, loadOrder } from './order-transition.ts';
import type { Actor, TrackingDeps } from './tracking-deps.ts';

/**
 * Restaurant: the customer collected a pick-up order. No rider is involved, so it goes ACCEPTED →
 * PICKED → DELIVERED in one step (both steps checked; a delivery order may not go ACCEPTED → PICKED);
 * cash is paid at the counter.
 */
export async function handOverPickupOrder(
  deps: TrackingDeps,
  actor: Actor,
  input: { orderId: string },
): Promise<void> {
  const order = await loadOrder(deps, input.orderId);
  authorizeActor(actor, order, 'RESTAURANT');
  await applyTransition(deps, order, {
    path: ['PICKED', 'DELIVERED'],
    verb: 'handed over',
    by: actor,
    changes: { pickedAt: deps.now, deliveredAt: deps.now, completionTime: deps.now, ...cashCollected(order) },
    // Cash taken and the order's money split, in the delivery's own transaction (docs/money.md).
    within: (tx) => recordOrderDelivered(tx, { orderId: order.id, now: deps.now }),
  });
}
