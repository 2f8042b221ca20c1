import { enforceRateLimits } from '../../lib/rate-limits.ts';
import { findUserByEmail } from '../auth/auth.repository.ts';
import { parseEmail } from './account-inputs.ts';
import { otpSent, type AccountsDeps } from './accounts-deps.ts';
import { resetCodeMail } from './code-messages.ts';
import { deliverVerificationCode, issueVerificationCode } from './verification-codes.ts';

/**
 * forgotPassword: mails a reset code when the account exists. The answer, the 30 s resend rule and
 * later code checks behave the same for an unknown e-mail (a code is stored but never sent), so
 * the reset flow does not reveal who has an account.
 */
export async function requestPasswordReset(options: AccountsDeps & { email: string }) {
  const { db, config, now, mailer } = options;
  const email = parseEmail(options.email);
  await enforceRateLimits({
    ...options,
    checks: [
      { rule: 'codeSendPerTarget', subject: `email:${email}` },
      { rule: 'codeSendPerIp', subject: options.clientIp },
    ],
  });
  const user = await findUserByEmail(db, email);
  const issued = await issueVerificationCode({
    db,
    secret: config.jwtSecret,
    purpose: 'RESET',
    target: email,
    now,
  });
  if (user?.isActive) {
    await deliverVerificationCode({
      db,
      issued,
      deliver: () => mailer.send(resetCodeMail({ to: email, code: issued.code })),
    });
  }
  return otpSent();
}
