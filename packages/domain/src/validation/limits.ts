// docs/product/limits.md#accounts, docs/product/validation.md#reviews-and-chat.
export const VERIFICATION_CODE_LENGTH = 6;
export const RESEND_COOLDOWN_SECONDS = 30;
export const REVIEW_MIN_RATING = 2;
export const STAR_MAX = 5;
