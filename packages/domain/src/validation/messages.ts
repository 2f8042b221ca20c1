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
