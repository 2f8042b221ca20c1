import { applyTransition, authorizeActor, loadOrder } from './order-transition.ts';
import type { Actor, TrackingDeps } from './tracking-deps.ts';

const CUSTOMER_REASON = 'Cancelled by the customer';

/**
 * Customer: cancel their own order while it is cancellable (PENDING, ACCEPTED — the terms allow it
 * only before the vendor moves on; canTransition encodes that).
 */
export async function cancelOrder(
  deps: TrackingDeps,
  actor: Actor,
  input: { orderId: string },
): Promise<void> {
  const order = await loadOrder(deps, input.orderId);
  authorizeActor(actor, order, 'CUSTOMER');
  await applyTransition(deps, order, {
    path: ['CANCELLED'],
    verb: 'cancelled',
    by: actor,
    note: CUSTOMER_REASON,
    changes: { cancelledAt: deps.now, cancelledBy: 'CUSTOMER', reason: CUSTOMER_REASON },
  });
}
