import { AppError } from '@food/domain';
import { reviews } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { publishOrderChanged } from '../orders/order-events.ts';
import { authorizeActor, loadOrder } from './order-transition.ts';
import type { Actor, TrackingDeps } from './tracking-deps.ts';

export const RATING = { min: 1, max: 5 } as const;
export const MAX_REVIEW_DESCRIPTION = 500;
const REVIEWABLE = ['DELIVERED', 'COMPLETED'];

/**
 * Customer: rate a delivered order once (docs/product/order-states.md#what-the-customer-sees:
 * a DELIVERED or COMPLETED order without a review). The unique index on reviews.order_id makes a double
 * submit create one review. The restaurant's rating and review count are computed from the reviews table.
 */
export async function reviewOrder(
  deps: TrackingDeps,
  actor: Actor,
  input: { orderId: string; rating: number; description?: string | null },
): Promise<void> {
  const { rating } = input;
  if (!Number.isInteger(rating) || rating < RATING.min || rating > RATING.max) {
    throw new AppError(
      'BAD_USER_INPUT',
      `Rating must be a whole number from ${RATING.min} to ${RATING.max}.`,
    );
  }
  const description = input.description?.trim() ?? '';
  if (description.length > MAX_REVIEW_DESCRIPTION) {
    throw new AppError('BAD_USER_INPUT', `Description must be at most ${MAX_REVIEW_DESCRIPTION} characters.`);
  }
  const order = await loadOrder(deps, input.orderId);
  authorizeActor(actor, order, 'CUSTOMER');
  if (!REVIEWABLE.includes(order.orderStatus)) {
    throw new AppError('INVALID_TRANSITION', 'This order can be reviewed once it is delivered.');
  }
  try {
    await deps.db.insert(reviews).values({
      orderId: order.id,
      restaurantId: order.restaurantId,
      userId: order.userId,
      rating,
      description,
      createdAt: deps.now,
    });
  } catch (error) {
    if (isUniqueViolation(error, 'reviews_order_idx')) {
      throw new AppError('ALREADY_REVIEWED', 'This order has already been reviewed.');
    }
    throw error;
  }
  await deps.catalog?.changed({ restaurantIds: [order.restaurantId] });
  await publishOrderChanged(deps.pubsub, { orderId: order.id, userId: order.userId, kind: 'REVIEWED' });
}
