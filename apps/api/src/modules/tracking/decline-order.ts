import { AppError } from '@food/domain';
import { applyTransition, authorizeActor, isSentToRestaurant, loadOrder } from './order-transition.ts';
import type { Actor, TrackingDeps } from './tracking-deps.ts';

export const MAX_REASON_LENGTH = 500;
const DEFAULT_REASON = 'Declined by the restaurant';

/** Restaurant: PENDING or ACCEPTED → CANCELLED, with the reason the customer sees. */
export async function declineOrder(
  deps: TrackingDeps,
  actor: Actor,
  input: { orderId: string; reason?: string | null },
): Promise<void> {
  const reason = input.reason?.trim() || DEFAULT_REASON;
  if (reason.length > MAX_REASON_LENGTH) {
    throw new AppError('BAD_USER_INPUT', `Reason must be at most ${MAX_REASON_LENGTH} characters.`);
  }
  const order = await loadOrder(deps, input.orderId);
  authorizeActor(actor, order, 'RESTAURANT');
  if (!isSentToRestaurant(order)) throw new AppError('NOT_PAID', 'This order has not been paid yet.');
  await applyTransition(deps, order, {
    path: ['CANCELLED'],
    verb: 'declined',
    by: actor,
    note: reason,
    changes: { cancelledAt: deps.now, cancelledBy: 'RESTAURANT', reason },
  });
}
