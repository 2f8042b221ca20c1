import { isUniqueViolation } from '../../lib/db-errors.ts';
import { enforceRateLimits } from '../../lib/rate-limits.ts';
import type { UserRow } from '../auth/auth.repository.ts';
import { getProfile } from '../auth/get-profile.ts';
import { loadConfigurationRow } from '../configuration/get-configuration.ts';
import { verificationSkipCode } from '../configuration/verification-skip-code.ts';
import { phoneTaken } from './account-errors.ts';
import { parseCode, parsePhone } from './account-inputs.ts';
import { findUserIdByPhone, updateUserColumns } from './accounts.repository.ts';
import type { AccountsDeps } from './accounts-deps.ts';
import { phoneCodeTarget } from './send-phone-code.ts';
import { checkVerificationCode, consumeVerificationCode } from './verification-codes.ts';

/**
 * verifyPhoneOtp: a right code stores the phone on the signed-in user as verified
 * (docs/product/accounts.md#verification-codes).
 */
export async function verifyPhone(options: AccountsDeps & { user: UserRow; phone: string; otp: string }) {
  const { db, config, now, user } = options;
  const phone = parsePhone(options.phone);
  const code = parseCode(options.otp);
  await enforceRateLimits({
    ...options,
    checks: [
      { rule: 'codeCheckPerTarget', subject: `phone:${user.id}:${phone}` },
      { rule: 'codeCheckPerIp', subject: options.clientIp },
    ],
  });
  const ownerId = await findUserIdByPhone(db, phone);
  if (ownerId && ownerId !== user.id) throw phoneTaken();

  const verified = await checkVerificationCode({
    db,
    secret: config.jwtSecret,
    purpose: 'PHONE',
    target: phoneCodeTarget(user, phone),
    code,
    now,
    skipCode: verificationSkipCode({ row: await loadConfigurationRow({ db }), config, flow: 'PHONE' }),
  });
  try {
    const updated = await db.transaction(async (tx) => {
      await consumeVerificationCode({ db: tx, verified, now });
      return updateUserColumns(tx, user.id, { phone, phoneIsVerified: true });
    });
    return await getProfile({ db, user: updated });
  } catch (error) {
    if (isUniqueViolation(error, 'users_phone_idx')) throw phoneTaken();
    throw error;
  }
}
