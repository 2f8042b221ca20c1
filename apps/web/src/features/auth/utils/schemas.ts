// Form schemas of the sign-in screens, built from the domain's rules and messages
// (docs/product/validation.md) so the web and the API agree word for word. The phone is entered as a country
// and a national number.
import {
  VALIDATION_MESSAGES as M,
  emailSchema,
  isStrongPassword,
  phoneUpdateSchema,
  profileNameSchema,
} from '@food/domain';
import { z } from 'zod';
import { fullPhone } from '@/lib/phone-countries.ts';

/** E-mail entry and forgot password (docs/product/validation.md#e-mail-and-phone). */
export const emailEntrySchema = z.object({ email: emailSchema });

const phoneFields = { country: z.string(), national: z.string() };

/** Checks the full phone with the domain's rule and reports on the national-number input. */
function checkPhone(
  value: { country: string; national: string },
  previousPhone: string | null,
  ctx: z.RefinementCtx,
): void {
  const result = phoneUpdateSchema.safeParse({
    phone: fullPhone(value.country, value.national),
    previousPhone,
  });
  for (const issue of result.error?.issues ?? []) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: ['national'] });
  }
}

/**
 * Sign-up (docs/product/validation.md#passwords): a valid e-mail, a name, a password with upper and lower
 * case and a digit (and the platform's 8-character minimum, worded by the rule message), and a phone.
 */
export const registrationSchema = z
  .object({
    email: emailSchema,
    name: profileNameSchema.shape.name,
    // One message per state, without aborting, so the phone is still checked alongside.
    password: z.string().superRefine((password, ctx) => {
      if (password === '') ctx.addIssue({ code: 'custom', message: M.passwordRequired });
      else if (!isStrongPassword(password)) ctx.addIssue({ code: 'custom', message: M.passwordRule });
    }),
    ...phoneFields,
  })
  .superRefine((value, ctx) => checkPhone(value, null, ctx))
  .transform(({ email, name, password, country, national }) => ({
    email,
    name,
    password,
    phone: fullPhone(country, national),
  }));

/** Phone update (docs/product/validation.md#profile): required and different from the previous phone. */
export function phoneNumberSchema(previousPhone: string | null) {
  return z
    .object(phoneFields)
    .superRefine((value, ctx) => checkPhone(value, previousPhone, ctx))
    .transform(({ country, national }) => ({ phone: fullPhone(country, national) }));
}
