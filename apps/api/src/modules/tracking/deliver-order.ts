import { recordOrderDelivered } from '../ledger/record-ledger-events.ts';
import { applyTransition, authorizeActor, cashCollected, loadOrder } from './order-transition.ts';
import type { Actor, TrackingDeps } from './tracking-deps.ts';

/** Assigned rider: handed to the customer (PICKED → DELIVERED); cash on delivery is now paid. */
export async function deliverOrder(
  deps: TrackingDeps,
  actor: Actor,
  input: { orderId: string },
): Promise<void> {
  const order = await loadOrder(deps, input.orderId);
  authorizeActor(actor, order, 'ASSIGNED_RIDER');
  await applyTransition(deps, order, {
    path: ['DELIVERED'],
    verb: 'delivered',
    by: actor,
    changes: { deliveredAt: deps.now, completionTime: deps.now, ...cashCollected(order) },
    // Cash taken and the order's money split, in the delivery's own transaction (docs/money.md).
    within: (tx) => recordOrderDelivered(tx, { orderId: order.id, now: deps.now }),
  });
}
