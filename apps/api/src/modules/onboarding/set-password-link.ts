import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { users, verificationCodes } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { userError } from '../../errors.ts';
import { enforceRateLimits } from '../../lib/rate-limits.ts';
import type { RateLimiter } from '../../adapters/rate-limit/rate-limiter.ts';
import type { Config } from '../../config.ts';
import { parseNewPassword } from '../accounts/account-inputs.ts';
import { newTokenVersion } from '../auth/auth.repository.ts';
import { hashPassword } from '../auth/passwords.ts';

// `create-admin --link` (docs/admin.md "The first operator"): instead of typing a password on the
// server, the operator gets a one-time link and chooses it in the browser. The link's token is 32
// random bytes; only its SHA-256 is stored (a verification code row of its own purpose, target the
// account), valid 24 hours, used once, and a newer link replaces the older one.

const PURPOSE = 'SET_PASSWORD';
export const SET_PASSWORD_LINK_TTL_MS = 24 * 60 * 60 * 1000;
export const SET_PASSWORD_PATH = '/admin/set-password';

/** Why a link does not work; the screen words each in the page's language. */
export type LinkProblem = 'invalid' | 'expired' | 'used';

const LINK_MESSAGES: Record<LinkProblem, string> = {
  invalid: 'This link is not valid. Ask for a new one.',
  expired: 'This link has expired. Ask for a new one.',
  used: 'This link was already used. Sign in with the password you chose.',
};

const linkRefused = (problem: LinkProblem) =>
  userError('INVALID_RESET_TOKEN', LINK_MESSAGES[problem], { link: problem });

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new link for the account, replacing any earlier one. Run in the caller's transaction. */
export async function issueSetPasswordLink({
  tx,
  userId,
  publicUrl,
  now,
}: {
  tx: Db;
  userId: string;
  publicUrl: string;
  now: Date;
}): Promise<{ url: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SET_PASSWORD_LINK_TTL_MS);
  const forAccount = and(eq(verificationCodes.purpose, PURPOSE), eq(verificationCodes.target, userId));
  await tx.delete(verificationCodes).where(forAccount);
  await tx
    .insert(verificationCodes)
    .values({ purpose: PURPOSE, target: userId, codeHash: hashOf(token), expiresAt, createdAt: now });
  // In the fragment: never sent to a server, so it stays out of access logs and Referer headers.
  return { url: `${publicUrl.replace(/\/+$/, '')}${SET_PASSWORD_PATH}#token=${token}`, expiresAt };
}

/**
 * setPasswordWithToken: the password chosen through a set-password link (the same rules as sign-up).
 * Rate-limited per IP like the other code checks; the answer names no account. The password, a new
 * token version (ending any session) and the used mark are written together, so a link works once
 * even when two tabs submit it at the same time.
 */
export async function setPasswordWithToken(options: {
  db: Db;
  config: Pick<Config, 'rateLimits'>;
  rateLimiter: RateLimiter;
  clientIp: string;
  now: Date;
  token: string;
  password: string;
}): Promise<boolean> {
  const { db, now } = options;
  const password = parseNewPassword(options.password);
  await enforceRateLimits({ ...options, checks: [{ rule: 'codeCheckPerIp', subject: options.clientIp }] });
  const token = options.token.trim();
  if (token.length === 0 || token.length > 100) throw linkRefused('invalid');
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.purpose, PURPOSE), eq(verificationCodes.codeHash, hashOf(token))))
      .for('update');
    if (!row) throw linkRefused('invalid');
    if (row.consumedAt) throw linkRefused('used');
    if (row.expiresAt.getTime() <= now.getTime()) throw linkRefused('expired');
    const changed = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: newTokenVersion() })
      .where(eq(users.id, row.target))
      .returning({ id: users.id });
    if (changed.length === 0) throw linkRefused('invalid');
    await tx.update(verificationCodes).set({ consumedAt: now }).where(eq(verificationCodes.id, row.id));
  });
  return true;
}
