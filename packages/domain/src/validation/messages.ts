/** The user-facing validation texts, verbatim from the specs (including their capitalisation). */
export const VALIDATION_MESSAGES = {
  invalidEmail: 'Invalid Email',
  passwordRequired: 'Password required',
  invalidPassword: 'Invalid Password',
  passwordMismatch: 'Password must match with confirm password',
  // accounts §5 "retype required": the spec gives no wording; an empty retype is not a mismatch.
  confirmPasswordRequired: 'Confirm password is required',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  passwordRule:
    'Password must be at least 8 characters long and contain at least one lowercase letter, one uppercase letter, and one number',
  nameRequired: 'Name is required',
  phoneRequired: 'Phone number required',
  phoneUnchanged: 'New phone number must be different from previous one',
  invalidPhone: 'Invalid Phone number',
  // ordering-core §5: the two address messages are swapped relative to their fields on purpose.
  deliveryDetailsRequired: 'Delivery details is required',
  deliveryAddressRequired: 'Delivery address is required',
  invalidLatitude: 'Latitude must be between -90 and 90',
  invalidLongitude: 'Longitude must be between -180 and 180',
  invalidCode: 'Invalid code, please check and enter again',
} as const;
