import { REVIEW_MIN_RATING, STAR_MAX } from './limits.ts';

export interface ReviewDraft {
  rating: number;
  description: string;
}

/**
 * Reviews (docs/product/validation.md#reviews-and-chat): submit stays disabled while the rating is below 2 or
 * the description is empty. A description of only spaces counts as empty — it says nothing to the restaurant
 * either.
 */
export function canSubmitReview({ rating, description }: ReviewDraft): boolean {
  return (
    Number.isInteger(rating) &&
    rating >= REVIEW_MIN_RATING &&
    rating <= STAR_MAX &&
    description.trim().length > 0
  );
}
