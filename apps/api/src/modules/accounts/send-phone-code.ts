import { enforceRateLimits } from '../../lib/rate-limits.ts';
import type { UserRow } from '../auth/auth.repository.ts';
import { phoneTaken } from './account-errors.ts';
import { parsePhone } from './account-inputs.ts';
import { findUserIdByPhone } from './accounts.repository.ts';
import { otpSent, type AccountsDeps } from './accounts-deps.ts';
import { phoneCodeSms } from './code-messages.ts';
import { deliverVerificationCode, issueVerificationCode } from './verification-codes.ts';

/**
 * Phone codes belong to the signed-in user as well as the number, so one user's code can never
 * verify the number for another account.
 */
export const phoneCodeTarget = (user: UserRow, phone: string) => `${user.id}:${phone}`;

/**
 * sendOtpToPhoneNumber (/verify-phone, docs/product/accounts.md#phone-number): texts a code to the signed-in
 * user's new phone.
 */
export async function sendPhoneCode(options: AccountsDeps & { user: UserRow; phone: string }) {
  const { db, config, now, sms, user } = options;
  const phone = parsePhone(options.phone);
  await enforceRateLimits({
    ...options,
    checks: [
      { rule: 'codeSendPerTarget', subject: `phone:${phone}` },
      { rule: 'codeSendPerIp', subject: options.clientIp },
    ],
  });
  const ownerId = await findUserIdByPhone(db, phone);
  if (ownerId && ownerId !== user.id) throw phoneTaken();
  const issued = await issueVerificationCode({
    db,
    secret: config.jwtSecret,
    purpose: 'PHONE',
    target: phoneCodeTarget(user, phone),
    now,
  });
  await deliverVerificationCode({
    db,
    issued,
    deliver: () => sms.send(phoneCodeSms({ to: phone, code: issued.code })),
  });
  return otpSent();
}
