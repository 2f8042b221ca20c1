/** The user-facing validation texts, kept exactly as the screens show them (capitalisation included). */
export const VALIDATION_MESSAGES = {
  invalidEmail: 'Invalid Email',
  passwordRequired: 'Password required',
  invalidPassword: 'Invalid Password',
  passwordMismatch: 'Password must match with confirm password',
  // An empty retype is its own message, not a mismatch (docs/product/validation.md#passwords).
  confirmPasswordRequired: 'Confirm password is required',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  passwordRule:
    'Password must be at least 8 characters long and contain at least one lowercase letter, one uppercase letter, and one number',
  nameRequired: 'Name is required',
  phoneRequired: 'Phone number required',
  phoneUnchanged: 'New phone number must be different from previous one',
  invalidPhone: 'Invalid Phone number',
  // The two address messages are swapped relative to their fields on purpose
  // (docs/product/validation.md#addresses).
  deliveryDetailsRequired: 'Delivery details is required',
  deliveryAddressRequired: 'Delivery address is required',
  invalidLatitude: 'Latitude must be between -90 and 90',
  invalidLongitude: 'Longitude must be between -180 and 180',
  invalidCode: 'Invalid code, please check and enter again',
} as const;

/**
 * Which validation rule failed: a key of VALIDATION_MESSAGES. An API error for one of these texts
 * carries it as extensions.reason (enum ValidationReason in the schema), so clients pick their own
 * words by the reason, never by the English text (docs/architecture.md "Errors").
 */
export type ValidationReason = keyof typeof VALIDATION_MESSAGES;

const reasonByMessage = new Map<string, ValidationReason>(
  Object.entries(VALIDATION_MESSAGES).map(([key, message]) => [message, key as ValidationReason]),
);

/** The reason of one of the messages above (a schema's own issue text), or null for any other text. */
export function validationReasonOf(message: string | undefined): ValidationReason | null {
  return (message && reasonByMessage.get(message)) || null;
}

export function isValidationReason(value: unknown): value is ValidationReason {
  return typeof value === 'string' && Object.hasOwn(VALIDATION_MESSAGES, value);
}
