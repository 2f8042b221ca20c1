import { and, desc, eq, sql } from 'drizzle-orm';
import { outbox, users } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { newTokenVersion, type UserRow } from '../auth/auth.repository.ts';

export type OutboxRow = typeof outbox.$inferSelect;

export async function findUserIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id ?? null;
}

export async function findUserIdByPhone(db: Db, phone: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  return row?.id ?? null;
}

export async function insertCustomer(
  db: Db,
  values: Pick<typeof users.$inferInsert, 'name' | 'email' | 'phone' | 'passwordHash' | 'notificationToken'>,
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, role: 'CUSTOMER', emailIsVerified: true, phoneIsVerified: false })
    .returning();
  return row!;
}

export async function updateUserColumns(
  db: Db,
  userId: string,
  values: Partial<Pick<UserRow, 'name' | 'phone' | 'phoneIsVerified' | 'notificationToken' | 'passwordHash'>>,
): Promise<UserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return row!;
}

/**
 * Sets a new password hash and token version, only while the user still has `expectedTokenVersion`
 * (so a reset token is single-use). The mailbox was just proven, so the e-mail counts as verified.
 * False when the version had already moved on.
 */
export async function replacePassword(
  db: Db,
  {
    userId,
    expectedTokenVersion,
    passwordHash,
  }: { userId: string; expectedTokenVersion: string; passwordHash: string },
): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ passwordHash, tokenVersion: newTokenVersion(), emailIsVerified: true })
    .where(and(eq(users.id, userId), eq(users.tokenVersion, expectedTokenVersion), eq(users.isActive, true)))
    .returning({ id: users.id });
  return updated.length > 0;
}

/**
 * A new password hash and token version for a signed-in user, only while they still have the session's
 * `expectedTokenVersion` (a reset or logout elsewhere in between wins). Undefined when it had moved on.
 */
export async function changePasswordHash(
  db: Db,
  {
    userId,
    expectedTokenVersion,
    passwordHash,
  }: { userId: string; expectedTokenVersion: string; passwordHash: string },
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: newTokenVersion() })
    .where(and(eq(users.id, userId), eq(users.tokenVersion, expectedTokenVersion)))
    .returning();
  return row;
}

/** Newest first; the recipient is matched ignoring case. */
export function listOutboxFor(db: Db, recipient: string, limit: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(sql`lower(${outbox.recipient}) = ${recipient.toLowerCase()}`)
    .orderBy(desc(outbox.createdAt))
    .limit(limit);
}
