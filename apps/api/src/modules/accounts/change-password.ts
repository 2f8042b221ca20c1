import { VALIDATION_MESSAGES as M, changePasswordSchema } from '@food/domain';
import { badUserInput, unauthenticated } from '../../errors.ts';
import type { PasswordChange } from '../../generated/graphql.ts';
import { enforceRateLimits, escalating, refundRateLimits } from '../../lib/rate-limits.ts';
import type { UserRow } from '../auth/auth.repository.ts';
import { MAX_PASSWORD_LENGTH, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { signSessionToken } from '../auth/session-token.ts';
import { changePasswordHash } from './accounts.repository.ts';
import type { AccountsDeps } from './accounts-deps.ts';

/**
 * changePassword (profile password card): changed false when the current password is wrong (the web
 * shows "Invalid password"). A change gives the account a new token version, so every session signed
 * before it ends (someone who learnt the old password is signed out everywhere); the caller gets a new
 * token in the answer and stays signed in (docs/security.md "Sessions").
 */
export async function changePassword(
  options: Pick<AccountsDeps, 'db' | 'config' | 'now' | 'rateLimiter'> & {
    user: UserRow;
    oldPassword: string;
    newPassword: string;
  },
): Promise<PasswordChange> {
  const { db, user, config, now } = options;
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
    return { changed: false, token: null, tokenExpiration: null };
  }
  await refundRateLimits({ ...options, checks });
  const changed = await changePasswordHash(db, {
    userId: user.id,
    expectedTokenVersion: user.tokenVersion,
    passwordHash: await hashPassword(parsed.data.newPassword),
  });
  // The session was ended in the meantime (a reset or logout elsewhere): it may not start a new one.
  if (!changed) throw unauthenticated();
  const { token, expiresAt } = await signSessionToken({
    userId: changed.id,
    tokenVersion: changed.tokenVersion,
    secret: config.jwtSecret,
    ttlSeconds: config.jwtTtlSeconds,
    now,
  });
  return { changed: true, token, tokenExpiration: expiresAt.toISOString() };
}
