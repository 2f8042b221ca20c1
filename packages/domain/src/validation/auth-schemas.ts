import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './messages.ts';
import { isStrongPassword, isValidEmail } from './patterns.ts';

// Shared by the web forms (react-hook-form's zod resolver) and the API resolvers, so both show the
// same messages (docs/conventions.md#validation). A missing field gets the same message as an empty one.

/**
 * A trimmed, lower-cased e-mail: sign-up stores e-mails lower-cased (docs/product/accounts.md#sign-up),
 * so login must compare them the same way.
 */
export const emailSchema = z
  .string({ error: M.invalidEmail })
  .trim()
  .toLowerCase()
  .refine(isValidEmail, { error: M.invalidEmail });

/**
 * E-mail login (docs/product/validation.md#passwords). The password is not trimmed: spaces may be part of it.
 */
export const loginInputSchema = z.object({
  email: emailSchema,
  password: z.string({ error: M.passwordRequired }).min(1, { error: M.passwordRequired }),
});

/** New password after a reset (docs/product/validation.md#passwords): a strong password typed twice. */
export const newPasswordSchema = z
  .object({
    password: z.string({ error: M.invalidPassword }).refine(isStrongPassword, { error: M.invalidPassword }),
    // abort: an empty retype says "required", not that the two differ.
    confirmPassword: z
      .string({ error: M.confirmPasswordRequired })
      .min(1, { error: M.confirmPasswordRequired, abort: true }),
  })
  .refine((input) => input.password === input.confirmPassword, {
    error: M.passwordMismatch,
    path: ['confirmPassword'],
    when: (payload) =>
      isStringPair(payload.value, 'password', 'confirmPassword') &&
      (payload.value as { confirmPassword: string }).confirmPassword !== '',
  });

/** Change password (docs/product/validation.md#passwords); field names follow the changePassword mutation. */
export const changePasswordSchema = z.object({
  oldPassword: z.string({ error: M.currentPasswordRequired }).min(1, { error: M.currentPasswordRequired }),
  newPassword: z
    .string({ error: M.newPasswordRequired })
    // abort: an empty field says "required", not also the long rule.
    .min(1, { error: M.newPasswordRequired, abort: true })
    .refine(isStrongPassword, { error: M.passwordRule }),
});

function isStringPair(value: unknown, a: string, b: string): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record[a] === 'string' && typeof record[b] === 'string';
}

export type LoginInput = z.infer<typeof loginInputSchema>;
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
