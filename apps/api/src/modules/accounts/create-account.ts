import { enforceRateLimits } from '../../lib/rate-limits.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { issueSession } from '../auth/issue-session.ts';
import { hashPassword } from '../auth/passwords.ts';
import { loadConfigurationRow } from '../configuration/get-configuration.ts';
import { verificationSkipCode } from '../configuration/verification-skip-code.ts';
import { emailTaken, phoneTaken } from './account-errors.ts';
import { parseCode, parseEmail, parseName, parseNewPassword, parsePhone } from './account-inputs.ts';
import { findUserIdByEmail, findUserIdByPhone, insertCustomer } from './accounts.repository.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { checkVerificationCode, consumeVerificationCode } from './verification-codes.ts';

export type CreateAccountInput = {
  email: string;
  password: string;
  name: string;
  phone?: string | null | undefined;
  otp: string;
  notificationToken?: string | null | undefined;
};

const MAX_NOTIFICATION_TOKEN_LENGTH = 4096;

/**
 * createUser (/registration → /verify-email, docs/product/accounts.md#sign-up): checks the form
 * (docs/product/validation.md#passwords), then the e-mail code, then creates the customer with a verified
 * e-mail and signs them in (isNewUser).
 */
export async function createAccount(options: AccountsDeps & { input: CreateAccountInput }) {
  const { db, config, now, input } = options;
  const email = parseEmail(input.email);
  const name = parseName(input.name);
  const password = parseNewPassword(input.password);
  const phone = input.phone?.trim() ? parsePhone(input.phone) : null;
  const code = parseCode(input.otp);
  await enforceRateLimits({
    ...options,
    checks: [
      { rule: 'codeCheckPerTarget', subject: `email:${email}` },
      { rule: 'codeCheckPerIp', subject: options.clientIp },
    ],
  });
  if (await findUserIdByEmail(db, email)) throw emailTaken();
  if (phone && (await findUserIdByPhone(db, phone))) throw phoneTaken();

  const verified = await checkVerificationCode({
    db,
    secret: config.jwtSecret,
    purpose: 'EMAIL',
    target: email,
    code,
    now,
    skipCode: verificationSkipCode({ row: await loadConfigurationRow({ db }), config, flow: 'EMAIL' }),
  });
  const passwordHash = await hashPassword(password);
  const token = input.notificationToken?.trim();
  try {
    const user = await db.transaction(async (tx) => {
      await consumeVerificationCode({ db: tx, verified, now });
      return insertCustomer(tx, {
        name,
        email,
        phone,
        passwordHash,
        notificationToken: token && token.length <= MAX_NOTIFICATION_TOKEN_LENGTH ? token : null,
      });
    });
    return await issueSession({ user, config, now, isNewUser: true });
  } catch (error) {
    // Lost a race with another sign-up for the same e-mail or phone; the code stays unused.
    if (isUniqueViolation(error, 'users_email_idx')) throw emailTaken();
    if (isUniqueViolation(error, 'users_phone_idx')) throw phoneTaken();
    throw error;
  }
}
