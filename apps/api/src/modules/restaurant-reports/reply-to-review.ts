import type { Db } from '../../db/types.ts';
import { badUserInput, forbidden, notFound } from '../../errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { recordAudit, userActor } from '../audit/record-audit.ts';
import type { UserRow } from '../auth/auth.repository.ts';
import { findReviewRestaurant, findReviewWithUser, setReviewReply } from './reports.repository.ts';

export const MAX_REPLY_LENGTH = 500;
const ALREADY_REPLIED = 'This review already has a reply; a reply cannot be changed.';

/**
 * replyToReview: the restaurant's one public answer, shown to customers under the review. Once only:
 * the update only matches a review without a reply, so two replies at once leave exactly one.
 */
export async function replyToReview(
  deps: { db: Db; now: Date; requestId: string },
  {
    user,
    restaurantIds,
    reviewId,
    text,
  }: { user: UserRow; restaurantIds: string[]; reviewId: string; text: string },
) {
  const reply = text.trim();
  if (!reply) throw badUserInput('Write a reply first.');
  if (reply.length > MAX_REPLY_LENGTH)
    throw badUserInput(`A reply is at most ${MAX_REPLY_LENGTH} characters.`);
  const found = isUuid(reviewId) ? await findReviewRestaurant(deps.db, reviewId) : undefined;
  if (!found) throw notFound('Review not found.');
  if (!restaurantIds.includes(found.restaurantId)) throw forbidden();
  if (found.reply !== null) throw badUserInput(ALREADY_REPLIED);
  await deps.db.transaction(async (tx) => {
    if (!(await setReviewReply(tx, { reviewId, text: reply, userId: user.id, now: deps.now })))
      throw badUserInput(ALREADY_REPLIED);
    await recordAudit(tx, {
      actor: userActor(user),
      action: 'review.reply',
      entityType: 'review',
      entityId: reviewId,
      restaurantId: found.restaurantId,
      after: { reply },
      requestId: deps.requestId,
    });
  });
  const review = await findReviewWithUser(deps.db, reviewId);
  if (!review) throw notFound('Review not found.');
  return review;
}
