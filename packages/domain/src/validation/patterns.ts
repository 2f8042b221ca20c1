// Format checks (docs/product/validation.md#e-mail-and-phone, docs/product/validation.md#passwords). Callers
// trim first where the form does (the zod schemas below do); these functions judge the exact string they are
// given.

const MAX_EMAIL_LENGTH = 254;
// local part, @, one or more domain labels, then a top-level domain of 2 or more letters.
const EMAIL = /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/;
const PHONE = /^\+?\d{7,15}$/;
const SIX_DIGITS = /^\d{6}$/;

export const PASSWORD_MIN_LENGTH = 8;

/** The standard pattern used by e-mail entry, forgot password, login and sign-up. */
export function isValidEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL.test(value);
}

/**
 * The loose check used in the bars: at least one character, an @, and at least one
 * character. Only for hints; anything that creates an account uses isValidEmail.
 */
export function isLooseEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  return at > 0 && at < value.length - 1;
}

/** Optional plus, then 7 to 15 digits; no spaces or dashes. */
export function isValidPhone(value: string): boolean {
  return PHONE.test(value);
}

const hasLower = (value: string): boolean => /[a-z]/.test(value);
const hasUpper = (value: string): boolean => /[A-Z]/.test(value);
const hasDigit = (value: string): boolean => /\d/.test(value);

/** At least 8 characters with a lower-case letter, an upper-case letter and a digit. */
export function isStrongPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH && isSignupPassword(value);
}

/**
 * The sign-up form's check as the form words it (docs/product/validation.md#passwords): an upper-case letter,
 * a lower-case letter and a digit, without a length. The platform minimum is 8 characters, so the API should
 * accept new passwords only through isStrongPassword; this one exists to mirror the form's own message
 * timing.
 */
export function isSignupPassword(value: string): boolean {
  return hasLower(value) && hasUpper(value) && hasDigit(value);
}

/** Verification codes are exactly six digits (docs/product/validation.md#verification-codes). */
export function isSixDigitCode(value: string): boolean {
  return SIX_DIGITS.test(value);
}
