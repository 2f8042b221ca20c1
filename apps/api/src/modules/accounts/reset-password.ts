import type { Config } from '../../config.ts';
import type { Db } from '../../db/types.ts';
import { isUuid } from '../../lib/ids.ts';
import { hashPassword } from '../auth/passwords.ts';
import { invalidResetToken } from './account-errors.ts';
import { parseNewPassword } from './account-inputs.ts';
import { replacePassword } from './accounts.repository.ts';
import { verifyResetToken } from './reset-token.ts';

/**
 * resetPassword (/new-password): only with a token from verifyResetOtp. The new token version ends
 * every session and makes the reset token itself unusable a second time.
 */
export async function resetPassword({
  db,
  config,
  now,
  password: rawPassword,
  resetToken,
}: {
  db: Db;
  config: Pick<Config, 'jwtSecret'>;
  now: Date;
  password: string;
  resetToken: string;
}) {
  const password = parseNewPassword(rawPassword);
  const claims = await verifyResetToken({ token: resetToken.trim(), secret: config.jwtSecret, now });
  if (!claims || !isUuid(claims.userId)) throw invalidResetToken();
  const isReset = await replacePassword(db, {
    userId: claims.userId,
    expectedTokenVersion: claims.tokenVersion,
    passwordHash: await hashPassword(password),
  });
  if (!isReset) throw invalidResetToken();
  // The success text the reset screen shows (docs/product/errors.md#accounts).
  return { result: true, message: 'Password reset done' };
}
