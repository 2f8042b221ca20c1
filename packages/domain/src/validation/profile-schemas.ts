import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './messages.ts';
import { isValidPhone } from './patterns.ts';

/** The profile name (docs/product/validation.md#profile). */
export const profileNameSchema = z.object({
  name: z.string({ error: M.nameRequired }).trim().min(1, { error: M.nameRequired }),
});

/**
 * Phone update (docs/product/validation.md#profile): required, and different from the previous phone when one
 * is given. The phone must also have the platform's shape (optional +, 7–15 digits): it is what
 * SMS codes are sent to.
 */
export const phoneUpdateSchema = z
  .object({
    phone: z
      .string({ error: M.phoneRequired })
      .trim()
      .min(1, { error: M.phoneRequired, abort: true })
      .refine(isValidPhone, { error: M.invalidPhone }),
    previousPhone: z.string().trim().nullish(),
  })
  .refine((input) => !input.previousPhone || input.phone !== input.previousPhone, {
    error: M.phoneUnchanged,
    path: ['phone'],
    when: (payload) => {
      const value = payload.value as { phone?: unknown } | undefined;
      return typeof value?.phone === 'string' && isValidPhone(value.phone.trim());
    },
  });

export type ProfileNameInput = z.infer<typeof profileNameSchema>;
export type PhoneUpdateInput = z.infer<typeof phoneUpdateSchema>;
