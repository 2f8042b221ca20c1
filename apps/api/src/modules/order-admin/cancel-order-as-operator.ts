import { AppError } from '@food/domain';
import type { UserRow } from '../auth/auth.repository.ts';
import { recordAudit, userActor } from '../audit/record-audit.ts';
import { MAX_REASON_LENGTH } from '../tracking/decline-order.ts';
import { applyTransition, loadOrder } from '../tracking/order-transition.ts';
import type { TrackingDeps } from '../tracking/tracking-deps.ts';
import { operatorActor } from './operator-actor.ts';

/**
 * adminCancelOrder: the lifecycle's own cancel (same guarded UPDATE, same rule: only PENDING and
 * ACCEPTED orders), with cancelledBy OPERATOR and the reason the customer sees, the audit row in the
 * same transaction. A paid order is refunded after the commit by the cancel path itself, whose claim
 * lets exactly one caller refund it; a second cancel is INVALID_TRANSITION and refunds nothing.
 */
export async function cancelOrderAsOperator(
  deps: TrackingDeps & { requestId: string },
  { user, orderId, reason }: { user: UserRow; orderId: string; reason: string },
): Promise<void> {
  const text = reason.trim();
  if (!text) throw new AppError('BAD_USER_INPUT', 'Give the reason the customer will see.');
  if (text.length > MAX_REASON_LENGTH) {
    throw new AppError('BAD_USER_INPUT', `Reason must be at most ${MAX_REASON_LENGTH} characters.`);
  }
  const order = await loadOrder(deps, orderId);
  await applyTransition(deps, order, {
    path: ['CANCELLED'],
    verb: 'cancelled',
    changes: { cancelledAt: deps.now, cancelledBy: 'OPERATOR', reason: text },
    by: operatorActor(user),
    note: text,
    within: (tx) =>
      recordAudit(tx, {
        actor: userActor(user),
        action: 'order.cancel',
        entityType: 'order',
        entityId: order.id,
        restaurantId: order.restaurantId,
        before: { orderStatus: order.orderStatus },
        after: { orderStatus: 'CANCELLED', cancelledBy: 'OPERATOR', reason: text },
        requestId: deps.requestId,
      }),
  });
}
