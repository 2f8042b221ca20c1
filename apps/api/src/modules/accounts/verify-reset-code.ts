import { enforceRateLimits } from '../../lib/rate-limits.ts';
import { userError } from '../../errors.ts';
import { VALIDATION_MESSAGES as M } from '@food/domain';
import { findUserByEmail } from '../auth/auth.repository.ts';
import { parseCode, parseEmail } from './account-inputs.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { signResetToken } from './reset-token.ts';
import { checkVerificationCode, consumeVerificationCode } from './verification-codes.ts';

/**
 * verifyResetOtp (/verify-forgot-otp): a right reset code yields the short-lived token resetPassword
 * requires (docs/product/changes-from-upstream.md#password-reset). Never skipped, whatever the configuration
 * says.
 */
export async function verifyResetCode(options: AccountsDeps & { email: string; otp: string }) {
  const { db, config, now } = options;
  const email = parseEmail(options.email);
  const code = parseCode(options.otp);
  await enforceRateLimits({
    ...options,
    checks: [
      { rule: 'codeCheckPerTarget', subject: `reset:${email}` },
      { rule: 'codeCheckPerIp', subject: options.clientIp },
    ],
  });
  const verified = await checkVerificationCode({
    db,
    secret: config.jwtSecret,
    purpose: 'RESET',
    target: email,
    code,
    now,
  });
  const user = await findUserByEmail(db, email);
  // Codes for unknown e-mails are never sent; answer as for any wrong code.
  if (!user?.isActive) throw userError('INVALID_CODE', M.invalidCode);
  await consumeVerificationCode({ db, verified, now });
  const { token, expiresAt } = await signResetToken({
    userId: user.id,
    tokenVersion: user.tokenVersion,
    secret: config.jwtSecret,
    now,
  });
  return { resetToken: token, expiresAt: expiresAt.toISOString() };
}
