import { firstRegistrationError } from '@food/domain';
import type { RegistrationInput } from '../../generated/graphql.ts';
import { enforceRateLimits } from '../../lib/rate-limits.ts';
import { hashPassword } from '../auth/passwords.ts';
import { applicantMail, teamApplicationMail } from './application-mails.ts';
import { normaliseEmail, optionalDetails, rejectRule, withPlus } from './application-inputs.ts';
import { insertApplication } from './applications.repository.ts';
import { submitted, type ApplicationsDeps } from './applications-deps.ts';
import { deliverNotices } from './deliver-notices.ts';

// The role each form is stored with (docs/product/data.md#applications).
export const VENDOR_ROLE = 'Vendor Registration';
export const RIDER_ROLE = 'Driver Registration';

/**
 * submitRegistration (/becomeavendor, /becomerider, docs/applications.md#the-forms): checks the form in
 * order, stores it with the password hashed (the same argon2id as accounts), then mails the team and the
 * applicant. Rate-limited per address and per e-mail.
 */
export async function submitRegistration(options: ApplicationsDeps & { input: RegistrationInput }) {
  const { db, config, input } = options;
  const rule = firstRegistrationError(input);
  if (rule) rejectRule(rule);
  const details = input.isRider
    ? {}
    : optionalDetails({
        storeName: input.storeName,
        city: input.city,
        postalAddress: input.postalAddress,
        plan: input.plan,
      });
  const email = normaliseEmail(input.email);
  await enforceRateLimits({
    ...options,
    checks: [
      { rule: 'applicationPerIp', subject: options.clientIp },
      { rule: 'applicationPerEmail', subject: `email:${email}` },
    ],
  });
  const application = {
    role: input.isRider ? RIDER_ROLE : VENDOR_ROLE,
    name: input.name.trim(),
    email,
    phone: withPlus(input.phone),
    details,
  };
  await insertApplication(db, {
    ...application,
    kind: input.isRider ? 'RIDER' : 'VENDOR',
    isRider: input.isRider,
    passwordHash: await hashPassword(input.password),
  });
  await deliverNotices(options, [
    teamApplicationMail({ to: config.teamEmail, application }),
    applicantMail({ application }),
  ]);
  return submitted();
}
