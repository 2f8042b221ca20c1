import { enforceRateLimits } from '../../lib/rate-limits.ts';
import { emailTaken } from './account-errors.ts';
import { parseEmail } from './account-inputs.ts';
import { findUserIdByEmail } from './accounts.repository.ts';
import { otpSent, type AccountsDeps } from './accounts-deps.ts';
import { signUpCodeMail } from './code-messages.ts';
import { deliverVerificationCode, issueVerificationCode } from './verification-codes.ts';

/**
 * sendOtpToEmail: mails a sign-up code to an e-mail that has no account yet
 * (docs/product/accounts.md#verification-codes).
 */
export async function sendEmailCode(options: AccountsDeps & { email: string }) {
  const { db, config, now, mailer } = options;
  const email = parseEmail(options.email);
  await enforceRateLimits({
    ...options,
    checks: [
      { rule: 'codeSendPerTarget', subject: `email:${email}` },
      { rule: 'codeSendPerIp', subject: options.clientIp },
    ],
  });
  if (await findUserIdByEmail(db, email)) throw emailTaken();
  const issued = await issueVerificationCode({
    db,
    secret: config.jwtSecret,
    purpose: 'EMAIL',
    target: email,
    now,
  });
  await deliverVerificationCode({
    db,
    issued,
    deliver: () => mailer.send(signUpCodeMail({ to: email, code: issued.code })),
  });
  return otpSent();
}
