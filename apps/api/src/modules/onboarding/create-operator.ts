import { AppError, isStrongPassword, isValidEmail } from '@food/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { recordAudit, type AuditActor } from '../audit/record-audit.ts';
import { newTokenVersion } from '../auth/auth.repository.ts';
import { hashPassword } from '../auth/passwords.ts';
import { issueSetPasswordLink } from './set-password-link.ts';
import { findUserByEmail } from './staff-accounts.ts';

export type OperatorRole = 'ADMIN' | 'SUPPORT';

export const PASSWORD_RULE =
  'The password needs at least 8 characters with a lower-case letter, an upper-case letter and a digit.';

/**
 * The first operator account (docs/admin.md "The first operator"), made by `npm run create-admin`:
 * role ADMIN (or SUPPORT). Refused when an ADMIN already exists, and when the e-mail already has an
 * account, unless `force`: then the existing account is promoted (given the password, its sessions
 * ended), never
 * duplicated. One audit row, actor the command line.
 */
export async function createOperator({
  db,
  email,
  password,
  passwordHash: givenHash,
  role = 'ADMIN',
  force = false,
  actor = { kind: 'system', name: 'command line' },
  seeded,
}: {
  db: Db;
  email: string;
  /** Checked and hashed here. */
  password?: string;
  /** Already hashed (the demo seed hashes its published password once for every account). */
  passwordHash?: string;
  role?: OperatorRole;
  force?: boolean;
  actor?: AuditActor;
  /** Only the demo seed: its accounts' fixed id, name and age. */
  seeded?: { id: string; name: string; createdAt: Date };
}) {
  const address = email.trim().toLowerCase();
  if (!isValidEmail(address)) throw new AppError('BAD_USER_INPUT', `"${email}" is not an e-mail address.`);
  if (password !== undefined && !isStrongPassword(password))
    throw new AppError('BAD_USER_INPUT', PASSWORD_RULE);
  // Neither: an account nobody can sign in to until a set-password link is used (`--link`).
  const passwordHash = password !== undefined ? await hashPassword(password) : (givenHash ?? null);
  return db.transaction(async (tx) => {
    if (role === 'ADMIN' && !force) {
      const [admin] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.role, 'ADMIN'))
        .limit(1);
      if (admin) {
        throw new AppError(
          'BAD_USER_INPUT',
          `An operator account already exists (${admin.email}). Sign in with it, or use --force to add another.`,
        );
      }
    }
    const existing = await findUserByEmail(tx, address);
    if (existing && !force) {
      throw new AppError(
        'BAD_USER_INPUT',
        `${address} already has a ${existing.role} account. Use --force to make it ${role}.`,
      );
    }
    const [user] = existing
      ? await tx
          .update(users)
          .set({ role, restaurantId: null, passwordHash, tokenVersion: newTokenVersion() })
          .where(eq(users.id, existing.id))
          .returning()
      : await tx
          .insert(users)
          .values({
            email: address,
            name: address.split('@')[0]!,
            ...seeded,
            role,
            passwordHash,
            emailIsVerified: true,
          })
          .returning();
    await recordAudit(tx, {
      actor,
      action: existing ? 'user.promote' : 'user.create',
      entityType: 'user',
      entityId: user!.id,
      before: existing ? { role: existing.role } : null,
      after: { email: address, role },
    });
    return { user: user!, promoted: existing !== undefined };
  });
}

/**
 * `create-admin --link`: the operator account without a usable password, and a one-time link to
 * choose it (set-password-link.ts). Asked again for an account that still has no password, it only
 * replaces the link (the earlier one stops working); an account with a password needs `force`, like
 * create-admin without `--link`.
 */
export async function createOperatorWithLink({
  db,
  email,
  role = 'ADMIN',
  force = false,
  publicUrl,
  now,
}: {
  db: Db;
  email: string;
  role?: OperatorRole;
  force?: boolean;
  publicUrl: string;
  now: Date;
}) {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, address);
    const waiting = existing && existing.role === role && existing.passwordHash === null;
    const { user, promoted } = waiting
      ? { user: existing, promoted: false }
      : await createOperator({ db: tx, email: address, role, force });
    const link = await issueSetPasswordLink({ tx, userId: user.id, publicUrl, now });
    return { user, promoted, ...link };
  });
}
