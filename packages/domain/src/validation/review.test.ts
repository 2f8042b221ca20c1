import { describe, expect, it } from 'vitest';
import { canSubmitReview } from './review.ts';

// docs/product/validation.md#reviews-and-chat
describe('canSubmitReview', () => {
  it.each([
    [2, 'Good', true],
    [5, 'Great', true],
    [1, 'Bad', false], // below 2
    [0, 'Nothing', false],
    [6, 'Too many stars', false],
    [3.5, 'Half star', false],
    [4, '', false],
    [4, '   ', false],
  ])('rating %s, %j → %s', (rating, description, expected) => {
    expect(canSubmitReview({ rating, description })).toBe(expected);
  });
});
