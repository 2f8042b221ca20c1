import {
  VALIDATION_MESSAGES as M,
  emailSchema,
  isSixDigitCode,
  isStrongPassword,
  isValidPhone,
  profileNameSchema,
} from '@food/domain';
import { badUserInput } from '../../errors.ts';
import { MAX_PASSWORD_LENGTH } from '../auth/passwords.ts';

// Argument checks with the screens' messages (docs/product/validation.md), shared by the accounts operations.
// Each throws BAD_USER_INPUT with the message the web shows as is; none of them touches the database.

const MAX_NAME_LENGTH = 200;

/** Trimmed and lower-cased (docs/product/validation.md#e-mail-and-phone), or "Invalid Email". */
export function parseEmail(value: string | null | undefined): string {
  const result = emailSchema.safeParse(value ?? '');
  if (!result.success) throw badUserInput(M.invalidEmail);
  return result.data;
}

/**
 * Optional plus, then 7 to 15 digits (docs/product/validation.md#e-mail-and-phone), stored with the plus so
 * "+92300…" and "92300…" are one number: uniqueness and "must be different" compare the stored form.
 */
export function parsePhone(value: string | null | undefined): string {
  const phone = (value ?? '').trim();
  if (!phone) throw badUserInput(M.phoneRequired);
  if (!isValidPhone(phone)) throw badUserInput(M.invalidPhone);
  return phone.startsWith('+') ? phone : `+${phone}`;
}

/**
 * Exactly six digits (docs/product/validation.md#verification-codes), else "Invalid code, please check and
 * enter again".
 */
export function parseCode(value: string | null | undefined): string {
  const code = (value ?? '').trim();
  if (!isSixDigitCode(code)) throw badUserInput(M.invalidCode);
  return code;
}

/**
 * Sign-up and reset: 8+ characters with upper, lower and digit, else "Invalid Password"
 * (docs/product/validation.md#passwords).
 */
export function parseNewPassword(value: string | null | undefined): string {
  const password = value ?? '';
  if (password.length > MAX_PASSWORD_LENGTH || !isStrongPassword(password)) {
    throw badUserInput(M.invalidPassword);
  }
  return password;
}

/** Not blank ("Name is required"), trimmed. */
export function parseName(value: string | null | undefined): string {
  const result = profileNameSchema.safeParse({ name: value ?? '' });
  if (!result.success) throw badUserInput(M.nameRequired);
  if (result.data.name.length > MAX_NAME_LENGTH) throw badUserInput('Name is too long');
  return result.data.name;
}
