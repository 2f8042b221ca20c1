import { AppError } from '@food/domain';
import { applyTransition, authorizeActor, isSentToRestaurant, loadOrder } from './order-transition.ts';
import type { Actor, TrackingDeps } from './tracking-deps.ts';

const MINUTE_MS = 60_000;

/** acceptOrder SDL: preparation time in whole minutes from now. */
export const PREPARATION_MINUTES = { min: 1, max: 240 } as const;

/**
 * Restaurant: PENDING → ACCEPTED. preparationTime = now + the minutes; completionTime is when the
 * customer can expect the food: ready time plus the restaurant's delivery time (pick-up: ready time).
 */
export async function acceptOrder(
  deps: TrackingDeps,
  actor: Actor,
  input: { orderId: string; preparationMinutes: number },
): Promise<void> {
  const { preparationMinutes } = input;
  if (
    !Number.isInteger(preparationMinutes) ||
    preparationMinutes < PREPARATION_MINUTES.min ||
    preparationMinutes > PREPARATION_MINUTES.max
  ) {
    throw new AppError(
      'BAD_USER_INPUT',
      `Preparation time must be ${PREPARATION_MINUTES.min} to ${PREPARATION_MINUTES.max} minutes.`,
    );
  }
  const order = await loadOrder(deps, input.orderId);
  authorizeActor(actor, order, 'RESTAURANT');
  if (!isSentToRestaurant(order)) throw new AppError('NOT_PAID', 'This order has not been paid yet.');
  const preparationTime = new Date(deps.now.getTime() + preparationMinutes * MINUTE_MS);
  const deliveryMinutes = order.isPickedUp ? 0 : order.deliveryTime;
  await applyTransition(deps, order, {
    path: ['ACCEPTED'],
    verb: 'accepted',
    by: actor,
    changes: {
      acceptedAt: deps.now,
      preparationTime,
      completionTime: new Date(preparationTime.getTime() + deliveryMinutes * MINUTE_MS),
    },
  });
}
