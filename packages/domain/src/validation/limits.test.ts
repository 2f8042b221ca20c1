import { describe, expect, it } from 'vitest';
import { RESEND_COOLDOWN_SECONDS, REVIEW_MIN_RATING, STAR_MAX, VERIFICATION_CODE_LENGTH } from './limits.ts';
import { SPECIAL_INSTRUCTIONS_MAX, QUANTITY_MIN, FOOD_DESCRIPTION_CARD_MAX } from '../menu/limits.ts';

describe('business constants', () => {
  it('match the documented limits', () => {
    expect({
      VERIFICATION_CODE_LENGTH,
      RESEND_COOLDOWN_SECONDS,
      REVIEW_MIN_RATING,
      STAR_MAX,
      SPECIAL_INSTRUCTIONS_MAX,
      QUANTITY_MIN,
      FOOD_DESCRIPTION_CARD_MAX,
    }).toEqual({
      VERIFICATION_CODE_LENGTH: 6,
      RESEND_COOLDOWN_SECONDS: 30,
      REVIEW_MIN_RATING: 2,
      STAR_MAX: 5,
      SPECIAL_INSTRUCTIONS_MAX: 144,
      QUANTITY_MIN: 1,
      FOOD_DESCRIPTION_CARD_MAX: 80,
    });
  });
});
