import { AppError, isStrongPassword, isValidEmail } from '@food/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { newTokenVersion } from '../auth/auth.repository.ts';
import { hashPassword } from '../auth/passwords.ts';
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
  role = 'ADMIN',
  force = false,
}: {
  db: Db;
  email: string;
  password: string;
  role?: OperatorRole;
  force?: boolean;
}) {
  const address = email.trim().toLowerCase();
  if (!isValidEmail(address)) throw new AppError('BAD_USER_INPUT', `"${email}" is not an e-mail address.`);
  if (!isStrongPassword(password)) throw new AppError('BAD_USER_INPUT', PASSWORD_RULE);
  const passwordHash = await hashPassword(password);
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
          .values({ email: address, name: address.split('@')[0]!, role, passwordHash, emailIsVerified: true })
          .returning();
    await recordAudit(tx, {
      actor: { kind: 'system', name: 'command line' },
      action: existing ? 'user.promote' : 'user.create',
      entityType: 'user',
      entityId: user!.id,
      before: existing ? { role: existing.role } : null,
      after: { email: address, role },
    });
    return { user: user!, promoted: existing !== undefined };
  });
}
