import { VALIDATION_MESSAGES as M, changePasswordSchema } from '@food/domain';
import { badUserInput } from '../../errors.ts';
import { enforceRateLimits, escalating, refundRateLimits } from '../../lib/rate-limits.ts';
import type { UserRow } from '../auth/auth.repository.ts';
import { MAX_PASSWORD_LENGTH, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { updateUserColumns } from './accounts.repository.ts';
import type { AccountsDeps } from './accounts-deps.ts';

/**
 * changePassword (profile password card): false when the current password is wrong (the web shows
 * "Invalid password"). The token version is deliberately kept: the mutation answers a Boolean, so
 * the caller could not receive a fresh token and would be signed out by its own change. Sessions
 * elsewhere end with a password reset, which does bump it.
 */
export async function changePassword(
  options: Pick<AccountsDeps, 'db' | 'config' | 'now' | 'rateLimiter'> & {
    user: UserRow;
    oldPassword: string;
    newPassword: string;
  },
): Promise<boolean> {
  const { db, user } = options;
  const parsed = changePasswordSchema.safeParse({
    oldPassword: options.oldPassword,
    newPassword: options.newPassword,
  });
  if (!parsed.success) throw badUserInput(parsed.error.issues[0]!.message);
  if (parsed.data.newPassword.length > MAX_PASSWORD_LENGTH) throw badUserInput(M.passwordRule);
  // Guessing the current password with a stolen session counts like guessing at login.
  const checks = escalating('loginPerAccountIp', `user:${user.id}`);
  await enforceRateLimits({ ...options, checks });
  if (!(await verifyPassword({ passwordHash: user.passwordHash, password: parsed.data.oldPassword }))) {
    return false;
  }
  await refundRateLimits({ ...options, checks });
  await updateUserColumns(db, user.id, { passwordHash: await hashPassword(parsed.data.newPassword) });
  return true;
}
