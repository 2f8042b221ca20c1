import { AppError, type UserRole } from '@food/domain';
import { and, eq, ne } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';

export type UserRow = typeof users.$inferSelect;

/** The account of an e-mail (stored lower-cased and trimmed), or undefined. */
export async function findUserByEmail(tx: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** A phone another account already holds cannot be stored twice (users_phone_idx); it is left out. */
async function freePhone(tx: Db, phone: string | null, userId?: string): Promise<string | null> {
  if (!phone) return null;
  const where = userId ? and(eq(users.phone, phone), ne(users.id, userId)) : eq(users.phone, phone);
  const [taken] = await tx.select({ id: users.id }).from(users).where(where).limit(1);
  return taken ? null : phone;
}

export type AccountWish = {
  email: string;
  name: string;
  phone?: string | null;
  passwordHash: string | null;
  role: UserRole;
  restaurantId?: string | null;
};

/**
 * The account an approval or the create-admin command ends with: a new one, or the existing account
 * of that e-mail given the role (never a second account for one address). Only a customer account, or
 * one already in `role`, is changed; any other role is refused, so nobody silently loses a role. An
 * existing account keeps its own password. Run inside the caller's transaction.
 */
export async function createOrLinkAccount(
  tx: Db,
  wish: AccountWish,
): Promise<{ user: UserRow; created: boolean; before: UserRow | null }> {
  const existing = await findUserByEmail(tx, wish.email);
  if (!existing) {
    const [user] = await tx
      .insert(users)
      .values({
        email: wish.email,
        name: wish.name,
        phone: await freePhone(tx, wish.phone ?? null),
        passwordHash: wish.passwordHash,
        role: wish.role,
        restaurantId: wish.restaurantId ?? null,
      })
      .returning();
    return { user: user!, created: true, before: null };
  }
  if (existing.role !== 'CUSTOMER' && existing.role !== wish.role) {
    throw new AppError(
      'BAD_USER_INPUT',
      `${wish.email} already has a ${existing.role} account; it cannot also become ${wish.role}.`,
    );
  }
  if (wish.role === 'RESTAURANT' && existing.restaurantId && wish.restaurantId) {
    throw new AppError('BAD_USER_INPUT', `${wish.email} already manages a restaurant.`);
  }
  const [user] = await tx
    .update(users)
    .set({
      role: wish.role,
      ...(wish.restaurantId ? { restaurantId: wish.restaurantId } : {}),
      ...(existing.phone ? {} : { phone: await freePhone(tx, wish.phone ?? null, existing.id) }),
    })
    .where(eq(users.id, existing.id))
    .returning();
  return { user: user!, created: false, before: existing };
}
