import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { addresses, favourites, users } from '../../db/schema/index.ts';
import type { Db } from '../../db/types.ts';
import { perDatabase } from '../../lib/prepared.ts';

export type UserRow = typeof users.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;

/** A fresh users.token_version: every session token signed with the old one stops working. */
export const newTokenVersion = () => randomBytes(12).toString('base64url');

/** Log out everywhere: a new token version, so every session token issued so far is refused. */
export async function revokeSessions(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ tokenVersion: newTokenVersion() }).where(eq(users.id, userId));
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

export async function findUserByGoogleSub(db: Db, googleSub: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.googleSub, googleSub)).limit(1);
  return user;
}

/** A customer created by Google sign-in: no password, the e-mail verified by Google. */
export async function insertGoogleUser(
  db: Db,
  values: { name: string; email: string; googleSub: string; picture: string | undefined },
): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({ ...values, role: 'CUSTOMER', emailIsVerified: true })
    .returning();
  return user!;
}

/** Links an existing account to the Google account that proved the same e-mail. */
export async function linkGoogleAccount(
  db: Db,
  user: UserRow,
  { googleSub, picture }: { googleSub: string; picture: string | undefined },
): Promise<UserRow> {
  const [linked] = await db
    .update(users)
    .set({ googleSub, emailIsVerified: true, picture: user.picture ?? picture })
    .where(eq(users.id, user.id))
    .returning();
  return linked!;
}

export async function saveNotificationToken(db: Db, userId: string, token: string): Promise<void> {
  await db.update(users).set({ notificationToken: token }).where(eq(users.id, userId));
}

/** `id` must already be a valid uuid. */
const userById = perDatabase((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('user_by_id'),
);

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await userById(db).execute({ id });
  return user;
}

export async function listFavouriteRestaurantIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ restaurantId: favourites.restaurantId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(asc(favourites.createdAt), asc(favourites.restaurantId));
  return rows.map((row) => row.restaurantId);
}

export function listAddresses(db: Db, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.createdAt), asc(addresses.id));
}
