// Outside demo mode no account may sign in with a password published in the README or in
// docs/demo-and-orders.md (docs/configuration.md "Demo mode"). A database first started in demo mode
// (or seeded by an older version, which seeded it whatever the mode) can still hold those accounts; their
// password is removed on start, so they can only come back through a reset code sent to their address.
import { verify } from '@node-rs/argon2';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { newTokenVersion } from '../../modules/auth/auth.repository.ts';
import { users } from '../schema/index.ts';
import type { Db } from '../types.ts';
import { DEMO_CUSTOMER } from './constants.ts';
import { PUBLISHED_PASSWORD_EMAILS } from './people.ts';

/**
 * The seeded accounts whose password is the published demo password (customer, riders, owners, staff).
 * A constant list: building the demo world to find them cost a quarter of a second at every start.
 */
export function publishedAccountEmails(): string[] {
  return [...PUBLISHED_PASSWORD_EMAILS];
}

async function hasPublishedPassword(passwordHash: string): Promise<boolean> {
  try {
    return await verify(passwordHash, DEMO_CUSTOMER.password);
  } catch {
    return false; // not an argon2 hash: it cannot be the published one
  }
}

/**
 * Removes the password of every seeded account that still has the published one, and ends its
 * sessions. Accounts whose owner changed the password are left alone. Returns their e-mails.
 */
export async function disablePublishedPasswords(db: Db): Promise<string[]> {
  const candidates = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(and(inArray(users.email, publishedAccountEmails()), isNotNull(users.passwordHash)));
  const disabled: string[] = [];
  for (const user of candidates) {
    if (!(await hasPublishedPassword(user.passwordHash!))) continue;
    await db
      .update(users)
      .set({ passwordHash: null, tokenVersion: newTokenVersion() })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash!)));
    disabled.push(user.email);
  }
  return disabled;
}
