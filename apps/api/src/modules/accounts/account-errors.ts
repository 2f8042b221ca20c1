import { badUserInput, userError } from '../../errors.ts';

// Expected failures of the accounts flows, with the wording the screens show
// (docs/product/errors.md#accounts).

export const emailTaken = () => badUserInput('This e-mail is already registered');
export const phoneTaken = () => badUserInput('phone number already associated with some other user');
export const invalidResetToken = () =>
  userError('INVALID_RESET_TOKEN', 'This password reset has expired. Please request a new code.');
